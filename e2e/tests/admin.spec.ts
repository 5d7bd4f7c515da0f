import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { listPhoneByApi, logIn, logOut, signInByApi, signUpByApi } from "./api-helpers";
import { expect, test, ADMIN } from "./fixtures";

function cardOf(page: Page, name: string) {
  return page.getByRole("article").filter({ has: page.getByRole("heading", { name }) });
}

async function reportFromHome(page: Page, name: string, reason: string) {
  await page.goto("/");
  await cardOf(page, name).getByRole("button", { name: "Report" }).click();
  const dialog = page.getByRole("dialog", { name: "Report this phone" });
  await dialog.getByLabel("Reason (optional)").fill(reason);
  await dialog.getByRole("button", { name: "Report" }).click();
  await expect(page.getByText("Product reported successfully.")).toBeVisible();
}

async function confirm(page: Page, title: string, button: string) {
  await page.getByRole("dialog", { name: title }).getByRole("button", { name: button }).click();
}

test("the admin verifies a seller, promotes a buyer and handles a reported phone", async ({
  page,
  playwright,
  baseURL,
}) => {
  const tag = randomBytes(3).toString("hex");
  const phone = `Oppo Reno 8 ${tag}`;
  const seller = await signUpByApi(page.request, baseURL!, "Seller", `Karim Mobile ${tag}`);
  const buyer = await signUpByApi(page.request, baseURL!, "Buyer", `Nadia ${tag}`);
  await listPhoneByApi(playwright, baseURL!, seller, {
    name: phone,
    brand: "Oppo",
    price: 30000,
    isAdvertised: true,
  });

  // Before verification the card has no tick; a buyer reports the phone.
  await logIn(page, buyer);
  await expect(cardOf(page, phone).getByLabel("Verified seller")).toHaveCount(0);
  await reportFromHome(page, phone, "Looks like a stolen phone.");
  await logOut(page);

  // The admin verifies the seller; the tick appears on their cards.
  await logIn(page, ADMIN);
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "All Seller" }).click();
  await page.getByRole("button", { name: `Verify ${seller.name}` }).click();
  await confirm(page, "Verify this seller?", "Verify");
  await expect(page.getByText("User verified successfully.")).toBeVisible();
  await expect(page.getByRole("button", { name: `Verify ${seller.name}` })).toHaveCount(0);
  await page.goto("/");
  await expect(cardOf(page, phone).getByLabel("Verified seller")).toBeVisible();

  // The reported phone is listed, dismissed, reported again, then deleted.
  await page.goto("/dashboard/reported-products");
  await expect(page.getByRole("row").filter({ hasText: phone })).toContainText(seller.email);
  await page.getByRole("button", { name: `Dismiss reports for ${phone}` }).click();
  await confirm(page, "Dismiss these reports?", "Dismiss");
  await expect(page.getByText("Reports dismissed.")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: phone })).toHaveCount(0);
  await logOut(page);

  await logIn(page, buyer);
  await reportFromHome(page, phone, "Still looks wrong.");
  await logOut(page);

  await logIn(page, ADMIN);
  await page.goto("/dashboard/reported-products");
  await page.getByRole("button", { name: `Delete ${phone}` }).click();
  await confirm(page, "Delete this product?", "Delete");
  await expect(page.getByText("Product deleted successfully.")).toBeVisible();
  // Other specs leave reported phones of their own: only this one must be gone.
  await expect(page.getByRole("row").filter({ hasText: phone })).toHaveCount(0);

  // The admin promotes the buyer, who then sees the admin menu.
  await page.goto("/dashboard/all-buyer");
  await page.getByRole("button", { name: `Make Admin: ${buyer.name}` }).click();
  await confirm(page, "Make this user an admin?", "Make Admin");
  await expect(page.getByText("User is now an admin.")).toBeVisible();
  await logOut(page);

  await logIn(page, buyer);
  await page.goto("/dashboard");
  await expect(page.getByRole("region", { name: "Admin menu" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Reported Products" })).toBeVisible();
});

test("a buyer opening an admin page is told it is not for them", async ({ page, baseURL }) => {
  const buyer = await signUpByApi(page.request, baseURL!, "Buyer", "Curious Buyer");
  await logIn(page, buyer);
  await page.goto("/dashboard/all-seller");
  await expect(
    page.getByRole("heading", { name: "This page is not for your account" }),
  ).toBeVisible();
  await expect(
    page.getByText("Only admins can open this page. You are signed in as a Buyer."),
  ).toBeVisible();
});

test("the admin's home counts what waits, as many as the queues hold, and leads to each", async ({
  page,
  playwright,
  baseURL,
}) => {
  // Something reported, so the home has a count to show and follow.
  const tag = randomBytes(3).toString("hex");
  const name = `Galaxy A15 ${tag}`;
  const sellerApi = await playwright.request.newContext({ baseURL });
  const seller = await signUpByApi(sellerApi, baseURL!, "Seller", `Counted Seller ${tag}`);
  await sellerApi.dispose();
  const productId = await listPhoneByApi(playwright, baseURL!, seller, {
    name,
    brand: "Samsung",
    price: 15000,
    isAdvertised: false,
  });
  const buyer = await signUpByApi(page.request, baseURL!, "Buyer", `Counting Buyer ${tag}`);
  const buyerApi = await signInByApi(playwright, baseURL!, buyer);
  const reported = await buyerApi.patch(`/api/products/reported/${productId}`, {
    data: { reason: "The photos are of another phone" },
  });
  expect(reported.ok(), await reported.text()).toBe(true);
  await buyerApi.dispose();
  await page.context().clearCookies();

  await logIn(page, ADMIN);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/dashboard");
  const work = page.getByRole("region", { name: "What needs doing" });
  const summary = (await (await page.request.get("/api/admin/summary")).json()) as Record<
    string,
    number
  >;
  const reportedCount = summary.reportedListings!;
  expect(reportedCount).toBeGreaterThan(0);
  const link = work.getByRole("link", {
    name: `${reportedCount} reported listing${reportedCount === 1 ? "" : "s"}`,
  });
  await expect(link).toBeVisible();
  await expect(work.getByRole("link", { name: /listings? to review$/ })).toHaveText(
    `${summary.listingsToReview} listing${summary.listingsToReview === 1 ? "" : "s"} to review`,
  );

  await link.click();
  await expect(page).toHaveURL(/\/dashboard\/review\?only=reported#listings$/);
  const listings = page.getByRole("region", { name: "Listings to review" });
  await expect(listings.getByRole("heading", { name })).toBeVisible();
});
