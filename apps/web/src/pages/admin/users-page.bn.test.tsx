import type { AdminUser, ApiError } from "@bechedaw/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "@/lib/toast";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { activateLocale } from "@/lib/i18n/i18n";
import { createQueryClient } from "@/lib/query-client";
import type { SessionUser } from "@/lib/session";
import { mockApi } from "@/test/mock-api";
import AdminsPage from "./admins-page";
import AllSellersPage from "./all-sellers-page";
import { queryKeys } from "@/lib/query-keys";

const karim = {
  _id: "s1",
  name: "করিম ফোনস",
  email: "karim@example.com",
  role: "Seller",
  verified: false,
} satisfies AdminUser;
const shila = {
  _id: "a1",
  name: "শিলা",
  email: "shila@example.com",
  role: "Admin",
  verified: false,
} satisfies AdminUser;
const tanvir = { ...shila, _id: "a2", name: "তানভীর", email: "tanvir@example.com" };
const signedIn = {
  id: shila._id,
  name: shila.name,
  email: shila.email,
  role: "Admin",
  verified: false,
} satisfies SessionUser;

function renderPage(Page: () => React.JSX.Element, routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi(routes);
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.session.all, { user: signedIn });
  render(
    <QueryClientProvider client={queryClient}>
      <Page />
    </QueryClientProvider>,
  );
  return { api, user: userEvent.setup() };
}

describe("the admin's users pages in Bangla", () => {
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

  it("lists the sellers and verifies one after a Bangla confirmation and toast", async () => {
    const success = vi.spyOn(toast, "success");
    const { api, user } = renderPage(AllSellersPage, {
      "GET /api/users/allsellers": { body: [karim] },
      "PATCH /api/users/s1": { body: { acknowledged: true, modifiedCount: 1 } },
    });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("সব বিক্রেতা");
    const table = await screen.findByRole("table", { name: "সব বিক্রেতা" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["নাম", "ইমেইল", "ভূমিকা", "যাচাই/মুছুন"]);

    await user.click(within(table).getByRole("button", { name: "করিম ফোনস-কে যাচাই করুন" }));
    const dialog = screen.getByRole("dialog", { name: "এই বিক্রেতাকে যাচাই করবেন?" });
    expect(dialog.textContent).toContain("করিম ফোনস (karim@example.com)-এর দেওয়া প্রতিটি ফোনে");
    expect(within(dialog).getByRole("button", { name: "বাতিল" })).toBeDefined();
    await user.click(within(dialog).getByRole("button", { name: "যাচাই করুন" }));

    await vi.waitFor(() => expect(success).toHaveBeenCalledWith("ব্যবহারকারীকে যাচাই করা হয়েছে।"));
    expect(api.callsTo("PATCH /api/users/s1")).toHaveLength(1);
  });

  it("says in Bangla that the last admin stays, and that a failed load failed", async () => {
    const error = vi.spyOn(toast, "error");
    const { user } = renderPage(AdminsPage, {
      "GET /api/users/alladmins": { body: [tanvir, shila] },
      "PATCH /api/users/a2/demote": {
        status: 409,
        body: {
          statusCode: 409,
          code: "LAST_ADMIN",
          message: "The last admin cannot be demoted.",
        } satisfies ApiError,
      },
    });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("অ্যাডমিন");
    const table = await screen.findByRole("table", { name: "সব অ্যাডমিন" });
    expect(within(table).getAllByRole("row")[2]?.textContent).toContain("এটি আপনি।");
    await user.click(within(table).getByRole("button", { name: "অ্যাডমিন থেকে সরান: তানভীর" }));
    const dialog = screen.getByRole("dialog", { name: "এই অ্যাডমিনকে সরাবেন?" });
    await user.click(within(dialog).getByRole("button", { name: "অ্যাডমিন থেকে সরান" }));
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith("শেষ অ্যাডমিনকে সরানো যায় না।"));
  });

  it("names a failed load in Bangla", async () => {
    renderPage(AllSellersPage, {
      "GET /api/users/allsellers": {
        status: 403,
        body: { statusCode: 403, code: "FORBIDDEN", message: "No" } satisfies ApiError,
      },
    });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("বিক্রেতাদের তালিকা লোড করা গেল না।");
  });
});
