import type { PendingVerificationRequest } from "@bechedaw/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { activateLocale } from "@/lib/i18n/i18n";
import { createQueryClient } from "@/lib/query-client";
import { toast } from "@/lib/toast";
import { mockApi } from "@/test/mock-api";
import { VerificationRequests } from "./verification-requests";

const request = {
  id: "r2",
  kind: "shop",
  shopName: "সালমা টেলিকম",
  createdAt: "2026-11-20T10:00:00.000Z",
  photos: ["/api/images/private/AAAAAAAAAAAAAAAAAAAAAA.webp"],
  seller: {
    id: "s2",
    name: "সালমা",
    email: "salma@example.com",
    memberSince: "2026-01-05T10:00:00.000Z",
    tier: "identity",
  },
} satisfies PendingVerificationRequest;

describe("VerificationRequests in Bangla", () => {
  beforeAll(async () => {
    await activateLocale("bn");
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

  it("shows a shop request and rejects it with a reason, in Bangla", async () => {
    const success = vi.spyOn(toast, "success");
    mockApi({
      "GET /api/admin/verification-requests": { body: [request] },
      "POST /api/admin/verification-requests/r2/decision": {
        body: { acknowledged: true, status: "rejected" },
      },
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <VerificationRequests />
      </QueryClientProvider>,
    );
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("বিক্রেতা যাচাই");
    const card = await screen.findByRole("listitem");
    expect(card.textContent).toContain("দোকান: সালমা টেলিকম");
    expect(card.textContent).toContain("২০ নভে, ২০২৬");
    expect(within(card).getByRole("img", { name: "যাচাই করা বিক্রেতা" })).toBeDefined();

    const user = userEvent.setup();
    await user.click(within(card).getByRole("button", { name: "প্রত্যাখ্যান" }));
    const dialog = screen.getByRole("dialog", { name: "সালমা-এর অনুরোধ প্রত্যাখ্যান করবেন?" });
    await user.click(within(dialog).getByRole("button", { name: "প্রত্যাখ্যান" }));
    expect(within(dialog).getByRole("alert").textContent).toBe(
      "অনুরোধটি কেন প্রত্যাখ্যান করছেন, লিখুন: বিক্রেতা তা দেখবেন।",
    );
    await user.type(within(dialog).getByLabelText("কারণ"), "ছবিটি ঝাপসা");
    await user.click(within(dialog).getByRole("button", { name: "প্রত্যাখ্যান" }));
    await vi.waitFor(() =>
      expect(success).toHaveBeenCalledWith("প্রত্যাখ্যান করা হয়েছে। বিক্রেতা আপনার কারণ দেখবেন।"),
    );
  });
});
