import type { VerificationState } from "@bechedaw/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { toast } from "@/lib/toast";
import { mockApi } from "@/test/mock-api";
import VerificationPage from "./verification-page";

const fresh = {
  tier: "email",
  emailVerified: true,
  shopName: null,
  requests: [],
} satisfies VerificationState;

const unconfirmed = { ...fresh, tier: "none", emailVerified: false } satisfies VerificationState;

const identityRequest = {
  id: "r1",
  kind: "identity",
  status: "pending",
  shopName: null,
  reason: null,
  createdAt: "2026-11-20T10:00:00.000Z",
  decidedAt: null,
} satisfies VerificationState["requests"][number];

const pendingIdentity = { ...fresh, requests: [identityRequest] } satisfies VerificationState;

/** Answers with each body in turn (the last one from then on). */
function inTurn(...bodies: unknown[]) {
  return () => ({ body: bodies.length > 1 ? bodies.shift() : bodies[0] });
}

/** XMLHttpRequest as the upload uses it: every upload answers with the next private address. */
function stubUploads() {
  const sent: FormData[] = [];
  let n = 0;
  class FakeXhr {
    status = 0;
    responseText = "";
    withCredentials = false;
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    url = "";
    open(_method: string, url: string) {
      this.url = url;
    }
    send(body: FormData) {
      sent.push(body);
      n += 1;
      this.status = 200;
      this.responseText = JSON.stringify({
        success: true,
        data: { url: `/api/images/private/${"a".repeat(21)}${n}.webp` },
      });
      queueMicrotask(() => this.onload?.());
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return sent;
}

function renderPage(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi(routes);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <VerificationPage />
    </QueryClientProvider>,
  );
  return { api, user: userEvent.setup() };
}

const nid = (name: string) => new File(["jpeg bytes"], name, { type: "image/jpeg" });

describe("the seller's Verification page", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("sends the NID's front and back as private photos, then shows the request waiting", async () => {
    const uploads = stubUploads();
    const success = vi.spyOn(toast, "success");
    const { api, user } = renderPage({
      "GET /api/verification": inTurn(fresh, pendingIdentity),
      "POST /api/verification": { body: { acknowledged: true, insertedId: "r1" } },
    });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Verification");
    const steps = await screen.findByRole("list", { name: "Steps" });
    const [email, identity, shop] = within(steps).getAllByRole("listitem");
    expect(email!.textContent).toContain("Your email address is confirmed.");
    expect(shop!.textContent).toContain("Get your identity checked first.");

    await user.upload(within(identity!).getByLabelText("NID, front"), nid("front.jpg"));
    await user.upload(within(identity!).getByLabelText("NID, back (optional)"), nid("back.jpg"));
    await user.click(within(identity!).getByRole("button", { name: "Send for checking" }));

    expect(
      await within(identity!).findByText("Sent on Nov 20, 2026: waiting for an admin."),
    ).toBeDefined();
    expect(uploads).toHaveLength(2);
    expect(api.callsTo("POST /api/verification")[0]!.body).toEqual({
      kind: "identity",
      photos: [
        `/api/images/private/${"a".repeat(21)}1.webp`,
        `/api/images/private/${"a".repeat(21)}2.webp`,
      ],
    });
    expect(success).toHaveBeenCalledWith("Sent. An admin will check it soon.");
  });

  it("asks an unconfirmed seller to confirm first, and sends the link again", async () => {
    const success = vi.spyOn(toast, "success");
    const { api, user } = renderPage({
      "GET /api/verification": { body: unconfirmed },
      "GET /api/auth/get-session": {
        body: { user: { id: "u1", name: "Rahim", email: "rahim@example.com", role: "Seller" } },
      },
      "POST /api/auth/send-verification-email": { body: { status: true } },
    });
    const steps = await screen.findByRole("list", { name: "Steps" });
    const [email, identity] = within(steps).getAllByRole("listitem");
    expect(email!.textContent).toContain("To do");
    expect(identity!.textContent).toContain("Later");
    expect(identity!.textContent).toContain("Confirm your email address first (step 1).");
    expect(within(identity!).queryByRole("button")).toBeNull();

    await user.click(await within(email!).findByRole("button", { name: "Send the link again" }));
    await vi.waitFor(() =>
      expect(success).toHaveBeenCalledWith("A new link is on its way to rahim@example.com."),
    );
    expect(api.callsTo("POST /api/auth/send-verification-email")[0]!.body).toEqual({
      email: "rahim@example.com",
    });
  });

  it("asks for the front photo before sending anything", async () => {
    const { api, user } = renderPage({ "GET /api/verification": { body: fresh } });
    const steps = await screen.findByRole("list", { name: "Steps" });
    const identity = within(steps).getAllByRole("listitem")[1]!;
    await user.click(within(identity).getByRole("button", { name: "Send for checking" }));
    expect(within(identity).getByRole("alert").textContent).toBe("Choose a photo of the document.");
    expect(api.callsTo("POST /api/verification")).toHaveLength(0);
  });

  it("shows why a request was rejected and lets the seller try again", async () => {
    renderPage({
      "GET /api/verification": {
        body: {
          ...fresh,
          requests: [
            {
              ...identityRequest,
              status: "rejected",
              reason: "The photo is blurred.",
              decidedAt: "2026-11-21T10:00:00.000Z",
            },
          ],
        } satisfies VerificationState,
      },
    });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(
      "Not approved on Nov 21, 2026. The admin said: The photo is blurred.",
    );
    expect(screen.getByLabelText("NID, front")).toBeDefined();
  });

  it("offers the shop step with its name once the identity is checked", async () => {
    const uploads = stubUploads();
    const { api, user } = renderPage({
      "GET /api/verification": {
        body: { ...fresh, tier: "identity", emailVerified: true } satisfies VerificationState,
      },
      "POST /api/verification": {
        status: 409,
        body: {
          statusCode: 409,
          code: "IDENTITY_NOT_VERIFIED",
          message: "Get your identity checked first: a shop needs a checked owner.",
        },
      },
    });
    const steps = await screen.findByRole("list", { name: "Steps" });
    const [email, identity, shop] = within(steps).getAllByRole("listitem");
    expect(email!.textContent).toContain("Your email address is confirmed.");
    expect(identity!.textContent).toContain("Done");
    expect(screen.getByRole("img", { name: "Verified seller" })).toBeDefined();

    const error = vi.spyOn(toast, "error");
    await user.type(within(shop!).getByLabelText("Shop name"), "Rahim Mobile Corner");
    await user.upload(within(shop!).getByLabelText("Trade licence"), nid("licence.png"));
    await user.click(within(shop!).getByRole("button", { name: "Send for checking" }));
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        "Get your identity checked first: a shop needs a checked owner.",
      ),
    );
    expect(uploads).toHaveLength(1);
    expect(api.callsTo("POST /api/verification")[0]!.body).toMatchObject({
      kind: "shop",
      shopName: "Rahim Mobile Corner",
    });
  });
});
