import type { Deal, DealMessage } from "@bechedaw/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "@/lib/session";
import { activateLocale, loadCatalogPart } from "@/lib/i18n/i18n";
import { mockApi } from "@/test/mock-api";
import { toast } from "@/lib/toast";
import { DEAL_POLL_MS } from "@/features/deals/api/deals";
import DealPage from "./deal-page";
import { queryKeys } from "@/lib/query-keys";

const buyerUser: SessionUser = {
  id: "u2",
  name: "Karim",
  email: "karim@example.com",
  role: "Buyer",
  verified: false,
};
const sellerUser: SessionUser = { ...buyerUser, id: "u1", name: "Rahim", role: "Seller" };

const base = {
  _id: "d1",
  status: "booked",
  viewer: "buyer",
  product: { _id: "p1", name: "iPhone 12", img: "/images/p1.webp", price: 45000 },
  buyer: { _id: "u2", name: "Karim" },
  seller: { _id: "u1", name: "Rahim", rating: { average: 4.5, count: 2 } },
  userLocation: "Dhaka",
  bookedAt: "2026-11-20T10:00:00.000Z",
  acceptedAt: null,
  meetup: null,
  handover: { code: null, triesLeft: 5, locked: false },
  contact: null,
  soldAt: null,
  endedReason: null,
  cancelled: null,
  reviews: { mine: null, canReview: false },
} satisfies Deal;

const later = new Date(Date.now() + 2 * 24 * 3600_000).toISOString();
const accepted = {
  ...base,
  status: "accepted",
  acceptedAt: "2026-11-20T12:00:00.000Z",
  contact: { phone: "01712345678", whatsapp: "8801712345678" },
} satisfies Deal;
const meetup = {
  ...accepted,
  status: "meetup",
  meetup: {
    place: "Bashundhara City gate 1",
    at: later,
    proposedBy: "seller",
    version: 2,
    confirmedAt: "2026-11-21T09:00:00.000Z",
  },
  handover: { code: "482913", triesLeft: 5, locked: false },
} satisfies Deal;

const DEAL = "GET /api/deals/d1";
const MESSAGES = "GET /api/deals/d1/messages";
const noMessages = { body: [] as DealMessage[] };

function message(over: Partial<DealMessage>): DealMessage {
  return {
    _id: "m1",
    from: "seller",
    authorName: "Rahim",
    text: "Hello",
    date: "2026-11-20T13:00:00.000Z",
    flagged: false,
    hidden: false,
    ...over,
  };
}

