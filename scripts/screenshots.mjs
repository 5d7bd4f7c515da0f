// Screenshots of the main pages at phone (375 px) and desktop (1280 px) widths.
// Usage: node scripts/screenshots.mjs <base-url> <out-dir> [email password]
// Whole pages by default; FULL_PAGE=0 takes only the first screen (as the README shows them).
// Each page starts without cookies, so a Bangla page's language choice does not carry over.
import fs from "node:fs";
import { chromium } from "@playwright/test";

const [baseUrl = "http://127.0.0.1:3000", outDir = "screenshots", email, password] =
  process.argv.slice(2);
const pages = [
  ["home", "/"],
  ["login", "/login"],
  ["signup", "/signup"],
  ["blogs", "/blogs"],
  ["404", "/no-such-page"],
];
// A phone and its seller, for their pages (the newest listing that has a match for "iphone").
const [phone] = await (await fetch(`${baseUrl}/api/products?q=iphone`)).json();
if (phone) {
  pages.push(
    ["search", "/phones?q=iphon%2013&sort=price-asc"],
    ["search-bn", "/phones?q=iphon&lang=bn"],
    ["phone", `/phones/${phone._id}`],
    ["phone-bn", `/phones/${phone._id}?lang=bn`],
    ["seller", `/sellers/${phone.sellerId}`],
  );
}
const isFullPage = process.env.FULL_PAGE !== "0";
const signedInPages = [["dashboard", "/dashboard"]];

fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});
for (const width of [375, 1280]) {
  const context = await browser.newContext({
    viewport: { width, height: width < 640 ? 812 : 800 },
  });
  const page = await context.newPage();
  for (const [name, path] of pages) {
    await context.clearCookies();
    await page.goto(baseUrl + path);
    await page.waitForLoadState("networkidle");
    if (isFullPage) await loadLazyImages(page);
    await page.screenshot({
      path: `${outDir}/${name}-${width}.png`,
      fullPage: isFullPage && name !== "blogs",
    });
  }
  if (email && password) {
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await page.waitForURL(`${baseUrl}/`);
    for (const [name, path] of signedInPages) {
      await page.goto(baseUrl + path);
      await page.waitForLoadState("networkidle");
      if (isFullPage) await loadLazyImages(page);
      await page.screenshot({ path: `${outDir}/${name}-${width}.png`, fullPage: isFullPage });
    }
  }
  await context.close();
}
await browser.close();

/** Scrolls to the bottom and back, so photos loaded lazily are in a whole-page screenshot. */
async function loadLazyImages(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < globalThis.document.body.scrollHeight; y += globalThis.innerHeight / 2) {
      globalThis.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    globalThis.scrollTo(0, 0);
  });
  await page.waitForLoadState("networkidle");
}
