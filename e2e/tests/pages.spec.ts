import { expect, test } from "./fixtures";

test("the frame links home, blogs and login, and the footer has its two columns", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "BecheDaw.com" })).toHaveAttribute("href", "/");
  for (const column of ["Company", "Legal"]) {
    await expect(page.getByRole("navigation", { name: column })).toBeVisible();
  }
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blogs" }).click();
  await expect(page.getByRole("heading", { name: "Blogs", level: 1 })).toBeVisible();
});

test("an unknown path shows the 404 page in the frame, top bar and search box included", async ({
  page,
}) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("searchbox", { name: "Search phones" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await page.getByRole("link", { name: "Back to home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the menu toggle opens the links on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Blogs" })).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("link", { name: "Blogs" }).click();
  await expect(page.getByRole("heading", { name: "Blogs", level: 1 })).toBeVisible();
});

test("the built pages load with no CSP violations or console errors", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  for (const path of ["/", "/blogs", "/login", "/signup"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(problems).toEqual([]);
});

test("the home page's figures are the server's counts, or absent on a young site", async ({
  page,
}) => {
  // The figures the page itself was given (other tests may list phones meanwhile).
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/site-figures"));
  await page.goto("/");
  const figures = (await (await answer).json()) as Record<string, number>;
  await expect(page.getByText("2000+")).toHaveCount(0);
  const shown = Object.values(figures).filter((figure) => figure >= 10);
  const section = page.getByRole("region", { name: "Our Achievement" });
  if (shown.length === 0) {
    await page.waitForLoadState("networkidle");
    await expect(section).toHaveCount(0);
    return;
  }
  await section.scrollIntoViewIfNeeded();
  for (const figure of shown) {
    await expect(section.getByText(figure.toLocaleString("en"), { exact: true })).toBeVisible();
  }
});
