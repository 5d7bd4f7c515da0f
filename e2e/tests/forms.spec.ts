import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import sharp from "sharp";
import { fillPassport, listPhoneByApi, logIn, logOut, signUpByApi } from "./api-helpers";
import { signUpThroughForm } from "./auth-helpers";

const tag = () => randomBytes(3).toString("hex");

/** Whether anything on the page is wider than the window (a sideways scroll on a phone). */
async function pageOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test("a seller adds a phone with an 81-megapixel PNG, which the browser shrinks before upload", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const seller = await signUpByApi(request, baseURL!, "Seller", "Rahim Seller");
  const huge = await sharp({
    create: { width: 11_000, height: 7_400, channels: 3, background: "#3b6ea5" },
  })
    .png()
    .toBuffer();
  const name = `Pixel Giant ${tag()}`;

  await logIn(page, seller);
  await page.goto("/dashboard/add-products");
  await expect(page.getByLabel("Photos", { exact: true })).toHaveAttribute(
    "accept",
    "image/jpeg,image/png,image/webp",
  );
  await page.getByLabel("Product Name").fill(name);
  await page.getByLabel("Resale Price").fill("৪৫০০০");
  await page.getByLabel("Original Price").fill("80000");
  await page.getByLabel("Location").selectOption("Dhaka");
  await page.getByLabel("Age of Use").selectOption("1 month");
  await page.getByLabel("Condition").selectOption("good");
  await page.getByLabel("Storage").selectOption("128");
  await fillPassport(page);
  await page.getByLabel("Photos", { exact: true }).setInputFiles({
    name: "giant.png",
    mimeType: "image/png",
    buffer: huge,
  });
  const upload = page.waitForResponse("**/api/images");
  await page.getByRole("button", { name: "Add Product" }).click();
  // Sent whole, the server would refuse it (more than 40 megapixels); shrunk, it is accepted.
  expect((await upload).status()).toBe(200);

  await expect(page.getByText("Product added successfully.")).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/dashboard\/my-products$/);
  await expect(page.getByText(name).first()).toBeVisible();
});

test("Book Now is off on your own listing and on a phone you booked, with the reason", async ({
  page,
  request,
  baseURL,
  playwright,
}) => {
  const seller = await signUpByApi(request, baseURL!, "Seller", "Salma Seller");
  const buyer = await signUpByApi(request, baseURL!, "Buyer", "Karim Buyer");
  const name = `Reno 8 ${tag()}`;
  await listPhoneByApi(playwright, baseURL!, seller, {
    name,
    brand: "Oppo",
    price: 28000,
    isAdvertised: false,
  });
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name }) });

  await logIn(page, seller);
  await page.goto("/category/Oppo");
  await expect(card.getByRole("button", { name: "Book Now" })).toBeDisabled();
  await expect(card.getByText("This is your listing.")).toBeVisible();
  await logOut(page);

  await logIn(page, buyer);
  await page.goto("/category/Oppo");
  await card.getByRole("button", { name: "Book Now" }).click();
  const dialog = page.getByRole("dialog", { name: `Book ${name}` });
  await dialog.getByLabel("Phone number").fill("০১৭১২৩৪৫৬৭৮");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Successfully Booked")).toBeVisible();
  await expect(card.getByRole("button", { name: "Book Now" })).toBeDisabled();
  await expect(card.getByText("You booked this phone. See My Orders.")).toBeVisible();
  await card.getByRole("link", { name: "My Orders" }).click();
  await expect(page.getByRole("table", { name: "Your orders" }).getByText(name)).toBeVisible();
});

test("at 375 px a 100-character name never makes a page wider than the screen", async ({
  page,
  request,
  baseURL,
  playwright,
}) => {
  const longWord = (start: string) => `${start}${"x".repeat(100 - start.length)}`;
  const seller = await signUpByApi(request, baseURL!, "Seller", longWord(`Seller${tag()}`));
  const buyer = await signUpByApi(request, baseURL!, "Buyer", "Nadia Buyer");
  const name = longWord(`Galaxy${tag()}`);
  await listPhoneByApi(playwright, baseURL!, seller, {
    name,
    brand: "Samsung",
    price: 30000,
    isAdvertised: true,
  });
  await logIn(page, buyer);
  await page.setViewportSize({ width: 375, height: 800 });

  await page.goto("/");
  await expect(page.getByRole("heading", { name })).toBeVisible();
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

  // A phone's screen lists compact rows; the row opens the phone's page.
  await page.goto("/category/Samsung");
  const row = page.getByRole("link").filter({ has: page.getByRole("heading", { name }) });
  await expect(row).toBeVisible();
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  await row.click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText(seller.name).first()).toBeVisible();
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

  await page.getByRole("button", { name: "Book Now" }).click();
  const dialog = page.getByRole("dialog", { name: `Book ${name}` });
  await expect(dialog).toBeVisible();
  const dialogBox = await dialog.locator(".modal-box").boundingBox();
  expect(dialogBox!.width).toBeLessThanOrEqual(375);
  await dialog.getByLabel("Phone number").fill("01712345678");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Successfully Booked")).toBeVisible();

  await page.goto("/dashboard/my-orders");
  await expect(page.getByRole("list", { name: "Your orders" }).getByText(name)).toBeVisible();
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
});

test("after signing up, the login form has the new email filled in and says what to do", async ({
  page,
}) => {
  const buyer = await signUpThroughForm(page, "Buyer", "Mitu Buyer");
  await expect(page.getByLabel("Email")).toHaveValue(buyer.email);
  await expect(page.getByText("Your account is ready. Log in with your password.")).toBeVisible();
  await page.getByText("Forgot password?").click();
  await expect(page).toHaveURL(/\/forgot-password/);
  await expect(page.getByRole("heading", { name: "Forgot password" })).toBeVisible();
});
