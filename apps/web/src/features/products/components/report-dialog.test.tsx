import { PRODUCT_MESSAGES, type Product } from "@bechedaw/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { Suspense } from "react";
import userEvent from "@testing-library/user-event";
import { toast } from "@/lib/toast";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { mockApi } from "@/test/mock-api";
import ReportDialog from "./report-dialog";

const phone = {
  _id: "p1",
  name: "Galaxy S21",
  img: "/images/s21.webp",
  brand: "Samsung",
  sellerName: "Salma",
  sellerId: "seller-1",
  condition: null,
  storage: null,
  ram: null,
  colour: null,
  previousPrice: null,
  passport: null,
  sellerVerified: false,
  sellerTier: "none",
  sellerShopName: null,
  sellerRating: { average: null, count: 0 },
  isAdvertised: false,
  status: "available",
  description: {
    resalePrice: 45000,
    originalPrice: 90000,
    yearsOfUse: "5 months",
    location: "Dhaka",
    date: "2025-01-05T10:00:00.000Z",
  },
} satisfies Product;

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods; these open and close it without a top layer.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.open = false;
  };
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("ReportDialog", () => {
  it("counts the reason's characters against the 500 the server takes", async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Suspense>
          <ReportDialog product={phone} onClose={vi.fn()} />
        </Suspense>
      </QueryClientProvider>,
    );
    const reason = await screen.findByLabelText<HTMLTextAreaElement>("Reason (optional)");
    expect(reason.maxLength).toBe(500);
    await userEvent.type(reason, "Fake");
    const hint = document.getElementById(reason.getAttribute("aria-describedby")!);
    expect(hint?.textContent).toBe("4/500 characters");
  });

  it("sends the trimmed reason, says so and closes", async () => {
    const api = mockApi({ "PATCH /api/products/reported/p1": { body: { acknowledged: true } } });
    const success = vi.spyOn(toast, "success");
    const onClose = vi.fn();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Suspense>
          <ReportDialog product={phone} onClose={onClose} />
        </Suspense>
      </QueryClientProvider>,
    );
    await userEvent.type(await screen.findByLabelText("Reason (optional)"), "  Photo is fake ");
    await userEvent.click(screen.getByRole("button", { name: "Report" }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(success).toHaveBeenCalledWith(PRODUCT_MESSAGES.reported);
    expect(api.callsTo("PATCH /api/products/reported/p1").map((call) => call.body)).toEqual([
      { reason: "Photo is fake", kind: "other" },
    ]);
  });

  it("asks what is wrong, something else unless chosen, and sends the chosen kind", async () => {
    const api = mockApi({ "PATCH /api/products/reported/p1": { body: { acknowledged: true } } });
    const onClose = vi.fn();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Suspense>
          <ReportDialog product={phone} onClose={onClose} />
        </Suspense>
      </QueryClientProvider>,
    );
    const kinds = within(await screen.findByRole("group", { name: "What is wrong?" }));
    expect(kinds.getAllByRole("radio").map((radio) => radio.getAttribute("value"))).toEqual([
      "stolen",
      "scam",
      "wrong-info",
      "other",
    ]);
    expect(kinds.getByRole("radio", { name: "Something else" })).toHaveProperty("checked", true);
    await userEvent.click(kinds.getByRole("radio", { name: "The phone is stolen" }));
    await userEvent.click(screen.getByRole("button", { name: "Report" }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo("PATCH /api/products/reported/p1").map((call) => call.body)).toEqual([
      { kind: "stolen" },
    ]);
  });
});
