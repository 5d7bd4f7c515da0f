import type { Locator, Page } from "@playwright/test";
import {
  prepareAccessibilityData,
  type AccessibilityData,
  type Visitor,
} from "./accessibility-data";
import { expectNoSeriousViolations } from "./axe";
import { expect, test, ADMIN } from "./fixtures";

let data: AccessibilityData;

test.beforeAll(async ({ playwright, baseURL }) => {
  data = await prepareAccessibilityData(playwright, baseURL!);
});

/** Tables are cards below 640 px and both layouts are in the page: take the one on screen. */
const onScreen = (page: Page, text: string) =>
  page.getByText(text).filter({ visible: true }).first();
const onScreenButton = (page: Page, name: string) =>
  page.getByRole("button", { name, exact: true }).filter({ visible: true });
const cardOf = (page: Page, name: string) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { name }) });

type PageCase = {
  name: string;
  path: string;
  as: Visitor;
  /** Something on screen only once the page has loaded its data, in either language. */
  loaded: (page: Page) => Locator;
};

const PAGES: PageCase[] = [
  { name: "Home", path: "/", as: "visitor", loaded: (page) => cardOf(page, data.freePhone) },
  { name: "Blogs", path: "/blogs", as: "visitor", loaded: (page) => page.getByRole("table") },
  {
    name: "Login",
    path: "/login",
    as: "visitor",
    // Enabled: React has taken the page over, and the buttons it enabled have their colours
    // (prerendered forms and the Google button wait for it, decision 031).
    loaded: (page) => page.locator("form input[type=password]:enabled"),
  },
  {
    name: "Sign up",
    path: "/signup",
    as: "visitor",
    loaded: (page) => page.locator("form select:enabled"),
  },
  {
    name: "Forgot password",
    path: "/forgot-password",
    as: "visitor",
    loaded: (page) => page.locator("form input[type=email]"),
  },
  {
    // A link that was never sent: the refusal, with its way on.
    name: "Reset password, a changed link",
    path: "/reset-password?token=not-a-real-token",
    as: "visitor",
    loaded: (page) => page.locator("[role=alert] h2"),
  },
  {
    // A link that does not work: the refusal and the form for a new link (decision 026).
    name: "Confirm email",
    path: "/verify-email?token=broken",
    as: "visitor",
    loaded: (page) => page.locator("#resend-email"),
  },
  {
    name: "Category Apple",
    path: "/category/Apple",
    as: "buyer",
    // Cards from tablets up, compact rows on a phone's screen.
    loaded: (page) => onScreen(page, data.freePhone),
  },
  {
    name: "Search",
    path: "/phones?sort=price-asc",
    as: "visitor",
    loaded: (page) => page.locator("#search-results-count").filter({ hasText: /[0-9০-৯]/ }),
  },
  {
    name: "Phone",
    path: "/phones/:freePhoneId",
    as: "visitor",
    loaded: (page) => page.getByRole("heading", { level: 1, name: data.freePhone }),
  },
  {
    name: "Phone with an unofficial passport",
    path: "/phones/:unofficialPhoneId",
    as: "visitor",
    loaded: (page) => page.getByRole("heading", { level: 1, name: data.unofficialPhone }),
  },
  {
    name: "Seller profile",
    path: "/sellers/:sellerId",
    as: "visitor",
    loaded: (page) => onScreen(page, data.freePhone),
  },
  {
    name: "Not found",
    path: "/no-such-page",
    as: "visitor",
    loaded: (page) => page.getByRole("link").filter({ visible: true }).first(),
  },
  {
    name: "Dashboard home",
    path: "/dashboard",
    as: "buyer",
    loaded: (page) => page.getByText(data.buyer.name).first(),
  },
  {
    // The seller's booking and report notifications, unread, and the email switches.
    name: "Notifications",
    path: "/dashboard/notifications",
    as: "seller",
    loaded: (page) => page.getByRole("link", { name: new RegExp(data.bookedPhone) }).first(),
  },
  {
    name: "Saved searches",
    path: "/dashboard/saved-searches",
    as: "buyer",
    loaded: (page) => page.getByRole("listitem", { name: `Galaxy ${data.tag}` }),
  },
  {
    name: "My Orders",
    path: "/dashboard/my-orders",
    as: "buyer",
    loaded: (page) => onScreen(page, data.bookedPhone),
  },
  {
    name: "Favourites",
    path: "/dashboard/favourites",
    as: "buyer",
    loaded: (page) => page.getByRole("link", { name: data.freePhone }),
  },
  {
    name: "My Products",
    path: "/dashboard/my-products",
    as: "seller",
    loaded: (page) => onScreen(page, data.freePhone),
  },
  {
    name: "Account settings",
    path: "/dashboard/settings",
    as: "buyer",
    loaded: (page) => page.locator("#settings-name"),
  },
  {
    name: "Add Product",
    path: "/dashboard/add-products",
    as: "seller",
    loaded: (page) => page.locator("form input#photos"),
  },
  {
    name: "All Sellers",
    path: "/dashboard/all-seller",
    as: "admin",
    loaded: (page) => onScreen(page, data.seller.email),
  },
  {
    name: "All Buyers",
    path: "/dashboard/All-buyer",
    as: "admin",
    loaded: (page) => onScreen(page, data.buyer.email),
  },
  {
    name: "Admins",
    path: "/dashboard/admins",
    as: "admin",
    loaded: (page) => onScreen(page, ADMIN.email),
  },
  {
    name: "Reported Products",
    path: "/dashboard/reported-products",
    as: "admin",
    loaded: (page) => onScreen(page, data.bookedPhone),
  },
];

