import { expect, test } from "./fixtures";

// Public pages are prerendered and the app's code arrives after the first paint (decisions 017
// and 031): on a slow phone a visitor can tap before it has run. With JavaScript off, the page
// is what such a visitor has in that moment.
test.describe("before the app's code has run", () => {
  test.use({ javaScriptEnabled: false });

  test("the language buttons serve the same page in the other language", async ({ page }) => {
    await page.goto("/blogs");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.getByRole("button", { name: "বাংলা" }).first().click();
    await expect(page).toHaveURL(/\/blogs\?lang=bn$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "bn");
    await expect(page.getByRole("heading", { level: 1, name: "ব্লগ" })).toBeVisible();
  });

  test("the top bar's search box opens the search page for the text", async ({ page }) => {
    await page.goto("/");
    const box = page.getByRole("searchbox", { name: "Search phones" });
    await box.fill("iphone 13");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/phones\?q=iphone\+13$/);
  });

  test("the phone menu's button shows disabled, not dead, until then", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeDisabled();
  });
});
