import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import {
  logIn,
  logOut,
  newImei,
  signInByApi,
  signUpByApi,
  testPassport,
  uploadPhotoByApi,
} from "./api-helpers";
import { expect, test, ADMIN } from "./fixtures";

/**
 * A held listing, as one comes about: a seller lists a phone, an admin rejects it, the seller
 * edits it, and it waits for a review again.
 */
async function heldCopy(
  playwright: Parameters<typeof signInByApi>[0],
  request: Parameters<typeof signUpByApi>[0],
  baseURL: string,
) {
  const tag = randomBytes(3).toString("hex");
  const second = await signUpByApi(request, baseURL, "Seller", `Queue Seller ${tag}`);
  const name = `Galaxy S20 copy ${tag}`;
  const api = await signInByApi(playwright, baseURL, second);
  const img = await uploadPhotoByApi(api);
  const listing = {
    name,
    img,
    brand: "Samsung",
    passport: { ...testPassport(), imei: newImei() },
    description: {
      resalePrice: 31000,
      originalPrice: 62000,
      yearsOfUse: "6 months",
      location: "Dhaka",
    },
  };
  const created = await api.post("/api/products", { data: listing });
  expect(created.ok()).toBe(true);
  const { insertedId: id } = (await created.json()) as { insertedId: string };
  const admin = await signInByApi(playwright, baseURL, ADMIN);
  const rejected = await admin.post(`/api/admin/review/${id}/reject`, {
    data: { reason: "Please show the IMEI in a photo." },
  });
  expect(rejected.ok()).toBe(true);
  expect((await api.put(`/api/products/${id}`, { data: listing })).ok()).toBe(true);
  await Promise.all([api.dispose(), admin.dispose()]);
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
