import type { PendingVerificationRequest } from "@bechedaw/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { toast } from "@/lib/toast";
import { mockApi } from "@/test/mock-api";
import { VerificationRequests } from "./verification-requests";

const QUEUE = "GET /api/admin/verification-requests";
const front = "/api/images/private/AAAAAAAAAAAAAAAAAAAAAA.webp";
const back = "/api/images/private/BBBBBBBBBBBBBBBBBBBBBB.webp";

const identity = {
  id: "r1",
  kind: "identity",
  shopName: null,
  createdAt: "2026-11-20T10:00:00.000Z",
  photos: [front, back],
  seller: {
    id: "s1",
    name: "Rahim Uddin",
    email: "rahim@example.com",
    memberSince: "2026-01-05T10:00:00.000Z",
    tier: "email",
  },
} satisfies PendingVerificationRequest;

const shop = {
  ...identity,
  id: "r2",
  kind: "shop",
  shopName: "Salma Telecom",
  photos: [front],
  seller: { ...identity.seller, id: "s2", name: "Salma", tier: "identity" },
} satisfies PendingVerificationRequest;

/** Answers with each body in turn (the last one from then on). */
function inTurn(...bodies: unknown[]) {
  return () => ({ body: bodies.length > 1 ? bodies.shift() : bodies[0] });
}

function renderSection(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi(routes);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <VerificationRequests />
    </QueryClientProvider>,
  );
  return { api, user: userEvent.setup() };
}

describe("VerificationRequests", () => {
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

  it("lists each request with its seller and the document's private photos", async () => {
    renderSection({ [QUEUE]: { body: [identity, shop] } });
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Seller verification");
    const [first, second] = await screen.findAllByRole("listitem");
    expect(within(first!).getByRole("heading", { level: 3 }).textContent).toBe(
      "Rahim UddinEmail verified",
    );
    expect(first!.textContent).toContain("rahim@example.com");
    expect(first!.textContent).toContain("Member since Jan 5, 2026");
    expect(first!.textContent).toContain("Identity (NID)");
    expect(first!.textContent).toContain("Sent Nov 20, 2026");
    const photos = within(first!).getAllByRole("img");
    expect(photos.map((img) => [img.getAttribute("alt"), img.getAttribute("src")])).toEqual([
      ["Document photo 1 from Rahim Uddin", front],
      ["Document photo 2 from Rahim Uddin", back],
    ]);
    expect(second!.textContent).toContain("Shop: Salma Telecom");
  });

  it("approves after a confirmation, then the request leaves the list", async () => {
    const success = vi.spyOn(toast, "success");
    const { api, user } = renderSection({
      [QUEUE]: inTurn([identity], []),
      "POST /api/admin/verification-requests/r1/decision": {
        body: { acknowledged: true, status: "approved" },
      },
    });
    await user.click(await screen.findByRole("button", { name: "Approve" }));
    const dialog = screen.getByRole("dialog", { name: "Approve Rahim Uddin?" });
    expect(dialog.textContent).toContain(
      "Rahim Uddin gets the green tick on every phone they list. The document's photos are deleted.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("No seller is waiting for verification.")).toBeDefined();
    expect(api.callsTo("POST /api/admin/verification-requests/r1/decision")[0]!.body).toEqual({
      approve: true,
    });
    expect(success).toHaveBeenCalledWith("Approved. The seller's badge is updated.");
  });

  it("asks for a reason before rejecting, and sends it", async () => {
    const { api, user } = renderSection({
      [QUEUE]: inTurn([identity], []),
      "POST /api/admin/verification-requests/r1/decision": {
        body: { acknowledged: true, status: "rejected" },
      },
    });
    await user.click(await screen.findByRole("button", { name: "Reject" }));
    const dialog = screen.getByRole("dialog", { name: "Reject the request of Rahim Uddin?" });
    await user.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(within(dialog).getByRole("alert").textContent).toBe(
      "Say why the request is rejected: the seller sees it.",
    );
    expect(api.callsTo("POST /api/admin/verification-requests/r1/decision")).toHaveLength(0);
    await user.type(within(dialog).getByLabelText("Reason"), "  The photo is blurred. ");
    await user.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await screen.findByText("No seller is waiting for verification.")).toBeDefined();
    expect(api.callsTo("POST /api/admin/verification-requests/r1/decision")[0]!.body).toEqual({
      approve: false,
      reason: "The photo is blurred.",
    });
  });

  it("says so when another admin decided first, and drops the request", async () => {
    const error = vi.spyOn(toast, "error");
    const { user } = renderSection({
      [QUEUE]: inTurn([identity], []),
      "POST /api/admin/verification-requests/r1/decision": {
        status: 409,
        body: {
          statusCode: 409,
          code: "ALREADY_DECIDED",
          message: "This request has been decided already.",
        },
      },
    });
    await user.click(await screen.findByRole("button", { name: "Approve" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("No seller is waiting for verification.")).toBeDefined();
    expect(error).toHaveBeenCalledWith("This request has been decided already.");
  });

  it("loads the next page from the cursor", async () => {
    const { api, user } = renderSection({
      [QUEUE]: ({ url }) =>
        url.searchParams.get("cursor") === "next"
          ? { body: [shop] }
          : { body: [identity], headers: { "x-next-cursor": "next" } },
    });
    await user.click(await screen.findByRole("button", { name: "Show more requests" }));
    expect(await screen.findByText("Shop: Salma Telecom")).toBeDefined();
    expect(screen.queryByRole("button", { name: "Show more requests" })).toBeNull();
    expect(api.callsTo(QUEUE)).toHaveLength(2);
  });
});
