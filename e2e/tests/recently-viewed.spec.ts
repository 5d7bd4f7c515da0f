import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { listPhoneByApi, signUpByApi } from "./api-helpers";
import { expectNoSeriousViolations } from "./axe";

/** Two phones of a seller signed up in a request context of its own (the page stays a visitor). */
async function listTwo(playwright: Parameters<typeof listPhoneByApi>[0], baseURL: string) {
  const tag = randomBytes(3).toString("hex");
  const sellerApi = await playwright.request.newContext({ baseURL });
  const seller = await signUpByApi(sellerApi, baseURL, "Seller", `Recent Seller ${tag}`);
  await sellerApi.dispose();
  const names = [`iPhone 12 ${tag}`, `Galaxy S22 ${tag}`];
  const ids = [];
  for (const [i, name] of names.entries()) {
    ids.push(
      await listPhoneByApi(playwright, baseURL, seller, {
        name,
        brand: i === 0 ? "Apple" : "Samsung",
        price: 40000 + i * 1000,
        isAdvertised: false,
      }),
    );
  }
  return { names, ids };
}

const recentRow = (page: Page, heading: string) =>
  page.getByRole("region", { name: heading }).getByRole("article").getByRole("heading");

for (const { width, lang, heading, clear } of [
  { width: 375, lang: "en", heading: "Recently viewed", clear: "Clear" },
  { width: 1280, lang: "bn", heading: "সম্প্রতি দেখা ফোন", clear: "মুছে ফেলুন" },
]) {
  test(`a visitor's recently opened phones wait on the home page, newest first, until cleared (${width} px, ${lang})`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const { names, ids } = await listTwo(playwright, baseURL!);

    // A first visit has no row, and downloads none of its code.
    await page.goto(`/?lang=${lang}`);
    await expect(page.getByRole("heading", { name: heading })).toHaveCount(0);

    for (const [i, id] of ids.entries()) {
      await page.goto(`/phones/${id}`);
      await expect(page.getByRole("heading", { level: 1, name: names[i] })).toBeVisible();
    }
    await page.goto("/");
    const row = recentRow(page, heading);
    await expect(row).toHaveText([names[1]!, names[0]!]);
    await expectNoSeriousViolations(page);

    await page.getByRole("region", { name: heading }).getByRole("button", { name: clear }).click();
    await expect(page.getByRole("heading", { name: heading })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { name: names[0] })).toHaveCount(0);
  });
}