type DialogCase = {
  name: string;
  path: string;
  as: Visitor;
  /** Opens the dialog and returns it. */
  open: (page: Page) => Promise<Locator>;
};

async function openFrom(page: Page, button: Locator, dialogName: string | RegExp) {
  await button.click();
  const dialog = page.getByRole("dialog", { name: dialogName });
  await expect(dialog).toBeVisible();
  return dialog;
}

const DIALOGS: DialogCase[] = [
  {
    name: "Delete account confirm",
    path: "/dashboard/settings",
    as: "buyer",
    open: (page) =>
      openFrom(page, onScreenButton(page, "Delete my account"), "Delete your account?"),
  },
  {
    name: "Booking",
    path: "/",
    as: "buyer",
    open: (page) =>
      openFrom(
        page,
        cardOf(page, data.freePhone).getByRole("button", { name: "Book Now" }),
        `Book ${data.freePhone}`,
      ),
  },
  {
    name: "Report",
    path: "/",
    as: "buyer",
    open: (page) =>
      openFrom(
        page,
        cardOf(page, data.freePhone).getByRole("button", { name: "Report" }),
        "Report this phone",
      ),
  },
  {
    name: "Cancel booking confirm",
    path: "/dashboard/my-orders",
    as: "buyer",
    open: (page) =>
      openFrom(
        page,
        onScreenButton(page, `Delete the booking of ${data.bookedPhone}`),
        "Cancel this booking?",
      ),
  },
  {
    name: "Delete product confirm",
    path: "/dashboard/my-products",
    as: "seller",
    open: (page) =>
      openFrom(page, onScreenButton(page, `Delete ${data.freePhone}`), "Are you sure to delete?"),
  },
  {
    name: "Product bookings",
    path: "/dashboard/my-products",
    as: "seller",
    open: (page) =>
      openFrom(
        page,
        page
          .getByRole("button", { name: new RegExp(`bookings for ${data.bookedPhone}`) })
          .filter({ visible: true }),
        `Bookings for ${data.bookedPhone}`,
      ),
  },
  {
    name: "Mark sold confirm",
    path: "/dashboard/my-products",
    as: "seller",
    open: (page) =>
      openFrom(
        page,
        onScreenButton(page, `Mark as sold: ${data.bookedPhone}`),
        "Mark this phone as sold?",
      ),
  },
  {
    name: "Delete user confirm",
    path: "/dashboard/All-buyer",
    as: "admin",
    open: (page) =>
      openFrom(page, onScreenButton(page, `Delete ${data.buyer.name}`), "Delete this user?"),
  },
  {
    name: "Make admin confirm",
    path: "/dashboard/All-buyer",
    as: "admin",
    open: (page) =>
      openFrom(
        page,
        onScreenButton(page, `Make Admin: ${data.buyer.name}`),
        "Make this user an admin?",
      ),
  },
  {
    name: "Dismiss reports confirm",
    path: "/dashboard/reported-products",
    as: "admin",
    open: (page) =>
      openFrom(
        page,
        onScreenButton(page, `Dismiss reports for ${data.bookedPhone}`),
        "Dismiss these reports?",
      ),
  },
];

async function visitAs(page: Page, who: Visitor, path: string, query = "") {
  if (who !== "visitor") await page.context().addCookies(data.cookies[who]);
  const url = path
    .replace(":freePhoneId", data.freePhoneId)
    .replace(":sellerId", data.sellerId)
    .replace(":unofficialPhoneId", data.unofficialPhoneId);
  await page.goto(query ? `${url}${url.includes("?") ? "&" : "?"}${query}` : url);
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const { name, path, as, loaded } of PAGES) {
      test(`${name} page (${path}, ${as}) has no serious or critical violations`, async ({
        page,
      }) => {
        await visitAs(page, as, path);
        await expect(loaded(page)).toBeVisible();
        await expectNoSeriousViolations(page);
      });
    }

    for (const { name, path, as, open } of DIALOGS) {
      test(`${name} dialog (${path}, ${as}) has no serious or critical violations`, async ({
        page,
      }) => {
        await visitAs(page, as, path);
        await open(page);
        await expectNoSeriousViolations(page, "dialog[open]");
      });
    }
  });
}

test.describe("in Bangla at 375 px", () => {
  test.use({ viewport: { width: 375, height: 900 }, locale: "bn-BD" });

  for (const { name, path, as, loaded } of PAGES) {
    test(`${name} page (${path}, ${as}) has no serious or critical violations`, async ({
      page,
    }) => {
      // `?lang=bn` wins over the language the account saved in the English tests above.
      await visitAs(page, as, path, "lang=bn");
      await expect(page.locator("html")).toHaveAttribute("lang", "bn");
      await expect(loaded(page)).toBeAttached();
      await expectNoSeriousViolations(page);
    });
  }
});
