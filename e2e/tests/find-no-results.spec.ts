import { randomBytes } from "node:crypto";
import { expect, test } from "./fixtures";
import { listPhoneByApi, signUpByApi } from "./api-helpers";
import { expectNoSeriousViolations } from "./axe";

/** One phone, in Dhaka, whose name carries a word no other phone has. */
async function listOne(playwright: Parameters<typeof listPhoneByApi>[0], baseURL: string) {
  const tag = randomBytes(3).toString("hex");
  const sellerApi = await playwright.request.newContext({ baseURL });
  const seller = await signUpByApi(sellerApi, baseURL, "Seller", `Rescue Seller ${tag}`);
  await sellerApi.dispose();
  const name = `iPhone 14 ${tag}`;
  await listPhoneByApi(playwright, baseURL, seller, {
    name,
    brand: "Apple",
    price: 70000,
    isAdvertised: false,
  });
  return { tag, name };
}

test("at 375 px a search for a model no one sells offers the closest one that has phones", async ({
  page,
  playwright,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const { tag, name } = await listOne(playwright, baseURL!);
  await page.goto(`/phones?q=${encodeURIComponent(`iphone 19 ${tag}`)}`);
  await expect(page.getByText("No phones match your search")).toBeVisible();
  await expect(page.getByText("Did you mean:")).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: `${name} · 1 phone` }).click();
  await expect(page.locator("#search-results-count")).toHaveText("1 phone found");
  await expect(page).toHaveURL(new RegExp(`q=iPhone(\\+|%20)14(\\+|%20)${tag}`));
});

test.describe("in Bangla", () => {
  test.use({ locale: "bn-BD" });

  test("at 1280 px one tap takes off the filter that left nothing", async ({
    page,
    playwright,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const { tag } = await listOne(playwright, baseURL!);
    await page.goto(`/phones?q=${tag}&location=Sylhet`);
    await expect(page.getByText("আপনার খোঁজের সাথে কোনো ফোন মেলেনি")).toBeVisible();
    await expect(page.getByText("যে ফিল্টারের জন্য কিছু মেলেনি, সেটি সরান:")).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole("button", { name: "সারা বাংলাদেশ · ১টি ফোন" }).click();
    await expect(page.locator("#search-results-count")).toHaveText("১টি ফোন পাওয়া গেছে");
    expect(new URL(page.url()).searchParams.get("location")).toBeNull();
  });
});
