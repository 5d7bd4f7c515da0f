import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { listPhoneByApi, signUpByApi } from "./api-helpers";
import { expectNoSeriousViolations } from "./axe";

/** Three phones sharing a word no other phone has: two Apple (cheap and dear), one Samsung. */
async function listThree(
  page: Page,
  playwright: Parameters<typeof listPhoneByApi>[0],
  baseURL: string,
) {
  const tag = randomBytes(3).toString("hex");
  const seller = await signUpByApi(page.request, baseURL, "Seller", `Filter Seller ${tag}`);
  const phones = {
    cheap: `iPhone 11 ${tag}`,
    dear: `iPhone 14 ${tag}`,
    galaxy: `Galaxy A54 ${tag}`,
  };
  await listPhoneByApi(playwright, baseURL, seller, {
    name: phones.cheap,
    brand: "Apple",
    price: 30000,
    isAdvertised: false,
  });
  await listPhoneByApi(playwright, baseURL, seller, {
    name: phones.dear,
    brand: "Apple",
    price: 90000,
    isAdvertised: false,
  });
  await listPhoneByApi(playwright, baseURL, seller, {
    name: phones.galaxy,
    brand: "Samsung",
    price: 40000,
    isAdvertised: false,
  });
  return { tag, ...phones };
}

const rowNames = (page: Page) =>
  page.locator("section[aria-labelledby='search-results-count'] li").getByRole("heading");

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the filters open in a panel whose button shows the count, applies them and closes", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const { tag, cheap } = await listThree(page, playwright, baseURL!);
    await page.goto(`/phones?q=${tag}`);
    const count = page.locator("#search-results-count");
    await expect(count).toHaveText("3 phones found");

    const opener = page.getByRole("button", { name: "Filters", exact: true });
    await opener.click();
    const panel = page.getByRole("dialog", { name: "Filters" });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("button", { name: "Show 3 phones" })).toBeVisible();
    await expectNoSeriousViolations(page, "dialog");

    await panel.getByLabel("Brand").selectOption("Apple");
    await expect(panel.getByRole("button", { name: "Show 2 phones" })).toBeVisible();
    await panel.getByLabel("Up to").fill("৫০,০০০");
    const show = panel.getByRole("button", { name: "Show 1 phone", exact: true });
    await expect(show).toBeVisible();
    // Nothing is applied while choosing: the results behind are still all three.
    await expect(page).toHaveURL(new RegExp(`/phones\\?q=${tag}$`));

    await show.click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/brand=Apple&maxPrice=50000/);
    await expect(count).toHaveText("1 phone found");
    await expect(rowNames(page)).toHaveText([cheap]);
    // The results are on screen from their top, and focus is back on the button.
    await expect(count).toBeInViewport();
    await expect(rowNames(page).first()).toBeInViewport();
    // Below the top bar, the heading, the filters button and "Save this search": the first half
    // of a 740 px screen.
    const top = (await count.boundingBox())!.y;
    expect(top).toBeLessThan(370);
    await expect(page.getByRole("button", { name: "Filters 2 filters on" })).toBeFocused();

    // Escape closes without applying.
    await page.getByRole("button", { name: "Filters 2 filters on" }).click();
    await expect(panel).toBeVisible();
    await panel.getByLabel("Brand").selectOption("Samsung");
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/brand=Apple&maxPrice=50000/);
    await expect(rowNames(page)).toHaveText([cheap]);
    await expect(page.getByRole("button", { name: "Filters 2 filters on" })).toBeFocused();

    // Cancel does too, and Back undoes the applied filters in one step.
    await page.getByRole("button", { name: "Filters 2 filters on" }).click();
    await panel.getByRole("button", { name: "Cancel" }).click();
    await expect(panel).toBeHidden();
    await page.goBack();
    await expect(count).toHaveText("3 phones found");
  });

  test.describe("in Bangla", () => {
    test.use({ locale: "bn-BD" });

    test("the panel's button counts in Bangla", async ({ page, playwright, baseURL }) => {
      const { tag } = await listThree(page, playwright, baseURL!);
      await page.goto(`/phones?q=${tag}`);
      await expect(page.locator("#search-results-count")).toHaveText("৩টি ফোন পাওয়া গেছে");
      await page.getByRole("button", { name: "ফিল্টার", exact: true }).click();
      const panel = page.getByRole("dialog", { name: "ফিল্টার" });
      await panel.getByLabel("ব্র্যান্ড").selectOption("Samsung");
      await panel.getByRole("button", { name: "১টি ফোন দেখুন" }).click();
      await expect(panel).toBeHidden();
      await expect(page.locator("#search-results-count")).toHaveText("১টি ফোন পাওয়া গেছে");
    });
  });
});

test("at 1280 px the filters sit beside the results and apply as they change", async ({
  page,
  playwright,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { tag } = await listThree(page, playwright, baseURL!);
  await page.goto(`/phones?q=${tag}`);
  const filters = page.getByRole("complementary", { name: "Filters" });
  const results = page.locator("section[aria-labelledby='search-results-count']");
  await expect(page.locator("#search-results-count")).toHaveText("3 phones found");
  const aside = (await filters.boundingBox())!;
  const list = (await results.boundingBox())!;
  expect(aside.x + aside.width).toBeLessThanOrEqual(list.x);
  expect(Math.abs(aside.y - list.y)).toBeLessThan(5);
  await expect(page.getByRole("button", { name: "Filters", exact: true })).toHaveCount(0);

  await filters.getByLabel("Brand").selectOption("Samsung");
  await expect(page).toHaveURL(/brand=Samsung/);
  await expect(page.locator("#search-results-count")).toHaveText("1 phone found");
});