async function renderPage(user: SessionUser, routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi({ [MESSAGES]: noMessages, ...routes });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(queryKeys.session.all, { user });
  // The page's body is a lazy chunk: act() lets it load and render before the test looks.
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={["/dashboard/deals/d1"]}>
          <Routes>
            <Route
              path="/dashboard/deals/:id"
              element={
                <Suspense fallback="Loading">
                  <DealPage />
                </Suspense>
              }
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
  return { api, user: userEvent.setup() };
}

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.open = false;
  };
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("DealPage as the buyer", () => {
  it("shows the phone, the seller, the steps and that the seller has not accepted yet", async () => {
    await renderPage(buyerUser, { [DEAL]: { body: base } });
    expect(await screen.findByRole("heading", { level: 1 })).toHaveProperty(
      "textContent",
      "Deal: iPhone 12",
    );
    expect(screen.getByRole("link", { name: "See the phone" }).getAttribute("href")).toBe(
      "/phones/p1",
    );
    const steps = screen.getByRole("heading", { name: "Steps" }).parentElement!;
    const items = within(steps).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining("Booked"),
      expect.stringContaining("Accepted by the seller"),
      expect.stringContaining("Meetup agreed"),
      expect.stringContaining("Handed over"),
      expect.stringContaining("Sold"),
    ]);
    expect(items[0]?.textContent).toContain("done");
    expect(items[1]?.textContent).toContain("not yet");
    expect(
      screen.getByText("Waiting for the seller to accept. Their number shows here once they do."),
    ).toBeTruthy();
    // No number before acceptance, and nothing to accept for the buyer.
    expect(screen.queryByRole("link", { name: /Call/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Accept" })).toBeNull();
    expect(screen.getByRole("button", { name: "Cancel the deal" })).toBeTruthy();
  });

  it("after acceptance shows the seller's number with Call and WhatsApp links", async () => {
    await renderPage(buyerUser, { [DEAL]: { body: accepted } });
    const call = await screen.findByRole("link", { name: "Call 01712345678" });
    expect(call.getAttribute("href")).toBe("tel:01712345678");
    expect(screen.getByRole("link", { name: "WhatsApp" }).getAttribute("href")).toBe(
      "https://wa.me/8801712345678",
    );
    expect(screen.getByRole("heading", { name: "Contact Rahim" })).toBeTruthy();
  });

  it("proposes a meetup, refusing a time in the past on the client", async () => {
    const { api, user } = await renderPage(buyerUser, {
      [DEAL]: { body: accepted },
      "POST /api/deals/d1/meetup": { body: { acknowledged: true } },
    });
    await user.type(await screen.findByLabelText("Place"), "Jamuna Future Park");
    const at = screen.getByLabelText("Date and time");
    await user.type(at, "2020-01-01T10:00");
    await user.click(screen.getByRole("button", { name: "Send proposal" }));
    expect(await screen.findByText("Choose a meetup time in the future.")).toBeTruthy();
    expect(api.callsTo("POST /api/deals/d1/meetup")).toHaveLength(0);

    await user.clear(at);
    // The time is read as Bangladesh time (UTC+6), whatever zone this machine is in.
    expect(
      screen.getByText("In Bangladesh time, whatever time zone your phone is set to."),
    ).toBeTruthy();
    const moment = new Date(Date.now() + 3 * 24 * 3600_000);
    moment.setUTCSeconds(0, 0);
    const dhakaWallClock = new Date(moment.getTime() + 6 * 3600_000).toISOString().slice(0, 16);
    await user.type(at, dhakaWallClock);
    await user.click(screen.getByRole("button", { name: "Send proposal" }));
    await vi.waitFor(() => expect(api.callsTo("POST /api/deals/d1/meetup")).toHaveLength(1));
    expect(api.callsTo("POST /api/deals/d1/meetup")[0]?.body).toEqual({
      place: "Jamuna Future Park",
      at: moment.toISOString(),
    });
  });

  it("confirms the seller's proposal, naming its version", async () => {
    const proposed = {
      ...accepted,
      meetup: { ...meetup.meetup, confirmedAt: null },
    } satisfies Deal;
    const { api, user } = await renderPage(buyerUser, {
      [DEAL]: { body: proposed },
      "POST /api/deals/d1/meetup/confirm": { body: { acknowledged: true } },
    });
    expect(
      await screen.findByText("Rahim proposed this. Confirm it if it suits you."),
    ).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Confirm this meetup" }));
    await vi.waitFor(() =>
      expect(api.callsTo("POST /api/deals/d1/meetup/confirm")[0]?.body).toEqual({ version: 2 }),
    );
  });

  it("tells the buyer when the proposal changed before it was confirmed", async () => {
    const proposed = {
      ...accepted,
      meetup: { ...meetup.meetup, confirmedAt: null },
    } satisfies Deal;
    const toastError = vi.spyOn(toast, "error");
    const { user } = await renderPage(buyerUser, {
      [DEAL]: { body: proposed },
      "POST /api/deals/d1/meetup/confirm": {
        status: 409,
        body: { statusCode: 409, code: "CONFLICT", message: "Changed" },
      },
    });
    await user.click(await screen.findByRole("button", { name: "Confirm this meetup" }));
    await vi.waitFor(() =>
      expect(toastError).toHaveBeenCalledWith(
        "The meetup changed a moment ago: read the new one before you confirm.",
      ),
    );
  });

  it("shows the handover code large, with when to show it", async () => {
    await renderPage(buyerUser, { [DEAL]: { body: meetup } });
    const code = await screen.findByTestId("handover-code");
    expect(code.textContent).toBe("482913");
    expect(
      screen.getByText("Show this code to the seller only when you hold the phone."),
    ).toBeTruthy();
    expect(screen.getByText("Agreed by both of you.")).toBeTruthy();
  });

  it("cancels with a reason in the page's dialog", async () => {
    const { api, user } = await renderPage(buyerUser, {
      [DEAL]: { body: accepted },
      "POST /api/deals/d1/cancel": { body: { acknowledged: true } },
    });
    await user.click(await screen.findByRole("button", { name: "Cancel the deal" }));
    const dialog = screen.getByRole("dialog", { name: "Cancel this deal?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel the deal" }));
    expect(
      await within(dialog).findByText("Say why you are cancelling: the other side reads it."),
    ).toBeTruthy();
    await user.type(within(dialog).getByLabelText("Why are you cancelling?"), "Found one nearer");
    await user.click(within(dialog).getByRole("button", { name: "Cancel the deal" }));
    await vi.waitFor(() =>
      expect(api.callsTo("POST /api/deals/d1/cancel")[0]?.body).toEqual({
        reason: "Found one nearer",
      }),
    );
  });

  it("shows who cancelled and why, and offers no more steps", async () => {
    const cancelled = {
      ...accepted,
      status: "cancelled",
      contact: null,
      cancelled: {
        by: "seller",
        reason: "<b>Sold at the shop</b>",
        at: "2026-11-22T10:00:00.000Z",
      },
    } satisfies Deal;
    await renderPage(buyerUser, { [DEAL]: { body: cancelled } });
    expect(await screen.findByText(/The seller cancelled this deal on/)).toBeTruthy();
    expect(screen.getByText("Reason: <b>Sold at the shop</b>")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Cancel the deal" })).toBeNull();
    expect(screen.queryByLabelText("Place")).toBeNull();
  });

  it.each([
    ["listing-rejected", "BecheDaw's admins took the listing down after a review.", true],
    ["seller-banned", "BecheDaw's admins suspended the seller's account.", true],
    ["listing-deleted", "This deal ended: the listing was deleted.", true],
    ["phone-sold", "the phone was sold to someone else, or outside BecheDaw.", false],
    [null, "sold outside BecheDaw, or removed.", false],
  ] as const)(
    "says why a deal ended (%s), and offers no more steps",
    async (reason, words, warns) => {
      const ended = {
        ...accepted,
        status: "ended",
        contact: null,
        endedReason: reason,
      } satisfies Deal;
      await renderPage(buyerUser, { [DEAL]: { body: ended } });
      expect(await screen.findByText(words, { exact: false })).toBeTruthy();
      expect(
        Boolean(screen.queryByText("Do not meet for this deal, and never send money for it.")),
      ).toBe(warns);
      expect(screen.queryByRole("button", { name: "Cancel the deal" })).toBeNull();
      expect(screen.queryByLabelText("Place")).toBeNull();
      expect(screen.getByText("This deal has ended: no more messages.")).toBeTruthy();
    },
  );

  it("reviews the seller after the sale, then shows the review given", async () => {
    const sold = {
      ...meetup,
      status: "sold",
      soldAt: "2026-11-23T10:00:00.000Z",
      handover: { code: null, triesLeft: 5, locked: false },
      reviews: { mine: null, canReview: true },
    } satisfies Deal;
    let current: Deal = sold;
    const { api, user } = await renderPage(buyerUser, {
      [DEAL]: () => ({ body: current }),
      "POST /api/deals/d1/review": () => {
        current = {
          ...sold,
          reviews: { mine: { stars: 4, comment: "Honest seller" }, canReview: false },
        };
        return { body: { acknowledged: true } };
      },
    });
    await user.click(await screen.findByRole("button", { name: "Send review" }));
    expect(await screen.findByText("Choose from 1 to 5 stars.")).toBeTruthy();
    await user.click(screen.getByRole("radio", { name: "4 stars" }));
    await user.type(screen.getByLabelText("Comment (optional)"), "Honest seller");
    await user.click(screen.getByRole("button", { name: "Send review" }));
    expect(await screen.findByRole("heading", { name: "Your review of Rahim" })).toBeTruthy();
    expect(api.callsTo("POST /api/deals/d1/review")[0]?.body).toEqual({
      stars: 4,
      comment: "Honest seller",
    });
    expect(screen.getByLabelText("4 stars")).toBeTruthy();
    expect(screen.getByText("Honest seller")).toBeTruthy();
  });
});

describe("DealPage as the seller", () => {
  it("accepts with the account's phone number to start with", async () => {
    const { api, user } = await renderPage(sellerUser, {
      [DEAL]: { body: { ...base, viewer: "seller" } },
      "GET /api/account": { body: { phone: "01812345678" } },
      "POST /api/deals/d1/accept": { body: { acknowledged: true } },
    });
    const phone = await screen.findByLabelText("Your phone number");
    expect((phone as HTMLInputElement).value).toBe("01812345678");
    await user.clear(phone);
    await user.type(phone, "০১৯১২৩৪৫৬৭৮");
    await user.click(screen.getByRole("button", { name: "Accept" }));
    await vi.waitFor(() =>
      expect(api.callsTo("POST /api/deals/d1/accept")[0]?.body).toEqual({ phone: "01912345678" }),
    );
  });

  it("says so when another booking of the phone is accepted already", async () => {
    const toastError = vi.spyOn(toast, "error");
    const { user } = await renderPage(sellerUser, {
      [DEAL]: { body: { ...base, viewer: "seller" } },
      "GET /api/account": { body: { phone: "01812345678" } },
      "POST /api/deals/d1/accept": {
        status: 409,
        body: { statusCode: 409, code: "DEAL_ALREADY_ACCEPTED", message: "Accepted" },
      },
    });
    await user.click(await screen.findByRole("button", { name: "Accept" }));
    await vi.waitFor(() =>
      expect(toastError).toHaveBeenCalledWith(
        "You have accepted another booking of this phone. Cancel that deal first.",
      ),
    );
  });

  it("enters the buyer's code in Bangla digits and completes the sale", async () => {
    const { api, user } = await renderPage(sellerUser, {
      [DEAL]: {
        body: {
          ...meetup,
          viewer: "seller",
          handover: { code: null, triesLeft: 5, locked: false },
        },
      },
      "POST /api/deals/d1/handover": { body: { acknowledged: true } },
    });
    expect(screen.queryByTestId("handover-code")).toBeNull();
    const code = await screen.findByLabelText("The buyer's code");
    await user.type(code, "১২৩");
    await user.click(screen.getByRole("button", { name: "Complete the sale" }));
    expect(await screen.findByText("The handover code is 6 digits.")).toBeTruthy();
    await user.type(code, " ৪৫৬");
    await user.click(screen.getByRole("button", { name: "Complete the sale" }));
    await vi.waitFor(() =>
      expect(api.callsTo("POST /api/deals/d1/handover")[0]?.body).toEqual({ code: "123456" }),
    );
  });

  it("shows the tries left after a wrong code", async () => {
    const { user } = await renderPage(sellerUser, {
      [DEAL]: {
        body: {
          ...meetup,
          viewer: "seller",
          handover: { code: null, triesLeft: 5, locked: false },
        },
      },
      "POST /api/deals/d1/handover": {
        status: 409,
        body: {
          statusCode: 409,
          code: "WRONG_HANDOVER_CODE",
          message: "Wrong",
          details: { triesLeft: 3 },
        },
      },
    });
    expect(await screen.findByText(/5 tries left/)).toBeTruthy();
    await user.type(screen.getByLabelText("The buyer's code"), "000000");
    await user.click(screen.getByRole("button", { name: "Complete the sale" }));
    expect(await screen.findByText("That code is wrong. 3 tries left.")).toBeTruthy();
  });

  it("once locked, points to My Products to mark it sold outside BecheDaw", async () => {
    await renderPage(sellerUser, {
      [DEAL]: {
        body: { ...meetup, viewer: "seller", handover: { code: null, triesLeft: 0, locked: true } },
      },
    });
    expect(await screen.findByText(/the handover is locked/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to My Products" }).getAttribute("href")).toBe(
      "/dashboard/my-products",
    );
    expect(screen.queryByLabelText("The buyer's code")).toBeNull();
    expect(screen.getByRole("button", { name: "Cancel the deal" })).toBeTruthy();
  });
});

describe("DealPage as an admin", () => {
  it("reads the deal and its thread without any action", async () => {
    await renderPage(
      { ...buyerUser, role: "Admin" },
      {
        [DEAL]: { body: { ...accepted, viewer: "admin", contact: null } },
        [MESSAGES]: { body: [message({ hidden: true, text: "Send bKash first" })] },
      },
    );
    expect(await screen.findByText("You are reading this deal as an admin.")).toBeTruthy();
    expect(await screen.findByText("Send bKash first")).toBeTruthy();
    expect(screen.getByText("Hidden by an admin")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Cancel the deal|Report|Send/ })).toBeNull();
    expect(screen.queryByLabelText("Your message")).toBeNull();
  });
});

