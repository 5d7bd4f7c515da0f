import type { ReviewItem } from "@bechedaw/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { activateLocale } from "@/lib/i18n/i18n";
import { createQueryClient } from "@/lib/query-client";
import { toast } from "@/lib/toast";
import { mockApi } from "@/test/mock-api";
import { ListingReview } from "./listing-review";

const IMEI = "356938035643809";

function reviewItem(overrides: Partial<ReviewItem> & Pick<ReviewItem, "_id" | "name">): ReviewItem {
  return {
    img: `/images/${overrides._id}.webp`,
    brand: "Apple",
    sellerId: "seller-1",
    sellerName: "Karim",
    sellerEmail: "karim@example.com",
    sellerVerified: false,
    sellerTier: "none",
    sellerShopName: null,
    sellerRating: { average: null, count: 0 },
    isAdvertised: false,
    status: "held",
    condition: "good",
    storage: 128,
    ram: null,
    colour: null,
    previousPrice: null,
    passport: null,
    description: {
      resalePrice: 20000,
      originalPrice: 80000,
      yearsOfUse: "1 year",
      location: "Dhaka",
      date: "2026-11-20T10:00:00.000Z",
    },
    rejectionReason: null,
    privatePassport: {
      imei: IMEI,
      imei2: null,
      official: true,
      batteryHealth: 91,
      hasBox: true,
      hasCharger: false,
      hasReceipt: true,
      warrantyMonths: 0,
      repairs: null,
      kydPhoto: "/api/images/private/kyd1.webp",
      receiptPhoto: null,
    },
    flags: [],
    reports: [],
    sellerBanned: false,
    ...overrides,
  };
}

const held = reviewItem({
  _id: "p1",
  name: "iPhone 13",
  flags: [
    {
      kind: "same-imei",
      details: {
        matches: [
          { productId: "p9", sellerId: "s9", status: "sold", imei: IMEI, reportedStolen: true },
          { productId: "p8", sellerId: "s8", status: "deleted", imei: IMEI, reportedStolen: true },
        ],
      },
      raisedAt: "2026-11-20T10:00:00.000Z",
      foundAt: "2026-11-20T10:00:00.000Z",
      reviewedAt: null,
    },
    {
      kind: "low-price",
      details: { price: 20000, median: 50000, ratio: 0.4 },
      raisedAt: "2026-11-20T10:00:00.000Z",
      foundAt: "2026-11-20T10:00:00.000Z",
      reviewedAt: null,
    },
    {
      kind: "asks-advance",
      details: { fields: ["name", "description"] },
      raisedAt: "2026-11-20T10:00:00.000Z",
      foundAt: "2026-11-20T10:00:00.000Z",
      reviewedAt: null,
    },
  ],
});
const reported = reviewItem({
  _id: "p2",
  name: "Galaxy S21",
  brand: "Samsung",
  status: "available",
  sellerId: "seller-2",
  sellerName: "Rahim",
  sellerEmail: "rahim@example.com",
  reports: [
    { kind: "stolen", reason: "My phone, stolen in Mirpur", date: "2026-11-21T10:00:00.000Z" },
  ],
});

function renderSection(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi(routes);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ListingReview />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { api, user: userEvent.setup() };
}

/** Answers with each body in turn (the last one from then on). */
function inTurn(...bodies: unknown[]) {
  return () => ({ body: bodies.length > 1 ? bodies.shift() : bodies[0] });
}

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

