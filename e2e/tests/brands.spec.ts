import { randomBytes } from "node:crypto";
import { expect, test } from "./fixtures";
import { listPhoneByApi, signUpByApi } from "./api-helpers";
import { expectNoSeriousViolations } from "./axe";

// The brands Bangladesh buys beyond the original three: the home page offers them after the
// three large cards, and each has its own page, drawn by the server, in both languages.

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the home page offers more brands; a new brand's page lists its phones", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const tag = randomBytes(3).toString("hex");
    const seller = await signUpByApi(page.request, baseURL!, "Seller", `Brand Seller ${tag}`);
    const phone = `Xiaomi 13T Pro ${tag}`;
    await listPhoneByApi(playwright, baseURL!, seller, {
      name: phone,
      brand: "Xiaomi",
      price: 52000,
      isAdvertised: false,
    });

    await page.goto("/");
    const more = page.getByRole("list", { name: "More brands" });
    await expect(more.getByRole("link")).toHaveCount(16);
    // The app takes the prerendered page over (and may draw the list again) as this runs.
    await expect(async () => await more.scrollIntoViewIfNeeded()).toPass();
    // The three large cards still come first.
    const cards = page.getByRole("region", { name: "Categories" }).getByRole("link");
    await expect(cards.first()).toHaveAccessibleName("Apple");
    const box = (await more.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(375);
    await more.getByRole("link", { name: "Xiaomi" }).click();

    await expect(page).toHaveURL(/\/category\/Xiaomi$/);
    await expect(page).toHaveTitle("Xiaomi phones · BecheDaw");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Xiaomi");
    await expect(page.getByRole("heading", { name: phone })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test.describe("in Bangla", () => {
    test.use({ locale: "bn-BD" });

    test("a new brand's page is served in Bangla with the brand's Bangla name", async ({
      page,
      playwright,
      baseURL,
    }) => {
      const tag = randomBytes(3).toString("hex");
      const seller = await signUpByApi(page.request, baseURL!, "Seller", `Walton Seller ${tag}`);
      const phone = `Walton Primo S8 ${tag}`;
      await listPhoneByApi(playwright, baseURL!, seller, {
        name: phone,
        brand: "Walton",
        price: 6500,
        isAdvertised: false,
      });

      const response = await page.goto("/category/Walton");
      expect(response!.status()).toBe(200);
      const html = await response!.text();
      expect(html).toContain("<title>ওয়ালটন ফোন · BecheDaw</title>");
      await expect(page.getByRole("heading", { level: 1 })).toContainText("ওয়ালটন");
      await expect(page.getByRole("heading", { name: phone })).toBeVisible();

      await page.goto("/");
      const more = page.getByRole("list", { name: "আরও ব্র্যান্ড" });
      await expect(more.getByRole("link", { name: "শাওমি" })).toHaveAttribute(
        "href",
        "/category/Xiaomi",
      );
      await expectNoSeriousViolations(page);
    });
  });
});

test("a brand the site does not list is not found, and the page offers every brand", async ({
  page,
}) => {
  const response = await page.goto("/category/Sony");
  expect(response!.status()).toBe(404);
  await expect(page.getByText("We don't have a category called Sony")).toBeVisible();
  await expect(page.getByRole("link", { name: "Symphony" })).toHaveAttribute(
    "href",
    "/category/Symphony",
  );
});
