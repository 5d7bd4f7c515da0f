import { randomBytes } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { listPhoneByApi, logIn, signUpByApi } from "./api-helpers";
import { expectNoSeriousViolations } from "./axe";

// Written against docs/decisions/030-deals.md before the deal routes landed on the server.

const BANGLA_DIGITS = "০১২৩৪৫৬৭৮৯";
const toBangla = (digits: string) => [...digits].map((d) => BANGLA_DIGITS[Number(d)]).join("");

/**
 * Tomorrow at 15:30 in Bangladesh (UTC+6), as `<input type="datetime-local">` takes it: the form
 * reads it as Bangladesh time whatever zone the browser is in.
 */
function tomorrowAfternoonInDhaka(): string {
  const dhaka = new Date(Date.now() + 24 * 60 * 60 * 1000 + 6 * 60 * 60 * 1000);
  return `${dhaka.toISOString().slice(0, 10)}T15:30`;
}

/** The meetup's time as the deal page shows it, to both sides alike. */
const AT_DHAKA = /3:30\sPM \(Bangladesh time\)/;

async function signedInPage(
  browser: Browser,
  user: { email: string; password: string },
  timezoneId = "Asia/Dhaka",
) {
  const context = await browser.newContext({ timezoneId });
  const page = await context.newPage();
  await logIn(page, user);
  return page;
}

/** The deal page asks again every 8 s: the other side's step shows without a reload. */
const POLLED = { timeout: 20_000 };

async function sendMessage(page: Page, text: string) {
  await page.getByLabel("Your message").fill(text);
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByRole("list", { name: "Messages" })).toContainText(text);
}

