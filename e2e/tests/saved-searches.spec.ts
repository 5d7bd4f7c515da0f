import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { listPhoneByApi, logIn, signUpByApi } from "./api-helpers";
import { waitForEmail } from "./mailbox";

const BANGLA_DIGITS = "০১২৩৪৫৬৭৮৯";
const inBangla = (digits: string) => [...digits].map((d) => BANGLA_DIGITS[Number(d)]).join("");

/** A model number no other test lists, so that only this test's phone matches the search. */
const uniqueNumber = () => String(randomInt(100_000, 999_999));

async function logInInBangla(page: Page, user: { email: string; password: string }) {
  await page.goto("/login");
  await page.getByLabel("ইমেইল").fill(user.email);
  await page.getByLabel("পাসওয়ার্ড").fill(user.password);
  await page.getByRole("button", { name: "লগইন", exact: true }).click();
  await expect(page.getByText("সফলভাবে লগইন হয়েছে")).toBeVisible();
}

test("a visitor is sent to log in to save a search", async ({ page }) => {
  await page.goto("/phones?q=pixel");
  await page.getByRole("button", { name: "Save this search" }).click();
  await expect(page.getByText("Please log in to save a search.")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("a buyer saves a search, another user lists a matching phone, and the bell tells the buyer; the search is managed in the dashboard", async ({
  page,
  playwright,
  baseURL,
}) => {
  const number = uniqueNumber();
  const model = `Galaxy Z${number}`;
  const buyer = await signUpByApi(page.request, baseURL!, "Buyer", "Nadia Buyer");
  const seller = await signUpByApi(page.request, baseURL!, "Seller", "Rahim Seller");
  await logIn(page, buyer);

  // Save the search from its results page, with emails at once.
  await page.goto(`/phones?q=${encodeURIComponent(`galaxy z${number}`)}&brand=Samsung`);
  await page.getByRole("button", { name: "Save this search" }).click();
  const dialog = page.getByRole("dialog", { name: "Save this search" });
  await expect(dialog.getByLabel("Name")).toHaveValue(`galaxy z${number}`);
  await dialog.getByLabel("Name").fill(`My Galaxy ${number}`);
  await dialog.getByLabel("Also by email").selectOption("instant");
  await dialog.getByRole("button", { name: "Save search" }).click();
  await expect(page.getByText("Search saved.", { exact: false })).toBeVisible();

  // Another user lists a matching phone; the buyer's open page hears of it.
  await listPhoneByApi(playwright, baseURL!, seller, {
    name: model,
    brand: "Samsung",
    price: 52000,
    isAdvertised: false,
  });
  const topBar = page.getByRole("banner");
  const bell = topBar.getByRole("link", { name: "Notifications: 1 unread" });
  await expect(bell).toBeVisible({ timeout: 20_000 });
  await bell.click();
  const alert = page.getByRole("link", {
    name: `Unread: A new phone matches your saved search “My Galaxy ${number}”: ${model}.`,
  });
  await expect(alert).toHaveAttribute("href", `/phones?brand=Samsung&q=galaxy+z${number}`);

  // The instant email came, in English, with the search's link.
  const email = await waitForEmail(buyer.email, (mail) => mail.subject.includes(model));
  expect(email.subject).toBe(`A new phone for your search “My Galaxy ${number}”: ${model}`);
  expect(email.links).toContain(`${baseURL}/phones?brand=Samsung&q=galaxy+z${number}`);

  // The dashboard's page: open, pause and resume, change the emails, delete.
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Saved searches" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Saved searches" })).toBeVisible();
  const card = page.getByRole("listitem", { name: `My Galaxy ${number}` });
  await card.getByRole("button", { name: "Pause" }).click();
  await expect(card.getByText("Paused: no alerts")).toBeVisible();
  await card.getByRole("button", { name: "Resume" }).click();
  await expect(card.getByText("Paused: no alerts")).toBeHidden();
  await card.getByLabel(`Emails for “My Galaxy ${number}”`).selectOption("daily");
  await expect(card.getByLabel(`Emails for “My Galaxy ${number}”`)).toHaveValue("daily");
  await card.getByRole("link", { name: "Open the search" }).click();
  await expect(page).toHaveURL(new RegExp(`/phones\\?brand=Samsung&q=galaxy\\+z${number}$`));
  await expect(page.getByRole("heading", { name: model, exact: true })).toBeVisible();
  await page.goBack();
  await card.getByRole("button", { name: "Delete" }).click();
  await page
    .getByRole("dialog", { name: "Delete this saved search?" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(page.getByText("Saved search deleted.")).toBeVisible();
  await expect(page.getByText("No saved searches yet")).toBeVisible();
});

test.describe("in Bangla", () => {
  test.use({ locale: "bn-BD" });

  test("a search typed in Bangla is saved, and a matching phone's alert is in the bell in Bangla", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const number = uniqueNumber();
    const model = `iPhone ${number}`;
    const buyer = await signUpByApi(page.request, baseURL!, "Buyer", "নাদিয়া");
    const seller = await signUpByApi(page.request, baseURL!, "Seller", "রহিম");
    await logInInBangla(page, buyer);

    const q = `আইফোন ${inBangla(number)}`;
    await page.goto(`/phones?q=${encodeURIComponent(q)}`);
    await page.getByRole("button", { name: "এই খোঁজটি সংরক্ষণ করুন" }).click();
    const dialog = page.getByRole("dialog", { name: "এই খোঁজটি সংরক্ষণ করুন" });
    await expect(dialog.getByLabel("নাম")).toHaveValue(q);
    await dialog.getByRole("button", { name: "খোঁজ সংরক্ষণ করুন" }).click();
    await expect(page.getByText("খোঁজটি সংরক্ষিত হয়েছে।", { exact: false })).toBeVisible();

    await listPhoneByApi(playwright, baseURL!, seller, {
      name: model,
      brand: "Apple",
      price: 98000,
      isAdvertised: false,
    });
    const bell = page.getByRole("banner").getByRole("link", { name: "বিজ্ঞপ্তি: ১টি অপঠিত" });
    await expect(bell).toBeVisible({ timeout: 20_000 });
    await bell.click();
    await expect(
      page.getByRole("link", {
        name: `অপঠিত: আপনার সংরক্ষিত খোঁজ “${q}”-এর সঙ্গে মেলে এমন নতুন ফোন এসেছে: ${model}।`,
      }),
    ).toBeVisible();
    await page.getByRole("link", { name: "সংরক্ষিত খোঁজ", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "সংরক্ষিত খোঁজ" })).toBeVisible();
    await expect(page.getByRole("listitem", { name: q })).toBeVisible();
  });
});
