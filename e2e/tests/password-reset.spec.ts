import { expect, test } from "./fixtures";
import { logOut } from "./api-helpers";
import { logInThroughForm, signUpThroughForm } from "./auth-helpers";
import { waitForEmail } from "./mailbox";

const NEW_PASSWORD = "a-brand-new-secret-9";

test("a person who forgot their password gets a link by email, chooses a new one and is logged in", async ({
  page,
}) => {
  const buyer = await signUpThroughForm(page, "Buyer", "Salma Buyer");
  await page.getByLabel("Email").fill(buyer.email);
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot password", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(buyer.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  // The sign-up toast may still be up: find the answer by its words, not its role.
  await expect(
    page.getByText(`If an account uses ${buyer.email}, we sent it a link`),
  ).toBeVisible();

  const email = await waitForEmail(
    buyer.email,
    (e) => e.subject === "Reset your BecheDaw password",
  );
  const link = email.links.find((address) => address.includes("/reset-password?token="));
  expect(link).toBeDefined();
  await page.goto(link!);
  await expect(page.getByText(`For the account ${buyer.email}.`)).toBeVisible();
  await page.getByLabel("New password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText("Your password is changed, and you are logged in.")).toBeVisible();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();

  // The link worked once.
  await page.goto(link!);
  await expect(page.getByRole("heading", { name: "This link has been used" })).toBeVisible();

  // Logged out before the next page: a sign-out still in flight when the page changes would
  // leave a revoked session's cookie, which the login page rightly calls an ended session.
  await logOut(page);
  await page.goto("/login");
  await logInThroughForm(page, buyer.email, buyer.password);
  await expect(page.getByRole("alert")).toHaveText(
    "Wrong email or password. Please check both and try again.",
  );
  await logInThroughForm(page, buyer.email, NEW_PASSWORD);
  await expect(page.getByText("Successfully Login")).toBeVisible();
});
