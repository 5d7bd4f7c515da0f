import type { AdminReview } from "@bechedaw/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { activateLocale } from "@/lib/i18n/i18n";
import { createQueryClient } from "@/lib/query-client";
import { mockApi } from "@/test/mock-api";
import { DealModeration } from "./deal-moderation";

const review = {
  _id: "r1",
  dealId: "d2",
  stars: 2,
  comment: "দেরি করে এসেছেন",
  authorId: "u2",
  authorName: "করিম",
  authorSide: "buyer",
  subjectId: "u1",
  subjectName: "রহিম",
  date: "2026-11-21T10:00:00.000Z",
  reportCount: 3,
  reasons: [],
} satisfies AdminReview;

describe("DealModeration in Bangla", () => {
  beforeAll(() => activateLocale("bn"));
  afterAll(() => activateLocale("en"));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("words the section, its lists and buttons in Bangla", async () => {
    mockApi({
      "GET /api/admin/deal-messages": { body: [] },
      "GET /api/admin/reviews": { body: [review] },
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <DealModeration />
      </QueryClientProvider>,
    );
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("বার্তা ও রিভিউ");
    expect(await screen.findByText("চিহ্নিত বা রিপোর্ট করা কোনো বার্তা নেই।")).toBeDefined();
    const reviews = screen.getByRole("region", { name: "রিপোর্ট করা রিভিউ" });
    const item = await within(reviews).findByRole("listitem");
    expect(item.textContent).toContain("৫-এর মধ্যে ২ তারা");
    expect(item.textContent).toContain("৩টি রিপোর্ট");
    expect(within(item).getByRole("button", { name: "লুকান" })).toBeDefined();
    expect(within(item).getByRole("button", { name: "খারিজ করুন" })).toBeDefined();
  });
});
