import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { logIn, logOut, signUpByApi } from "./api-helpers";
import { expect, test, ADMIN, PASSWORD } from "./fixtures";

const tag = () => randomBytes(3).toString("hex");

async function confirm(page: Page, title: string, button: string) {
  await page.getByRole("dialog", { name: title }).getByRole("button", { name: button }).click();
}

/** How much wider than the window the page is (a sideways scroll on a phone when > 0). */
function pageOverflow(page: Page) {
  return page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
}

test("an admin sees the promoted admins and demotes one, who loses the admin pages at once", async ({
  page,
  baseURL,
}) => {
  const buyer = await signUpByApi(page.request, baseURL!, "Buyer", `Shila ${tag()}`);
  await logIn(page, ADMIN);
  await page.goto("/dashboard/All-buyer");
  await page.getByRole("button", { name: `Make Admin: ${buyer.name}` }).click();
  await confirm(page, "Make this user an admin?", "Make Admin");
  await expect(page.getByText("User is now an admin.")).toBeVisible();

  await page.getByRole("link", { name: "Admins" }).click();
  await expect(page).toHaveURL(/\/dashboard\/admins$/);
  await expect(page.getByRole("heading", { name: "Admins", level: 1 })).toBeVisible();
  const admins = page.getByRole("table", { name: "All admins" });
  const ownRow = admins.getByRole("row").filter({ hasText: ADMIN.email });
  await expect(ownRow).toContainText("This is you.");
  await expect(ownRow.getByRole("button")).toHaveCount(0);
  const promotedRow = admins.getByRole("row").filter({ hasText: buyer.email });
  await expect(promotedRow).toContainText(buyer.name);

  await promotedRow.getByRole("button", { name: `Remove Admin: ${buyer.name}` }).click();
  await confirm(page, "Remove this admin?", "Remove Admin");
  await expect(page.getByText("User is no longer an admin.")).toBeVisible();
  await expect(admins.getByRole("row").filter({ hasText: buyer.email })).toHaveCount(0);
  await logOut(page);

  await logIn(page, buyer);
  await page.goto("/dashboard/admins");
  await expect(
    page.getByRole("heading", { name: "This page is not for your account" }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Buyer menu" })).toBeVisible();
});

test("at 375 px a 100-character name and email never make All Buyers wider than the screen", async ({
  page,
  baseURL,
}) => {
  const name = `Buyer${tag()}${"x".repeat(89)}`;
  const email = `long${tag()}${"x".repeat(54)}@${"d".repeat(40)}.example.com`;
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    headers: { origin: baseURL! },
    data: { name, email, password: PASSWORD, role: "Buyer" },
  });
  expect(signUp.ok()).toBe(true);
  await logIn(page, ADMIN);

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/dashboard/All-buyer");
    await expect(page.getByText(email).filter({ visible: true })).toBeVisible();
    expect(await pageOverflow(page), `at ${width} px`).toBeLessThanOrEqual(0);

    await page
      .getByRole("button", { name: `Delete ${name}` })
      .filter({ visible: true })
      .click();
    const dialog = page.getByRole("dialog", { name: "Delete this user?" });
    await expect(dialog).toContainText(name);
    expect(await pageOverflow(page), `dialog at ${width} px`).toBeLessThanOrEqual(0);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
  }
});
