import type { AdminDealMessage, AdminReview } from "@bechedaw/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { toast } from "@/lib/toast";
import { mockApi } from "@/test/mock-api";
import { DealModeration } from "./deal-moderation";

const MESSAGES = "GET /api/admin/deal-messages";
const REVIEWS = "GET /api/admin/reviews";

const message = {
  _id: "m1",
  dealId: "d1",
  productName: "iPhone 13",
  authorId: "u1",
  authorName: "Rahim Uddin",
  from: "seller",
  text: "<b>Send</b> 500 tk advance by bKash",
  date: "2026-11-20T10:00:00.000Z",
  flagged: true,
  reportCount: 1,
  reasons: ["Asked for money first"],
} satisfies AdminDealMessage;

const review = {
  _id: "r1",
  dealId: "d2",
  stars: 1,
  comment: "Never showed up",
  authorId: "u2",
  authorName: "Karim Ahmed",
  authorSide: "buyer",
  subjectId: "u1",
  subjectName: "Rahim Uddin",
  date: "2026-11-21T10:00:00.000Z",
  reportCount: 2,
  reasons: [],
} satisfies AdminReview;

function inTurn(...bodies: unknown[]) {
  return () => ({ body: bodies.length > 1 ? bodies.shift() : bodies[0] });
}

function renderSection(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi(routes);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DealModeration />
    </QueryClientProvider>,
  );
  return { api, user: userEvent.setup() };
}

describe("DealModeration", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("lists flagged or reported messages and reported reviews, text shown as text", async () => {
    renderSection({ [MESSAGES]: { body: [message] }, [REVIEWS]: { body: [review] } });
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Messages and reviews");
    const messages = screen.getByRole("region", { name: "Deal messages" });
    const [item] = await within(messages).findAllByRole("listitem");
    expect(item!.textContent).toContain("Deal for iPhone 13");
    expect(item!.textContent).toContain("Rahim Uddin (seller) · Nov 20, 2026");
    expect(item!.textContent).toContain("<b>Send</b> 500 tk advance by bKash");
    expect(item!.textContent).toContain("Asks for advance money");
    expect(item!.textContent).toContain("1 report");
    expect(item!.textContent).toContain("Asked for money first");
    const reviews = screen.getByRole("region", { name: "Reported reviews" });
    const reviewItem = await within(reviews).findByRole("listitem");
    expect(reviewItem.textContent).toContain("1 out of 5 stars");
    expect(reviewItem.textContent).toContain("Karim Ahmed about Rahim Uddin · Nov 21, 2026");
    expect(reviewItem.textContent).toContain("2 reports");
  });

  it("hides a message and clears a review, then loads the lists again", async () => {
    const success = vi.spyOn(toast, "success");
    const { api, user } = renderSection({
      [MESSAGES]: inTurn([message], []),
      [REVIEWS]: inTurn([review], []),
      "PATCH /api/admin/deal-messages/m1": { body: { acknowledged: true } },
      "PATCH /api/admin/reviews/r1": { body: { acknowledged: true } },
    });
    const messages = screen.getByRole("region", { name: "Deal messages" });
    await user.click(await within(messages).findByRole("button", { name: "Hide" }));
    expect(await within(messages).findByText("No flagged or reported message.")).toBeDefined();
    expect(api.callsTo("PATCH /api/admin/deal-messages/m1")[0]!.body).toEqual({ action: "hide" });
    expect(success).toHaveBeenCalledWith("Hidden.");

    const reviews = screen.getByRole("region", { name: "Reported reviews" });
    await user.click(await within(reviews).findByRole("button", { name: "Clear" }));
    expect(await within(reviews).findByText("No reported review.")).toBeDefined();
    expect(api.callsTo("PATCH /api/admin/reviews/r1")[0]!.body).toEqual({ action: "clear" });
    expect(success).toHaveBeenCalledWith("Cleared.");
  });
});
