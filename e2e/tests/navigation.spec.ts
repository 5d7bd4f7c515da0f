import { logIn } from "./api-helpers";
import { expect, test, ADMIN } from "./fixtures";

test("a full page load opens at the top and Back restores the position", async ({ page }) => {
  // Back can take seconds on a loaded machine (below).
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 700 });
  const menuButton = page.getByRole("button", { name: "Open menu" });
  // The app keeps a page's place when the reader leaves it, once its code has taken the page
  // over (decision 031 loads it after the first paint; the phone menu's button is enabled from
  // then on): leaving before that would keep nothing.
  await page.goto("/");
  await expect(menuButton).toBeEnabled();
  await expect(page.getByRole("contentinfo")).toBeAttached();
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, document.body.scrollHeight);
        return window.scrollY;
      }),
    )
    .toBeGreaterThan(500);
  const bottom = await page.evaluate(() => window.scrollY);

  // Typed into the address bar: a new full load, which must not reuse the last one's place.
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Login" })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const kept = await page.evaluate(() => sessionStorage.getItem("bechedaw-scroll"));
  expect((JSON.parse(kept ?? "{}") as Record<string, number>)["/"]).toBe(bottom);

  // Back where the reader left, or as far as the page now goes: with font-display: optional a
  // second visit can use the cached web font, whose shorter lines make the page a little shorter.
  // A loaded CI machine can take seconds to bring the page's code and lists back.
  await page.goBack();
  await expect
    .poll(
      () =>
        page.evaluate((saved) => {
          const lowest = document.documentElement.scrollHeight - window.innerHeight;
          return window.scrollY - Math.min(saved, lowest);
        }, bottom),
      { timeout: 30_000 },
    )
    .toBeGreaterThan(-50);
});

test("the phone menu closes on Escape, outside taps and navigation", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  const toggle = page.getByRole("button", { name: "Open menu" });
  const menu = page.locator("#mobile-menu");

  // The prerendered button stays disabled until the app's code has taken the page over.
  await expect(toggle).toBeEnabled();
  await toggle.click();
  await expect(menu).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();

  await toggle.click();
  await page.mouse.click(180, 600);
  await expect(menu).toBeHidden();

  await toggle.click();
  await menu.getByRole("link", { name: "Blogs" }).click();
  await expect(page.getByRole("heading", { name: "Blogs", level: 1 })).toBeVisible();
  await expect(menu).toBeHidden();

  await toggle.click();
  await page.goBack();
  await expect(menu).toBeHidden();

  await toggle.click();
  for (const link of await menu.getByRole("link").all()) {
    expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  }
});

test("a toast never covers the menu button on a phone", async ({ page }) => {
  await logIn(page, ADMIN);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.locator("#mobile-menu").getByRole("button", { name: "Logout" }).click();
  const toast = page.getByRole("status").filter({ hasText: "Successfully Logout" });
  await expect(toast).toBeVisible();
  const toastBox = (await toast.boundingBox())!;
  const buttonBox = (await page.getByRole("button", { name: "Open menu" }).boundingBox())!;
  expect(toastBox.y).toBeGreaterThanOrEqual(buttonBox.y + buttonBox.height);
});

test("a collapsed dashboard menu still shows every admin link with its name", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, ADMIN);
  await page.goto("/dashboard");
  const adminMenu = page.getByRole("region", { name: "Admin menu" });
  await expect(adminMenu.getByRole("link", { name: "Admins" })).toBeVisible();
  await page.getByRole("button", { name: "Collapse menu" }).click();
  for (const name of ["All Seller", "All Buyer", "Admins", "Reported Products"]) {
    const link = adminMenu.getByRole("link", { name });
    await expect(link).toBeVisible();
    const box = (await link.boundingBox())!;
    expect(box.width).toBeGreaterThan(24);
    await link.focus();
    await expect(link.locator("xpath=..")).toHaveAttribute("data-tip", name);
  }
});

test("every page has its own title", async ({ page }) => {
  const titles: Array<[string, string]> = [
    ["/", "BecheDaw: Used phones in Bangladesh"],
    ["/blogs", "Blogs · BecheDaw"],
    ["/login", "Login · BecheDaw"],
    ["/signup", "Sign Up · BecheDaw"],
    ["/category/Samsung", "Samsung phones · BecheDaw"],
    ["/no-such-page", "Page not found · BecheDaw"],
  ];
  for (const [path, title] of titles) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }
  await page.goto("/login");
  await page.getByRole("link", { name: "Blogs" }).first().click();
  await expect(page).toHaveTitle("Blogs · BecheDaw");
});

test("the console has no warnings on load", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (["warning", "error"].includes(message.type())) problems.push(message.text());
  });
  for (const path of ["/", "/blogs", "/login", "/category/Apple", "/no-such-page"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(problems).toEqual([]);
});

test("the skip link moves focus to the main content", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Login" })).toBeVisible();
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});

test("a visitor browses a category without signing in", async ({ page }) => {
  await page.goto("/category/Apple");
  await expect(page.getByRole("heading", { name: "Latest Available Phones" })).toBeVisible();
  await expect(page).toHaveURL(/\/category\/Apple$/);
});

test("on a phone a category page opens with its filters closed, a filtered one saying how many are on", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/category/Samsung");
  await expect(page.getByRole("button", { name: "Filters", exact: true })).toBeVisible();
  await expect(page.getByLabel("Condition")).toBeHidden();

  await page.goto("/category/Samsung?location=Dhaka");
  await expect(page.getByRole("button", { name: "Filters 1 filter on" })).toBeVisible();
  await expect(page.getByLabel("Condition")).toBeHidden();
});

test("the hero's Buy Now opens the phones for sale; the footer names no service or account BecheDaw lacks", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Buy Now" }).click();
  await expect(page).toHaveURL(/\/phones$/);
  await expect(page.getByRole("heading", { name: "Find a phone" })).toBeVisible();
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: /BecheDaw on/ })).toHaveCount(0);
  for (const name of ["Branding", "Design", "Marketing", "Advertisement", "Jobs", "Press kit"]) {
    await expect(footer.getByRole("link", { name })).toHaveCount(0);
  }
});
