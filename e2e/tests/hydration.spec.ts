import type { Page } from "@playwright/test";
import { logInThroughForm, signUpThroughForm } from "./auth-helpers";
import { expect, test } from "./fixtures";

// A prerendered page's first render in the browser must be the HTML the server sent: React
// otherwise logs error #418 and throws the page away to draw it again. The fixture fails a test
// on such an error, or an uncaught one, on any page; these visit the login page every way.

/** Opens the address with a full page load and waits until the page works. */
async function openAndHydrate(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByLabel("Email")).toBeEnabled();
}

test("the login page hydrates as prerendered, however it is reached", async ({
  page,
  pageErrors,
}) => {
  for (const url of ["/login", "/login?next=%2Fdashboard", "/login?error=google", "/login/"]) {
    await openAndHydrate(page, url);
    expect(pageErrors, url).toEqual([]);
  }
  // What the query asks for still shows, once React has the page.
  await openAndHydrate(page, "/login?next=%2Fdashboard");
  await expect(page.getByText("Log in to see your dashboard.")).toBeVisible();
});

test("sign-up, sign-in and sign-out leave no page error on the login page", async ({
  page,
  pageErrors,
}) => {
  const buyer = await signUpThroughForm(page, "Buyer", "Hydration Walker");
  // A reload keeps the history state sign-up handed over: its email is still filled in.
  await page.reload();
  await expect(page.getByLabel("Email")).toBeEnabled();
  await expect(page.getByLabel("Email")).toHaveValue(buyer.email);
  await logInThroughForm(page, buyer.email, buyer.password);
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  await openAndHydrate(page, "/login");
  await page.goto("/");
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
  await page.getByRole("link", { name: "Login" }).click();
  await page.reload();
  await expect(page.getByLabel("Email")).toBeEnabled();
  expect(pageErrors).toEqual([]);
});

test("an error thrown in a context the test opened itself is caught too", async ({
  browser,
  pageErrors,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openAndHydrate(page, "/login");
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error("thrown on purpose");
    });
  });
  await expect.poll(() => pageErrors.join("\n")).toContain("thrown on purpose");
  await context.close();
  // Left in the list, it would fail this test (as the /login error did above).
  pageErrors.splice(0, pageErrors.length);
});
