import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { mockApi } from "@/test/mock-api";
import { BecomeSeller } from "./become-seller";

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods; these open and close it without a top layer.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.open = false;
  };
});
afterEach(() => vi.unstubAllGlobals());

describe("BecomeSeller", () => {
  it("asks first, then makes the buyer a seller and offers to add a phone", async () => {
    const api = mockApi({ "POST /api/users/me/seller": { body: { acknowledged: true } } });
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <BecomeSeller />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole("button", { name: "Become a seller" }));
    const dialog = screen.getByRole("dialog", { name: "Become a seller?" });
    expect(api.callsTo("POST /api/users/me/seller")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Yes, make me a seller" }));
    expect(await screen.findByRole("link", { name: "Add Product" })).toBeTruthy();
    expect(api.callsTo("POST /api/users/me/seller")).toHaveLength(1);
  });
});
