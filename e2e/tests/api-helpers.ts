import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { PASSWORD, uniqueEmail } from "./fixtures";
import { logInThroughForm } from "./auth-helpers";

/** Creates an account through the API (faster than the form, which auth.spec covers). */
export async function signUpByApi(
  request: APIRequestContext,
  baseURL: string,
  role: "Buyer" | "Seller",
  name: string,
) {
  const email = uniqueEmail(role.toLowerCase());
  const response = await request.post("/api/auth/sign-up/email", {
    headers: { origin: baseURL },
    data: { name, email, password: PASSWORD, role },
  });
  expect(response.ok()).toBe(true);
  return { email, password: PASSWORD, name };
}

export async function logIn(page: Page, user: { email: string; password: string }) {
  await page.goto("/login");
  await logInThroughForm(page, user.email, user.password);
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
}

export async function logOut(page: Page) {
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
}
