import { expect, test } from "./fixtures";
import { logIn, signUpByApi } from "./api-helpers";
import { expectNoSeriousViolations } from "./axe";

const BANGLA_HOME = "হোম";

test.describe("with a Bangla browser", () => {
  test.use({ locale: "bn-BD" });

  test("a first visit follows the browser's language, from the first byte", async ({ page }) => {
    const response = await page.goto("/blogs");
    const html = await response!.text();
    expect(html).toContain('<html lang="bn"');
    expect(html).toContain("<title>ব্লগ · BecheDaw</title>");
    await expect(page.getByRole("navigation", { name: "প্রধান" })).toContainText(BANGLA_HOME);
    await expect(page.getByRole("heading", { level: 1, name: "ব্লগ" })).toBeVisible();
    await expect(page).toHaveTitle("ব্লগ · BecheDaw");
  });

  test("?lang=en on a link overrides the browser and the saved choice", async ({ page }) => {
    await page.goto("/?lang=en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("navigation", { name: "Main" })).toContainText("Home");
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("the switch drops a ?lang= the page came with, so a reload keeps the choice", async ({
    page,
  }) => {
    await page.goto("/phones?lang=en&sort=price-asc");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.getByRole("button", { name: "বাংলা" }).first().click();
    await expect(page.locator("html")).toHaveAttribute("lang", "bn");
    await expect(page).toHaveURL(/\/phones\?sort=price-asc$/);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  });

  for (const width of [375, 1280]) {
    test(`the home page and dashboard in Bangla have no serious violations at ${width} px`, async ({
      page,
      request,
      baseURL,
    }) => {
      const buyer = await signUpByApi(request, baseURL!, "Buyer", "রহিম ক্রেতা");
      await page.goto("/");
      await expect(page.locator("html")).toHaveAttribute("lang", "bn");
      await page.setViewportSize({ width, height: 900 });
      await expectNoSeriousViolations(page);
      await page.goto("/login?lang=en");
      await page.getByLabel("Email").fill(buyer.email);
      await page.getByLabel("Password").fill(buyer.password);
      await page.getByRole("button", { name: "Login", exact: true }).click();
      await page.waitForURL((url) => url.pathname !== "/login");
      await page.goto("/dashboard?lang=bn");
      await expect(page.getByRole("heading", { name: "ড্যাশবোর্ড" })).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  }
});

test("the switch changes the language and remembers it", async ({ page, context }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const switcher = page.getByRole("group", { name: "Language" });
  await switcher.getByRole("button", { name: "বাংলা" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  await expect(page.getByRole("navigation", { name: "প্রধান" })).toContainText(BANGLA_HOME);
  await expect(
    page.getByRole("group", { name: "ভাষা" }).getByRole("button", { name: "বাংলা" }),
  ).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveTitle("BecheDaw: বাংলাদেশে পুরোনো ফোন");

  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === "bechedaw_lang")?.value).toBe("bn");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  await expect(page.getByRole("navigation", { name: "প্রধান" })).toContainText(BANGLA_HOME);
});

test("a signed-in user's choice follows them to another browser", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const buyer = await signUpByApi(request, baseURL!, "Buyer", "Nadia Language");
  await logIn(page, buyer);
  await page
    .getByRole("group", { name: "Language" })
    .getByRole("button", { name: "বাংলা" })
    .click();
  await expect(page.getByRole("button", { name: "লগআউট" })).toBeVisible();

  const elsewhere = await browser.newContext({ locale: "en-US" });
  const other = await elsewhere.newPage();
  await other.goto("/login");
  await expect(other.locator("html")).toHaveAttribute("lang", "en");
  await other.getByLabel("Email").fill(buyer.email);
  await other.getByLabel("Password").fill(buyer.password);
  await other.getByRole("button", { name: "Login", exact: true }).click();
  await expect(other.locator("html")).toHaveAttribute("lang", "bn");
  await expect(other.getByRole("button", { name: "লগআউট" })).toBeVisible();
  await elsewhere.close();
});
