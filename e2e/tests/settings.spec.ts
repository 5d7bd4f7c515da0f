import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { listPhoneByApi, logIn, signUpByApi } from "./api-helpers";
import { logInThroughForm } from "./auth-helpers";

const NEW_PASSWORD = "a-brand-new-secret-2";

async function openSettings(page: Page) {
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(page.getByRole("heading", { level: 1, name: "Account settings" })).toBeVisible();
}

test("a user edits their profile, changes their password and deletes their account", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const phoneName = `Galaxy S22 ${randomBytes(3).toString("hex")}`;
  const seller = await signUpByApi(page.request, baseURL!, "Seller", "Rahim Seller");
  await listPhoneByApi(playwright, baseURL!, seller, {
    name: phoneName,
    brand: "Samsung",
    price: 61000,
    isAdvertised: true,
  });
  const member = await signUpByApi(page.request, baseURL!, "Buyer", "Settings Person");
  await logIn(page, member);

  // Profile: name, phone (typed in Bangla digits) and district.
  await openSettings(page);
  const profile = page.getByRole("region", { name: "Profile" });
  await profile.getByLabel("Full name").fill("Salma Begum");
  await profile.getByLabel("Phone number").fill("০১৭১২-৩৪৫৬৭৮");
  await profile.getByLabel("District").selectOption("Sylhet");
  await profile.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Your profile has been saved.")).toBeVisible();
  await expect(profile.getByLabel("Phone number")).toHaveValue("01712345678");

  // The booking form starts with them; the buyer may still change them.
  await page.goto("/");
  const card = page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: phoneName }) });
  await card.getByRole("button", { name: "Book Now" }).click();
  const booking = page.getByRole("dialog", { name: `Book ${phoneName}` });
  await expect(booking.getByLabel("Your name")).toHaveValue("Salma Begum");
  await expect(booking.getByLabel("Phone number")).toHaveValue("01712345678");
  await expect(booking.getByLabel("Meeting location")).toHaveValue("Sylhet");
  await page.keyboard.press("Escape");

  // "Not chosen" and an empty phone number clear them.
  await openSettings(page);
  await profile.getByLabel("District").selectOption("");
  await profile.getByLabel("Phone number").fill("");
  await profile.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Your profile has been saved.")).toBeVisible();
  await page.reload();
  await expect(profile.getByLabel("District")).toHaveValue("");
  await expect(profile.getByLabel("Phone number")).toHaveValue("");

  // Language: the whole site switches, and stays so after a reload.
  await openSettings(page);
  await profile.getByLabel("Language").selectOption("bn");
  await profile.getByRole("button", { name: "Save profile" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  await expect(page.getByRole("heading", { level: 1, name: "অ্যাকাউন্ট সেটিংস" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "প্রধান" })).toContainText("হোম");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  await expect(page.locator("#settings-name")).toHaveValue("Salma Begum");
  await expect(page.locator("#settings-language")).toHaveValue("bn");

  // Password: another device is signed in, and is signed out by the change.
  const otherDevice = await browser.newContext();
  const otherPage = await otherDevice.newPage();
  await otherPage.goto("/login?lang=en");
  await logInThroughForm(otherPage, member.email, member.password);
  await otherPage.waitForURL((url) => url.pathname !== "/login");
  await page.locator("#settings-current-password").fill(member.password);
  await page.locator("#settings-new-password").fill(NEW_PASSWORD);
  await page.locator("#settings-confirm-password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "পাসওয়ার্ড বদলান" }).click();
  await expect(page.getByText("পাসওয়ার্ড বদলানো হয়েছে।", { exact: false })).toBeVisible();
  await otherPage.goto("/dashboard/my-orders");
  await expect(otherPage).toHaveURL(/\/login/);
  await otherDevice.close();

  // Signs in with the new password only.
  await page.getByRole("button", { name: "লগআউট" }).click();
  await page.goto("/login?lang=en");
  await logInThroughForm(page, member.email, member.password);
  await expect(
    page.getByText("Wrong email or password. Please check both and try again."),
  ).toBeVisible();
  await logInThroughForm(page, member.email, NEW_PASSWORD);
  await page.waitForURL((url) => url.pathname !== "/login");

  // Delete: the password confirms; then home, signed out, and no way back in.
  await page.goto("/dashboard/settings?lang=en");
  const danger = page.getByRole("region", { name: "Delete my account" });
  await danger.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await dialog.getByLabel("Password").fill(member.password);
  await dialog.getByRole("button", { name: "Delete for good" }).click();
  await expect(dialog.getByText("The password is wrong.")).toBeVisible();
  await dialog.getByLabel("Password").fill(NEW_PASSWORD);
  await dialog.getByRole("button", { name: "Delete for good" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Your account has been deleted. Goodbye!")).toBeVisible();
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
  await page.goto("/login?lang=en");
  await logInThroughForm(page, member.email, NEW_PASSWORD);
  await expect(
    page.getByText("Wrong email or password. Please check both and try again."),
  ).toBeVisible();
});
