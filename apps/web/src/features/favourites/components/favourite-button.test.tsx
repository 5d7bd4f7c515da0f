import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryKeys } from "@/lib/query-keys";
import type { SessionUser } from "@/lib/session";
import { toast } from "@/lib/toast";
import { mockApi } from "@/test/mock-api";
import { FavouriteButton } from "./favourite-button";

const buyer: SessionUser = {
  id: "buyer-1",
  name: "Nadia",
  email: "nadia@example.com",
  role: "Buyer",
  verified: false,
};
const phone = { _id: "p1", name: "Pixel 7", sellerId: "seller-1" };

function renderHeart(user: SessionUser | null, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi(routes);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(queryKeys.session.all, user ? { user } : null);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={["/phones"]}>
        <Suspense fallback={null}>
          <Routes>
            <Route path="/phones" element={<FavouriteButton product={phone} />} />
            <Route path="/login" element={<p>The login page</p>} />
          </Routes>
        </Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { api, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("FavouriteButton", () => {
  it("shows a saved phone pressed, and removes it on a tap", async () => {
    let saved = ["p1"];
    const { api, user } = renderHeart(buyer, {
      "GET /api/favourites/ids": () => ({ body: saved }),
      "DELETE /api/favourites/p1": () => {
        saved = [];
        return { body: { acknowledged: true, deletedCount: 1 } };
      },
    });
    const heart = await screen.findByRole("button", { name: "Save Pixel 7 to favourites" });
    await vi.waitFor(() => expect(heart.getAttribute("aria-pressed")).toBe("true"));
    await user.click(heart);
    await vi.waitFor(() => expect(heart.getAttribute("aria-pressed")).toBe("false"));
    expect(api.callsTo("DELETE /api/favourites/p1")).toHaveLength(1);
  });

  it("goes back and says why when the server refuses a save (the limit)", async () => {
    const error = vi.spyOn(toast, "error");
    const { user } = renderHeart(buyer, {
      "GET /api/favourites/ids": { body: [] },
      "PUT /api/favourites/p1": {
        status: 409,
        body: { statusCode: 409, code: "FAVOURITES_LIMIT_REACHED", message: "Full" },
      },
    });
    const heart = await screen.findByRole("button", { name: "Save Pixel 7 to favourites" });
    await user.click(heart);
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        "You have saved as many phones as one can. Remove one from your favourites first.",
      ),
    );
    expect(heart.getAttribute("aria-pressed")).toBe("false");
  });

  it("sends a visitor to log in, saying why, without calling the server", async () => {
    const error = vi.spyOn(toast, "error");
    const { api, user } = renderHeart(null);
    await user.click(await screen.findByRole("button", { name: "Save Pixel 7 to favourites" }));
    expect(await screen.findByText("The login page")).toBeTruthy();
    expect(error).toHaveBeenCalledWith("Log in to save phones to your favourites.", {
      id: "favourite-signed-out",
    });
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it("shows no heart on the seller's own phone", async () => {
    const { api } = renderHeart(
      { ...buyer, id: "seller-1", role: "Seller" },
      { "GET /api/favourites/ids": { body: [] } },
    );
    // Rendered (its texts loaded, its data asked for), and still no button.
    await vi.waitFor(() => expect(api.callsTo("GET /api/favourites/ids")).toHaveLength(1));
    expect(screen.queryByRole("button")).toBeNull();
  });
});
