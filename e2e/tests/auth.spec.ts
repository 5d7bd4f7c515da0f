import { logInThroughForm, signUpThroughForm } from "./auth-helpers";
import { expect, test, GOOGLE_USER } from "./fixtures";

test("a seller signs up, logs in, keeps the session on reload and logs out", async ({ page }) => {
  const seller = await signUpThroughForm(page, "Seller", "Rahim Seller");
  await expect(page.getByRole("link", { name: "Dashboard" })).toHaveCount(0);

  await logInThroughForm(page, seller.email, seller.password);
  await expect(page.getByText("Successfully Login")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Dashboard" })
    .click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Seller menu" })).toBeVisible();

  await page.reload();
  await expect(page.getByRole("region", { name: "Seller menu" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByText("Successfully Logout")).toBeVisible();
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
});

test("a wrong password shows a friendly message under the form", async ({ page }) => {
  const buyer = await signUpThroughForm(page, "Buyer", "Karim Buyer");
  await logInThroughForm(page, buyer.email, "not-the-password");
  await expect(page.getByRole("alert")).toHaveText(
    "Wrong email or password. Please check both and try again.",
  );
  await expect(page).toHaveURL(/\/login$/);
});

test("the login form shows each field's own message", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByText("Email Address is required.")).toBeVisible();
  await expect(page.getByText("Password is required.")).toBeVisible();
});

test("a visitor opening the dashboard logs in and comes back to it", async ({ page }) => {
  const buyer = await signUpThroughForm(page, "Buyer", "Nadia Buyer");
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login$/);
  await logInThroughForm(page, buyer.email, buyer.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("region", { name: "Buyer menu" })).toBeVisible();
});

test("a person signs in with Google and lands on the home page as a buyer", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Continue With Google" }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  await page.goto("/dashboard");
  await expect(page.getByText(`Welcome, ${GOOGLE_USER.name} (Buyer).`)).toBeVisible();
  await expect(page.getByRole("region", { name: "Buyer menu" })).toBeVisible();
});
