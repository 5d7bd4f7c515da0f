import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { listPhoneByApi, logIn, logOut, newImei, signUpByApi } from "./api-helpers";
import { expect, test, ADMIN } from "./fixtures";

/** Two sellers list one IMEI: the second listing is held for review. */
async function heldCopy(
  playwright: Parameters<typeof listPhoneByApi>[0],
  request: Parameters<typeof signUpByApi>[0],
  baseURL: string,
) {
  const tag = randomBytes(3).toString("hex");
  const first = await signUpByApi(request, baseURL, "Seller", `Queue First ${tag}`);
  const second = await signUpByApi(request, baseURL, "Seller", `Queue Second ${tag}`);
  const imei = newImei();
  const phone = { brand: "Samsung", price: 31000, isAdvertised: false, imei } as const;
  await listPhoneByApi(playwright, baseURL, first, { ...phone, name: `Galaxy S20 ${tag}` });
  const name = `Galaxy S20 copy ${tag}`;
  const id = await listPhoneByApi(playwright, baseURL, second, { ...phone, name });
  return { second, name, id };
}

async function openHeldInQueue(page: Page, name: string) {
  await logIn(page, ADMIN);
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Review queue" }).click();
  const listings = page.getByRole("region", { name: "Listings to review" });
  await listings.getByRole("button", { name: "Held" }).click();
  const item = listings.getByRole("article", { name });
  await expect(item.getByText("Held for review")).toBeVisible();
  await expect(item.getByText("Its IMEI is on another listing")).toBeVisible();
  return item;
}

test("an admin publishes a held listing from the review queue, and buyers then find it", async ({
  page,
  playwright,
  request,
  baseURL,
}) => {
  const { name, id } = await heldCopy(playwright, request, baseURL!);
  expect((await request.get(`/api/products/${id}`)).status()).toBe(404);

  const item = await openHeldInQueue(page, name);
  await item.getByRole("button", { name: `Publish ${name}` }).click();
  await page
    .getByRole("dialog", { name: "Approve this listing?" })
    .getByRole("button", { name: "Publish" })
    .click();
  await expect(page.getByText("The listing is approved.")).toBeVisible();
  await expect(item).toHaveCount(0);
  await logOut(page);

  await page.goto(`/phones/${id}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
});

test("an admin rejects a held listing with a reason, and its seller reads it in My Products", async ({
  page,
  playwright,
  request,
  baseURL,
}) => {
  const { second, name } = await heldCopy(playwright, request, baseURL!);
  const item = await openHeldInQueue(page, name);
  await item.getByRole("button", { name: `Reject ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Reject this listing?" });
  await dialog
    .getByLabel("Reason (the seller reads it)")
    .fill("The IMEI belongs to another phone.");
  await dialog.getByRole("button", { name: "Reject" }).click();
  await expect(page.getByText("The listing is rejected.")).toBeVisible();
  await logOut(page);

  await logIn(page, second);
  await page.goto("/dashboard/my-products");
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row.getByText("Rejected", { exact: true })).toBeVisible();
  await expect(row.getByText("Reason: The IMEI belongs to another phone.")).toBeVisible();
});
