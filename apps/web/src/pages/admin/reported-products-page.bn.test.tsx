import type { ReportedProduct } from "@bechedaw/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "@/lib/toast";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { activateLocale } from "@/lib/i18n/i18n";
import { createQueryClient } from "@/lib/query-client";
import { mockApi } from "@/test/mock-api";
import ReportedProductsPage from "./reported-products-page";

const iphone = {
  _id: "p1",
  name: "iPhone 13",
  img: "/images/p1.webp",
  brand: "Apple",
  sellerName: "রহিম",
  sellerEmail: "rahim@example.com",
  sellerId: "seller-1",
  condition: null,
  storage: null,
  ram: null,
  colour: null,
  previousPrice: null,
  passport: null,
  sellerVerified: true,
  sellerTier: "identity",
  sellerShopName: null,
  sellerRating: { average: null, count: 0 },
  isAdvertised: false,
  status: "available",
  description: {
    resalePrice: 45000,
    originalPrice: 80000,
    yearsOfUse: "3 months",
    location: "Dhaka",
    date: "2025-01-05T10:00:00.000Z",
  },
  reportCount: 1,
  reports: [{ kind: "other", reason: null, date: "2025-01-07T10:00:00.000Z" }],
} satisfies ReportedProduct;

function renderPage(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi(routes);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ReportedProductsPage />
    </QueryClientProvider>,
  );
  return { api, user: userEvent.setup() };
}

/** Answers with each body in turn (the last one from then on). */
function inTurn(...bodies: unknown[]) {
  return () => ({ body: bodies.length > 1 ? bodies.shift() : bodies[0] });
}

describe("Reported Products in Bangla", () => {
  beforeAll(async () => {
    await activateLocale("bn");
    // jsdom has <dialog> but not its modal methods; these open and close it without a top layer.
    HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
      this.open = false;
    };
  });
  afterAll(() => activateLocale("en"));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("dismisses a product's reports after a Bangla confirmation, then says none are left", async () => {
    const success = vi.spyOn(toast, "success");
    const { api, user } = renderPage({
      "GET /api/reportedProducts": inTurn([iphone], []),
      "DELETE /api/products/p1/reports": { body: { acknowledged: true, deletedCount: 1 } },
    });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("রিপোর্ট করা পণ্য");
    const table = await screen.findByRole("table", { name: "রিপোর্ট করা পণ্য" });
    expect(within(table).getByText("৳৪৫,০০০")).toBeDefined();
    expect(within(table).getByText("৭ জানু, ২০২৫")).toBeDefined();

    await user.click(within(table).getByRole("button", { name: "iPhone 13-এর রিপোর্টগুলো বাদ দিন" }));
    const dialog = screen.getByRole("dialog", { name: "রিপোর্টগুলো বাদ দেবেন?" });
    expect(dialog.textContent).toContain('"iPhone 13"-এর রিপোর্টগুলো মুছে যাবে');
    await user.click(within(dialog).getByRole("button", { name: "বাদ দিন" }));

    expect(await screen.findByText("রিপোর্ট করা কোনো পণ্য নেই।")).toBeDefined();
    expect(api.callsTo("DELETE /api/products/p1/reports")).toHaveLength(1);
    expect(success).toHaveBeenCalledWith("রিপোর্টগুলো বাদ দেওয়া হয়েছে।");
  });

  it("deletes a reported product with the shared toast in Bangla", async () => {
    const success = vi.spyOn(toast, "success");
    const { user } = renderPage({
      "GET /api/reportedProducts": inTurn([iphone], []),
      "DELETE /api/products/p1": { body: { acknowledged: true, deletedCount: 1 } },
    });
    const table = await screen.findByRole("table", { name: "রিপোর্ট করা পণ্য" });
    await user.click(within(table).getByRole("button", { name: "iPhone 13 মুছুন" }));
    const dialog = screen.getByRole("dialog", { name: "এই পণ্যটি মুছবেন?" });
    expect(dialog.textContent).toContain("এটি আর ফেরানো যাবে না।");
    await user.click(within(dialog).getByRole("button", { name: "মুছুন" }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith("পণ্য সফলভাবে মুছে ফেলা হয়েছে।"));
  });
});
