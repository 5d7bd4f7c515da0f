import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { listPhoneByApi, logIn, signUpByApi } from "./api-helpers";

/** Errors in the console and uncaught ones: a hydration mismatch is reported as one (React). */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

/** React has taken the page over: the filters and sort drawn inert in the HTML are not. */
async function hydrated(page: Page) {
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await expect(page.locator("[inert]")).toHaveCount(0);
}

let name: string;

test.beforeAll(async ({ browser, playwright, baseURL }) => {
  name = `Oppo Reno ${randomBytes(3).toString("hex")}`;
  const page = await browser.newPage();
  const seller = await signUpByApi(page.request, baseURL!, "Seller", "Rahim Seller");
  await listPhoneByApi(playwright, baseURL!, seller, {
    name,
    brand: "Oppo",
    price: 47000,
    isAdvertised: false,
  });
  await page.close();
});

test("a category page's phones are in its HTML, before any JavaScript", async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 740 },
  });
  const page = await context.newPage();
  await page.goto("/category/Oppo");
  const row = page.getByRole("link").filter({ has: page.getByRole("heading", { name }) });
  await expect(row).toContainText("৳47,000");
  await expect(row.locator("img")).toHaveAttribute("srcset", /-card\.webp 480w/);
  await page.goto("/category/Oppo?lang=bn");
  await expect(page.getByRole("heading", { name })).toContainText(name);
  await expect(page.getByText("৳৪৭,০০০").first()).toBeVisible();
  await context.close();
});

test("a phone hydrates its category page with no error, and its row opens the phone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const problems = problemsOf(page);
  for (const lang of ["bn", "en"]) {
    await page.goto(`/category/Oppo?lang=${lang}`);
    await hydrated(page);
    await page.waitForLoadState("networkidle");
  }
  expect(problems).toEqual([]);
  await page.getByRole("heading", { name }).click();
  await expect(page).toHaveURL(/\/phones\//);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
});

test("on a wide screen the hydrated page swaps in its cards, and Book Now works", async ({
  page,
  baseURL,
}) => {
  const buyer = await signUpByApi(page.request, baseURL!, "Buyer", "Nadia Buyer");
  await logIn(page, buyer);
  const problems = problemsOf(page);
  await page.goto("/category/Oppo");
  await hydrated(page);
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name }) });
  await card.getByRole("button", { name: "Book Now" }).click();
  await expect(page.getByRole("dialog", { name: `Book ${name}` })).toBeVisible();
  expect(problems).toEqual([]);
});

test("HTML that differs from the data is drawn again from the data", async ({
  page,
  pageErrors,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.route("**/category/Oppo", async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace("৳47,000", "৳1");
    await route.fulfill({ response, body: html });
  });
  await page.goto("/category/Oppo");
  const row = page.getByRole("link").filter({ has: page.getByRole("heading", { name }) });
  await hydrated(page);
  // React draws the row again from its data: the real price. (It reports the mismatch as an
  // error too, unless that part of the page got an update before it was hydrated: then it draws
  // it again silently, seen once in CI, so the console is not asserted here.)
  await expect(row).toContainText("৳47,000");
  // The mismatch was made on purpose: React's report of it is the only error allowed.
  const others = pageErrors.filter((error) => !/Minified React error #418\b/.test(error));
  pageErrors.splice(0, pageErrors.length, ...others);
});