describe("ListingReview", () => {
  it("shows each listing's status, signals, reports and whole passport", async () => {
    renderSection({ "GET /api/admin/review": { body: [held, reported] } });
    const first = await screen.findByRole("article", { name: "iPhone 13" });
    expect(within(first).getByText("Held for review")).toBeDefined();
    expect(within(first).getByText("Its IMEI is on 2 other listings")).toBeDefined();
    expect(within(first).getByText(`IMEI ${IMEI} · Sold`, { exact: false })).toBeDefined();
    // A listing deleted with history is still named, as deleted.
    expect(within(first).getByText(`IMEI ${IMEI} · Deleted`, { exact: false })).toBeDefined();
    expect(within(first).getAllByText("reported stolen")).toHaveLength(2);
    expect(
      within(first).getByText(
        "Unusually low price: ৳20,000 is 40% of the model's median of ৳50,000",
      ),
    ).toBeDefined();
    expect(
      within(first).getByText("Asks for an advance or mobile-money payment in: name, description"),
    ).toBeDefined();
    expect(within(first).getByText(IMEI)).toBeDefined();
    expect(within(first).getByRole("img", { name: "KYD check result" }).getAttribute("src")).toBe(
      "/api/images/private/kyd1.webp",
    );
    expect(within(first).getByRole("button", { name: "Publish iPhone 13" })).toBeDefined();

    const second = screen.getByRole("article", { name: "Galaxy S21" });
    expect(within(second).getByText("Public")).toBeDefined();
    expect(within(second).getByText("1 report")).toBeDefined();
    expect(within(second).getByText("Stolen")).toBeDefined();
    expect(within(second).getByText("My phone, stolen in Mirpur", { exact: false })).toBeDefined();
    expect(within(second).getByRole("button", { name: "Approve Galaxy S21" })).toBeDefined();
  });

  it("asks only for held listings when Held is chosen, and pages with the cursor", async () => {
    const { api, user } = renderSection({
      "GET /api/admin/review": ({ url }) =>
        url.searchParams.get("cursor") === "next"
          ? { body: [reported] }
          : { body: [held], headers: { "x-next-cursor": "next" } },
    });
    await screen.findByRole("article", { name: "iPhone 13" });
    await user.click(screen.getByRole("button", { name: "Show more" }));
    await screen.findByRole("article", { name: "Galaxy S21" });

    await user.click(screen.getByRole("button", { name: "Held" }));
    expect(screen.getByRole("button", { name: "Held" }).getAttribute("aria-pressed")).toBe("true");
    await vi.waitFor(() =>
      expect(
        api
          .callsTo("GET /api/admin/review")
          .some((call) => call.url.searchParams.get("only") === "held"),
      ).toBe(true),
    );
  });

  it("rejects with the reason the seller reads, refusing an empty one", async () => {
    const success = vi.spyOn(toast, "success");
    const { api, user } = renderSection({
      "GET /api/admin/review": inTurn([held], []),
      "POST /api/admin/review/p1/reject": {
        body: { acknowledged: true, status: "rejected", flagsReviewed: 2, reportsDismissed: 0 },
      },
    });
    const item = await screen.findByRole("article", { name: "iPhone 13" });
    await user.click(within(item).getByRole("button", { name: "Reject iPhone 13" }));
    const dialog = screen.getByRole("dialog", { name: "Reject this listing?" });
    await user.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(within(dialog).getByRole("alert").textContent).toBe(
      "Write the reason: the seller reads it.",
    );
    expect(api.callsTo("POST /api/admin/review/p1/reject")).toHaveLength(0);

    await user.type(
      within(dialog).getByLabelText("Reason (the seller reads it)"),
      "  Stolen phone  ",
    );
    await user.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await screen.findByText("Nothing to review here.")).toBeDefined();
    expect(api.callsTo("POST /api/admin/review/p1/reject")[0]?.body).toEqual({
      reason: "Stolen phone",
    });
    expect(success).toHaveBeenCalledWith("The listing is rejected.");
  });

  it("bans the seller after a confirmation and says what it hid", async () => {
    const success = vi.spyOn(toast, "success");
    const { api, user } = renderSection({
      "GET /api/admin/review": inTurn([reported], [{ ...reported, sellerBanned: true }]),
      "POST /api/admin/users/seller-2/ban": {
        body: {
          acknowledged: true,
          bannedAt: "2026-11-23T10:00:00.000Z",
          modifiedCount: 1,
          sessionsDeleted: 2,
          listingsHidden: 3,
          openBookings: 0,
        },
      },
    });
    const item = await screen.findByRole("article", { name: "Galaxy S21" });
    await user.click(within(item).getByRole("button", { name: "Ban the seller of Galaxy S21" }));
    const dialog = screen.getByRole("dialog", { name: "Ban this seller?" });
    expect(dialog.textContent).toContain("Rahim (rahim@example.com)");
    await user.click(within(dialog).getByRole("button", { name: "Ban seller" }));
    await vi.waitFor(() =>
      expect(success).toHaveBeenCalledWith(
        "Seller banned: 3 listings hidden, signed out of 2 sessions.",
      ),
    );
    expect(api.callsTo("POST /api/admin/users/seller-2/ban")).toHaveLength(1);
    expect(await screen.findByText("Seller banned")).toBeDefined();
    expect(
      screen.getByRole("button", { name: "Lift the ban on the seller of Galaxy S21" }),
    ).toBeDefined();
  });
});

describe("ListingReview in Bangla", () => {
  beforeAll(() => activateLocale("bn"));
  afterAll(() => activateLocale("en"));

  it("publishes a held listing with Bangla texts and digits", async () => {
    const success = vi.spyOn(toast, "success");
    const { api, user } = renderSection({
      "GET /api/admin/review": inTurn([held], []),
      "POST /api/admin/review/p1/approve": {
        body: { acknowledged: true, status: "available", flagsReviewed: 2, reportsDismissed: 0 },
      },
    });
    const item = await screen.findByRole("article", { name: "iPhone 13" });
    expect(within(item).getByText("পর্যালোচনার জন্য আটকে রাখা")).toBeDefined();
    expect(
      within(item).getByText("অস্বাভাবিক কম দাম: ৳২০,০০০ এই মডেলের মাঝামাঝি দাম ৳৫০,০০০-এর ৪০%"),
    ).toBeDefined();
    expect(
      within(item).getByText("অগ্রিম বা মোবাইল ব্যাংকিংয়ে টাকা চাওয়া হয়েছে: নাম, বিবরণ"),
    ).toBeDefined();
    await user.click(within(item).getByRole("button", { name: "iPhone 13 প্রকাশ করুন" }));
    const dialog = screen.getByRole("dialog", { name: "এই বিজ্ঞাপনটি অনুমোদন দেবেন?" });
    await user.click(within(dialog).getByRole("button", { name: "প্রকাশ করুন" }));
    expect(await screen.findByText("এখানে পর্যালোচনার কিছু নেই।")).toBeDefined();
    expect(api.callsTo("POST /api/admin/review/p1/approve")).toHaveLength(1);
    expect(success).toHaveBeenCalledWith("বিজ্ঞাপনটি অনুমোদিত হয়েছে।");
  });
});