test("a buyer books, the seller accepts, they talk, meet, hand over by code and review each other", async ({
  browser,
  page,
  playwright,
  baseURL,
}) => {
  const name = `Galaxy A54 ${randomBytes(3).toString("hex")}`;
  const seller = await signUpByApi(page.request, baseURL!, "Seller", "Rahim Seller");
  const buyer = await signUpByApi(page.request, baseURL!, "Buyer", "Nadia Buyer");
  await listPhoneByApi(playwright, baseURL!, seller, {
    name,
    brand: "Samsung",
    price: 38000,
    isAdvertised: true,
  });

  // The buyer books from the phone's card; the form says plainly: no advance money.
  const buyerPage = await signedInPage(browser, buyer);
  await buyerPage.goto("/");
  await buyerPage
    .getByRole("article")
    .filter({ has: buyerPage.getByRole("heading", { name }) })
    .getByRole("button", { name: "Book Now" })
    .click();
  const modal = buyerPage.getByRole("dialog", { name: `Book ${name}` });
  await expect(modal.getByRole("note")).toContainText("No advance money");
  await modal.getByLabel("Phone number").fill("01712345678");
  await modal.getByRole("button", { name: "Submit" }).click();
  await expect(buyerPage.getByText("Successfully Booked")).toBeVisible();

  // My Orders leads to the deal page, which waits for the seller and shows no number yet.
  await buyerPage.goto("/dashboard/my-orders");
  await buyerPage.getByRole("link", { name: `Open the deal for ${name}` }).click();
  await expect(buyerPage.getByRole("heading", { level: 1 })).toHaveText(`Deal: ${name}`);
  const dealUrl = buyerPage.url();
  await expect(buyerPage.getByText("Waiting for the seller to accept.")).toBeVisible();
  await expect(buyerPage.getByRole("link", { name: /^Call / })).toHaveCount(0);
  // The thread says it too, above the messages.
  await expect(
    buyerPage.getByText("Never pay an advance. Pay only when you hold the phone."),
  ).toBeVisible();
  await sendMessage(buyerPage, "Is the battery original? <b>really</b>");

  // The seller opens it from the phone's bookings, answers and accepts with their number.
  // The seller's phone is set to London time: the meetup they propose is still Bangladesh time.
  const sellerPage = await signedInPage(browser, seller, "Europe/London");
  await sellerPage.goto("/dashboard/my-products");
  await sellerPage.getByRole("button", { name: new RegExp(`^Show bookings for ${name}`) }).click();
  await sellerPage.getByRole("link", { name: "Open the deal with Nadia Buyer" }).click();
  await expect(sellerPage).toHaveURL(dealUrl);
  await expect(sellerPage.getByRole("list", { name: "Messages" })).toContainText(
    "Is the battery original? <b>really</b>",
  );
  await sendMessage(sellerPage, "Yes, it is original.");
  await sellerPage.getByLabel("Your phone number").fill("০১৮১২৩৪৫৬৭৮");
  await sellerPage.getByRole("button", { name: "Accept", exact: true }).click();
  await expect(sellerPage.getByRole("link", { name: "Call 01712345678" })).toBeVisible();

  // The seller proposes a meetup; the buyer sees the number, the answer and the proposal.
  await sellerPage.getByLabel("Place").fill("Bashundhara City, gate 1");
  await sellerPage.getByLabel("Date and time").fill(tomorrowAfternoonInDhaka());
  await sellerPage.getByRole("button", { name: "Send proposal" }).click();
  await expect(sellerPage.getByText("You proposed this. Waiting for Nadia Buyer")).toBeVisible();
  await expect(sellerPage.getByText(AT_DHAKA)).toBeVisible();

  await expect(buyerPage.getByRole("link", { name: "Call 01812345678" })).toBeVisible(POLLED);
  await expect(buyerPage.getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/\d+$/,
  );
  await expect(buyerPage.getByRole("list", { name: "Messages" })).toContainText(
    "Yes, it is original.",
    POLLED,
  );
  await expect(buyerPage.getByText(AT_DHAKA)).toBeVisible(POLLED);
  await buyerPage.getByRole("button", { name: "Confirm this meetup" }).click({ ...POLLED });
  const code = buyerPage.getByTestId("handover-code");
  await expect(code).toHaveText(/^\d{6}$/);
  await expect(
    buyerPage.getByText("Show this code to the seller only when you hold the phone."),
  ).toBeVisible();
  const handoverCode = (await code.textContent())!;
  await expectNoSeriousViolations(buyerPage);

  // At the meetup the seller enters the buyer's code, in Bangla digits: the phone is sold.
  await expect(sellerPage.getByLabel("The buyer's code")).toBeVisible(POLLED);
  await expectNoSeriousViolations(sellerPage);
  await sellerPage.getByLabel("The buyer's code").fill(toBangla(handoverCode));
  await sellerPage.getByRole("button", { name: "Complete the sale" }).click();
  await expect(sellerPage.getByText(/Sold on .*The deal is complete\./)).toBeVisible();

  // Each side reviews the other once.
  await sellerPage.getByRole("radio", { name: "5 stars" }).check();
  await sellerPage.getByLabel("Comment (optional)").fill("Paid in full at the meetup.");
  await sellerPage.getByRole("button", { name: "Send review" }).click();
  await expect(
    sellerPage.getByRole("heading", { name: "Your review of Nadia Buyer" }),
  ).toBeVisible();

  await buyerPage.reload();
  await buyerPage.getByRole("radio", { name: "5 stars" }).check();
  await buyerPage.getByLabel("Comment (optional)").fill("Honest seller, phone as described.");
  await buyerPage.getByRole("button", { name: "Send review" }).click();
  await expect(
    buyerPage.getByRole("heading", { name: "Your review of Rahim Seller" }),
  ).toBeVisible();

  // The review shows on the seller's profile.
  await buyerPage.goto(`/sellers/${seller.id}`);
  await expect(buyerPage.getByText("Honest seller, phone as described.")).toBeVisible();

  // The same page at 375 px: nothing wider than the screen, the steps and the thread readable.
  await buyerPage.setViewportSize({ width: 375, height: 800 });
  await buyerPage.goto(dealUrl);
  await expect(buyerPage.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(buyerPage.getByRole("heading", { name: "Steps" })).toBeVisible();
  await expect(buyerPage.getByRole("list", { name: "Messages" })).toBeVisible();
  const overflow = await buyerPage.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // And in Bangla: the same steps, in Bangla words, still within 375 px and accessible.
  await buyerPage.goto(`${dealUrl}?lang=bn`);
  await expect(buyerPage.getByRole("heading", { level: 1 })).toHaveText(`লেনদেন: ${name}`);
  await expect(buyerPage.getByRole("heading", { name: "ধাপসমূহ" })).toBeVisible();
  expect(
    await buyerPage.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(buyerPage);

  await buyerPage.context().close();
  await sellerPage.context().close();
});
