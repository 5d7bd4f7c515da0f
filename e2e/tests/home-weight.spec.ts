import { gzipSync } from "node:zlib";
import type { Response } from "@playwright/test";
import { expect, test } from "./fixtures";
import { listPhoneByApi, signUpByApi } from "./api-helpers";

/** The home page's JavaScript on a first visit, gzipped. */
const HOME_JS_BUDGET_KB = 120;

/**
 * Chunks of pages and widgets the home page does not show: the dashboard, forms (and the form
 * and schema libraries), dialogs, the search box's suggestions. Each must wait until someone
 * opens it.
 */
const LAZY_CHUNKS = [
  "dashboard-routes",
  "dashboard-layout",
  "dashboard-home",
  "add-product-page",
  "my-products-page",
  "my-orders-page",
  "users-page",
  "reported-products-page",
  "login-page",
  "signup-page",
  "booking-modal",
  "report-dialog",
  "modal",
  "form-field",
  "schemas",
  "zod-jitless",
  "zod",
  "search-suggestions",
];

const chunkName = (url: string) =>
  new URL(url).pathname.replace(/^\/assets\//, "").replace(/-[\w-]{8}\.js$/, "");

test("the home page loads at most 120 KB of JavaScript (gzip) on a first visit, and no dashboard, form or dialog code", async ({
  browser,
  request,
  playwright,
  baseURL,
}) => {
  // An advertised phone, so the home page draws its cards as a visitor sees them.
  const seller = await signUpByApi(request, baseURL!, "Seller", "Weight Seller");
  await listPhoneByApi(playwright, baseURL!, seller, {
    name: "Weighed Galaxy",
    brand: "Samsung",
    price: 30000,
    isAdvertised: true,
  });

  // A fresh context: empty cache, no cookies, a first visit.
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts: Response[] = [];
  page.on("response", (response) => {
    const type = response.headers()["content-type"] ?? "";
    if (response.request().resourceType() === "script" || type.includes("javascript")) {
      scripts.push(response);
    }
  });
  await page.goto("/", { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { name: "Weighed Galaxy" })).toBeVisible();
  await page.waitForLoadState("networkidle");

  // Each body gzipped here, so the figure is the same whether or not the server compresses.
  const sizes = await Promise.all(
    scripts.map(async (response) => ({
      name: chunkName(response.url()),
      gzip: gzipSync(await response.body(), { level: 9 }).length,
    })),
  );
  const totalKb = sizes.reduce((sum, file) => sum + file.gzip, 0) / 1024;
  const listing = sizes.map((file) => `${file.name} ${(file.gzip / 1024).toFixed(1)}`).join(", ");
  console.log(`home page JavaScript: ${totalKb.toFixed(1)} KB gzip in ${sizes.length} files`);

  expect(sizes.length).toBeGreaterThan(0);
  expect(totalKb, `JavaScript loaded: ${listing}`).toBeLessThanOrEqual(HOME_JS_BUDGET_KB);
  const names = sizes.map((file) => file.name);
  expect(names.filter((name) => LAZY_CHUNKS.includes(name))).toEqual([]);
  await context.close();
});
