import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { listPhoneByApi, signInByApi, signUpByApi } from "./api-helpers";

// Saving a phone with the heart on its search result, finding it on the Favourites page, and
// removing it: at a phone's width (375 px), in English and in Bangla.

test.use({ viewport: { width: 375, height: 800 } });

/** A model number no other test lists, so that only this test's phone matches the search. */
const uniqueModel = (brand: string) => `${brand} ${randomInt(100_000, 999_999)}`;

async function logInAt375(
  page: Page,
  user: { email: string; password: string },
  words: { email: string; password: string; login: string; done: string },
) {
  await page.goto("/login");
  await page.getByLabel(words.email).fill(user.email);
  await page.getByLabel(words.password).fill(user.password);
  await page.getByRole("button", { name: words.login, exact: true }).click();
  await expect(page.getByText(words.done)).toBeVisible();
}

test("a visitor who taps the heart is sent to log in", async ({ page, playwright, baseURL }) => {
  const model = uniqueModel("Pixel");
  const seller = await signUpByApi(page.request, baseURL!, "Seller", "Rahim Seller");
  await listPhoneByApi(playwright, baseURL!, seller, {
    name: model,
    brand: "Google",
    price: 41000,
    isAdvertised: false,
  });
  await page.goto(`/phones?q=${encodeURIComponent(model)}`);
  await page.getByRole("button", { name: `Save ${model} to favourites` }).click();
  await expect(page.getByText("Log in to save phones to your favourites.")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("a buyer saves a phone from its result, sees it on Favourites (marked sold once sold), and removes it", async ({
  page,
  playwright,
  baseURL,
}) => {
  const model = uniqueModel("Galaxy A");
  const seller = await signUpByApi(page.request, baseURL!, "Seller", "Rahim Seller");
  const buyer = await signUpByApi(page.request, baseURL!, "Buyer", "Nadia Buyer");
  const productId = await listPhoneByApi(playwright, baseURL!, seller, {
    name: model,
    brand: "Samsung",
    price: 36000,
    isAdvertised: false,
  });
  await logInAt375(page, buyer, {
    email: "Email",
    password: "Password",
    login: "Login",
    done: "Successfully Login",
  });

  await page.goto(`/phones?q=${encodeURIComponent(model)}`);
  const heart = page.getByRole("button", { name: `Save ${model} to favourites` });
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  // Saved on the server: the phone's page shows the heart pressed too.
  await page.goto(`/phones/${productId}`);
  await expect(page.getByRole("button", { name: `Save ${model} to favourites` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Favourites", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Favourites" })).toBeVisible();
  const saved = page.getByRole("list", { name: "Your saved phones" }).getByRole("listitem");
  await expect(saved).toHaveCount(1);
  await expect(saved.getByRole("link", { name: model })).toBeVisible();
  await expect(saved.getByText("For sale")).toBeVisible();

  // The seller sells it elsewhere: the page marks it sold, and the bell tells the buyer.
  const sellerApi = await signInByApi(playwright, baseURL!, seller);
  expect((await sellerApi.patch(`/api/products/${productId}/sold`)).ok()).toBe(true);
  await sellerApi.dispose();
  await page.reload();
  await expect(saved.getByText("Sold", { exact: true })).toBeVisible();
  await expect(
    page.getByRole("banner").getByRole("link", { name: "Notifications: 1 unread" }),
  ).toBeVisible({ timeout: 20_000 });

  await saved.getByRole("button", { name: `Remove ${model} from favourites` }).click();
  await expect(page.getByText(`${model} is no longer in your favourites.`)).toBeVisible();
  await expect(page.getByText("You have not saved any phone yet.")).toBeVisible();
});

test.describe("in Bangla", () => {
  test.use({ locale: "bn-BD" });

  test("a buyer saves a phone, finds it on the Favourites page, and removes it", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const model = uniqueModel("Redmi Note");
    const seller = await signUpByApi(page.request, baseURL!, "Seller", "রহিম");
    const buyer = await signUpByApi(page.request, baseURL!, "Buyer", "নাদিয়া");
    await listPhoneByApi(playwright, baseURL!, seller, {
      name: model,
      brand: "Xiaomi",
      price: 18000,
      isAdvertised: false,
    });
    await logInAt375(page, buyer, {
      email: "ইমেইল",
      password: "পাসওয়ার্ড",
      login: "লগইন",
      done: "সফলভাবে লগইন হয়েছে",
    });

    await page.goto(`/phones?q=${encodeURIComponent(model)}`);
    const heart = page.getByRole("button", { name: `${model} পছন্দের তালিকায় রাখুন` });
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");

    await page.goto("/dashboard");
    await page.getByRole("link", { name: "পছন্দের তালিকা", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "পছন্দের তালিকা" })).toBeVisible();
    const saved = page.getByRole("list", { name: "আপনার পছন্দের ফোনগুলো" }).getByRole("listitem");
    await expect(saved).toHaveCount(1);
    await expect(saved.getByRole("link", { name: model })).toBeVisible();
    await expect(saved.getByText("বিক্রির জন্য আছে")).toBeVisible();

    await saved.getByRole("button", { name: `${model} পছন্দের তালিকা থেকে সরান` }).click();
    await expect(page.getByText(`${model} আর আপনার পছন্দের তালিকায় নেই।`)).toBeVisible();
    await expect(page.getByText("আপনি এখনও কোনো ফোন পছন্দের তালিকায় রাখেননি।")).toBeVisible();
  });
});