describe("The deal's thread", () => {
  it("shows messages oldest first as text, never as HTML", async () => {
    await renderPage(buyerUser, {
      [DEAL]: { body: accepted },
      [MESSAGES]: {
        body: [
          message({
            _id: "m2",
            text: "<img src=x onerror=alert(1)>",
            date: "2026-11-20T14:00:00.000Z",
          }),
          message({ _id: "m1", from: "buyer", authorName: "Karim", text: "Is it still for sale?" }),
        ],
      },
    });
    const list = await screen.findByRole("list", { name: "Messages" });
    const items = within(list).getAllByRole("listitem");
    expect(items[0]?.textContent).toContain("Is it still for sale?");
    expect(items[0]?.textContent).toContain("You");
    expect(items[1]?.textContent).toContain("<img src=x onerror=alert(1)>");
    expect(list.querySelector("img")).toBeNull();
  });

  it("warns on flagged messages and hides removed ones", async () => {
    await renderPage(buyerUser, {
      [DEAL]: { body: accepted },
      [MESSAGES]: {
        body: [
          message({ _id: "m1", text: "Send 2000 taka advance by bKash", flagged: true }),
          message({ _id: "m2", text: "secret", hidden: true, date: "2026-11-20T14:00:00.000Z" }),
        ],
      },
    });
    expect(
      await screen.findByText(
        "Never pay an advance. This message asks for money before the handover.",
      ),
    ).toBeTruthy();
    expect(screen.getByText("Message removed by an admin.")).toBeTruthy();
    expect(screen.queryByText("secret")).toBeNull();
  });

  it("reports the other side's message, never one's own", async () => {
    const { api, user } = await renderPage(buyerUser, {
      [DEAL]: { body: accepted },
      [MESSAGES]: {
        body: [
          message({ _id: "m1", from: "buyer", authorName: "Karim", text: "Mine" }),
          message({ _id: "m2", text: "Pay first", date: "2026-11-20T14:00:00.000Z" }),
        ],
      },
      "POST /api/messages/m2/report": { body: { acknowledged: true } },
    });
    const reports = await screen.findAllByRole("button", { name: /^Report the message from/ });
    expect(reports).toHaveLength(1);
    await user.click(reports[0]!);
    const dialog = screen.getByRole("dialog", { name: "Report this message?" });
    await user.click(within(dialog).getByRole("button", { name: "Report" }));
    await vi.waitFor(() => expect(api.callsTo("POST /api/messages/m2/report")).toHaveLength(1));
  });

  it("sends a message, and shows the server's refusals under the box", async () => {
    let answer: { status?: number; body: unknown } = {
      body: { acknowledged: true, insertedId: "m9", flagged: false },
    };
    const { api, user } = await renderPage(buyerUser, {
      [DEAL]: { body: accepted },
      "POST /api/deals/d1/messages": () => answer,
    });
    const box = await screen.findByLabelText("Your message");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Write a message.")).toBeTruthy();
    await user.type(box, "see www.pay.me");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Messages cannot contain links.")).toBeTruthy();
    expect(api.callsTo("POST /api/deals/d1/messages")).toHaveLength(0);

    await user.clear(box);
    await user.type(box, "When can we meet?");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await vi.waitFor(() =>
      expect(api.callsTo("POST /api/deals/d1/messages")[0]?.body).toEqual({
        text: "When can we meet?",
      }),
    );
    await vi.waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(""));

    answer = { status: 429, body: { statusCode: 429, code: "RATE_LIMITED", message: "Slow down" } };
    await user.type(box, "again");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(
      await screen.findByText("You are sending messages too fast. Wait a minute and try again."),
    ).toBeTruthy();
  });

  it("loads earlier messages on request", async () => {
    const { user } = await renderPage(buyerUser, {
      [DEAL]: { body: accepted },
      [MESSAGES]: ({ url }) =>
        url.searchParams.get("cursor") === "c1"
          ? {
              body: [
                message({ _id: "m0", text: "The first one", date: "2026-11-20T11:00:00.000Z" }),
              ],
            }
          : {
              body: [message({ _id: "m1", text: "The latest" })],
              headers: { "x-next-cursor": "c1" },
            },
    });
    await user.click(await screen.findByRole("button", { name: "Show earlier messages" }));
    const list = screen.getByRole("list", { name: "Messages" });
    await vi.waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(2));
    expect(within(list).getAllByRole("listitem")[0]?.textContent).toContain("The first one");
    expect(screen.queryByRole("button", { name: "Show earlier messages" })).toBeNull();
  });

  it("asks for new messages every few seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api } = await renderPage(buyerUser, { [DEAL]: { body: accepted } });
    await screen.findByLabelText("Your message");
    const before = api.callsTo(MESSAGES).length;
    await act(() => vi.advanceTimersByTimeAsync(DEAL_POLL_MS));
    expect(api.callsTo(MESSAGES).length).toBeGreaterThan(before);
  });
});

describe("DealPage in Bangla", () => {
  beforeAll(async () => {
    await loadCatalogPart("deals", "bn");
  });
  afterEach(() => activateLocale("en"));

  it("words the steps, the code and the server's checks in Bangla", async () => {
    await activateLocale("bn");
    await renderPage(buyerUser, { [DEAL]: { body: meetup } });
    expect(await screen.findByText("আপনার হস্তান্তর কোড")).toBeTruthy();
    expect(screen.getByTestId("handover-code").textContent).toBe("৪৮২৯১৩");
    expect(screen.getAllByText("দেখা করার সময় ঠিক হয়েছে").length).toBeGreaterThan(0);
    expect(screen.getByText("কখনো অগ্রিম টাকা দেবেন না। ফোন হাতে পেলে তবেই দাম দিন।")).toBeTruthy();
  });
});
