import type { ProductDetail } from "@bechedaw/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { listing, listingPassport } from "@/features/products/components/product-form.test-helpers";
import type { SessionUser } from "@/lib/session";
import { mockApi } from "@/test/mock-api";
import EditProductPage from "./edit-product-page";
import { queryKeys } from "@/lib/query-keys";

const seller: SessionUser = {
  id: "u1",
  name: "Rahim",
  email: "rahim@example.com",
  role: "Seller",
  verified: false,
};

function renderPage(answer: { status?: number; body: unknown }) {
  const api = mockApi({
    "GET /api/products/p1": answer,
    "GET /api/products/p1/passport": { body: listingPassport },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(queryKeys.session.all, { user: seller });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={["/dashboard/my-products/p1/edit"]}>
        <Routes>
          <Route path="/dashboard/my-products/:id/edit" element={<EditProductPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return api;
}

afterEach(() => vi.unstubAllGlobals());

describe("EditProductPage", () => {
  it("fills the form in from the listing's own page data", async () => {
    const api = renderPage({ body: listing });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Edit Product");
    expect((await screen.findByLabelText<HTMLInputElement>("Product Name")).value).toBe(
      "iPhone 13",
    );
    expect(api.callsTo("GET /api/products/p1")).toHaveLength(1);
    // The whole IMEI, from the seller's own passport route.
    expect(screen.getByLabelText<HTMLInputElement>("IMEI").value).toBe("352099001761481");
    expect(screen.getByRole("link", { name: /View/ }).getAttribute("href")).toBe(
      listingPassport.kydPhoto,
    );
    expect(screen.getByRole("link", { name: "Back to My Products" }).getAttribute("href")).toBe(
      "/dashboard/my-products",
    );
  });

  it("offers no form for a sold phone, and says why", async () => {
    renderPage({ body: { ...listing, status: "sold" } satisfies ProductDetail });
    expect(
      (await screen.findByText("This phone is sold, so its listing can't be edited.")).tagName,
    ).toBe("P");
    expect(screen.queryByRole("form")).toBeNull();
  });

  it("offers no form for another seller's listing", async () => {
    renderPage({ body: { ...listing, sellerId: "u2" } satisfies ProductDetail });
    expect(
      (await screen.findByText("This listing is another seller's. You can edit only your own."))
        .tagName,
    ).toBe("P");
    expect(screen.queryByRole("form")).toBeNull();
  });

  it("says when the listing is gone", async () => {
    renderPage({
      status: 404,
      body: { statusCode: 404, code: "PRODUCT_NOT_FOUND", message: "No product with this id." },
    });
    expect((await screen.findByRole("alert")).textContent).toContain(
      "This phone is no longer listed.",
    );
  });
});
