import { randomBytes } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { listPhoneByApi, signUpByApi } from "./api-helpers";
import { expectNoSeriousViolations } from "./axe";

/**
 * A Walton Primo whose model word no other phone has, listed now, and seen by the suggestions
 * (they read the models on sale again at most every 10 seconds after a write).
 */
async function listPrimo(
  playwright: Parameters<typeof listPhoneByApi>[0],
  request: APIRequestContext,
  baseURL: string,
) {
  const tag = `k${randomBytes(3).toString("hex")}`;
  const seller = await signUpByApi(request, baseURL, "Seller", `Suggest Seller ${tag}`);
  await listPhoneByApi(playwright, baseURL, seller, {
    name: `Walton Primo ${tag} 64GB`,
    brand: "Walton",
    price: 9000,
    isAdvertised: false,
  });
  await expect(async () => {
    const answer = await request.get(`/api/search/suggestions?q=primo%20${tag}`);
    expect(await answer.text()).toContain(`Primo ${tag}`);
  }).toPass({ timeout: 15_000 });
  return tag;
}

test("at 375 px the search box suggests a model as one types, chosen by keyboard", async ({
  page,
  playwright,
  request,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const tag = await listPrimo(playwright, request, baseURL!);
  await page.goto("/");
  const box = page.getByRole("searchbox", { name: "Search phones" });
  await box.click();
  const combobox = page.getByRole("combobox", { name: "Search phones" });
  await combobox.pressSequentially(`primo ${tag.slice(0, 4)}`, { delay: 30 });
  const options = page.getByRole("listbox", { name: "Suggestions" }).getByRole("option");
  await expect(options).toHaveText([`Primo ${tag} · Walton1 for sale`]);
  await expect(combobox).toHaveAttribute("aria-expanded", "true");
  await expectNoSeriousViolations(page);

  await combobox.press("ArrowDown");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await expect(combobox).toHaveAttribute("aria-activedescendant", /.+/);
  await combobox.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/phones\\?q=Primo(\\+|%20)${tag}&brand=Walton`));
  await expect(page.locator("#search-results-count")).toHaveText("1 phone found");
});

test.describe("in Bangla", () => {
  test.use({ locale: "bn-BD" });

  test("at 1280 px a Bangla word typed halfway suggests the brand and its model", async ({
    page,
    playwright,
    request,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const tag = await listPrimo(playwright, request, baseURL!);
    await page.goto("/");
    await page.getByRole("searchbox", { name: "ফোন খুঁজুন" }).click();
    const combobox = page.getByRole("combobox", { name: "ফোন খুঁজুন" });
    await combobox.pressSequentially(`ওয়াল প্রিমো ${tag}`, { delay: 30 });
    const list = page.getByRole("listbox", { name: "পরামর্শ" });
    await expect(
      list.getByRole("option", { name: `Primo ${tag} · ওয়ালটন ১টি বিক্রির জন্য` }),
    ).toBeVisible();
    await expectNoSeriousViolations(page);

    await combobox.press("Escape");
    await expect(combobox).toHaveAttribute("aria-expanded", "false");
    await expect(list).toBeHidden();

    await combobox.press("End");
    await combobox.pressSequentially(" ");
    await list.getByRole("option", { name: new RegExp(`Primo ${tag}`) }).click();
    await expect(page).toHaveURL(new RegExp(`brand=Walton`));
    await expect(page.locator("#search-results-count")).toHaveText("১টি ফোন পাওয়া গেছে");
  });
});
