import { expect, type Page } from "@playwright/test";
import { PASSWORD, uniqueEmail } from "./fixtures";

export async function signUpThroughForm(page: Page, role: "Buyer" | "Seller", name: string) {
  const email = uniqueEmail(role.toLowerCase());
  await page.goto("/signup");
  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Account type").selectOption(role);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(page.getByText("User created successfully.")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  return { email, password: PASSWORD, name };
}

export async function logInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}
