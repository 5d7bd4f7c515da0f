import { randomBytes } from "node:crypto";
import { expect, test } from "./fixtures";
import sharp from "sharp";
import { fillPassport, listPhoneByApi, logIn, logOut, newImei, signUpByApi } from "./api-helpers";
import { ADMIN } from "./fixtures";

test("a seller lists a phone whose IMEI another seller's listing has: it looks like any other to them, and an admin sees the match and takes it down", async ({
  page,
  playwright,
  request,
  baseURL,
}) => {
  const tag = randomBytes(3).toString("hex");
  const first = await signUpByApi(request, baseURL!, "Seller", `First Seller ${tag}`);
  const second = await signUpByApi(request, baseURL!, "Seller", `Second Seller ${tag}`);
  const imei = newImei();
  const original = `Galaxy A52 ${tag}`;
  const copy = `Galaxy A52 again ${tag}`;
  await listPhoneByApi(playwright, baseURL!, first, {
    name: original,
    brand: "Samsung",
    price: 30000,
    isAdvertised: false,
    imei,
  });

  await logIn(page, second);
  await page.goto("/dashboard/add-products");
  await page.getByLabel("Product Name").fill(copy);
  await page.getByLabel("Brand").selectOption("Samsung");
  await page.getByLabel("Resale Price").fill("29000");
  await page.getByLabel("Original Price").fill("45000");
  await page.getByLabel("Location").selectOption("Dhaka");
  await page.getByLabel("Age of Use").selectOption("5 months");
  await page.getByLabel("Condition").selectOption("good");
  await page.getByLabel("Storage").selectOption("128");
  await fillPassport(page, imei);
  await page.getByLabel("Photos", { exact: true }).setInputFiles({
    name: "phone.jpg",
    mimeType: "image/jpeg",
    buffer: await sharp({
      create: { width: 640, height: 480, channels: 3, background: "#16a34a" },
    })
      .jpeg()
      .toBuffer(),
  });
  await page.getByRole("button", { name: "Add Product" }).click();
  // Nothing tells the seller that another listing has the IMEI (decision 039).
  await expect(page.getByText("Product added successfully.")).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/dashboard\/my-products$/);
  const row = page.getByRole("row").filter({ hasText: copy });
  await expect(row.getByText("Waiting for review")).toHaveCount(0);
  await expect(row.getByRole("button", { name: `Advertise ${copy}` })).toBeEnabled();
  const edit = await row.getByRole("link", { name: `Edit ${copy}` }).getAttribute("href");
  const id = /\/my-products\/([^/]+)\/edit$/.exec(edit ?? "")?.[1];
  expect(id).toBeTruthy();
  await logOut(page);

  // The admins see the match in the review queue, and reject the copy.
  await logIn(page, ADMIN);
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Review queue" }).click();
  const listings = page.getByRole("region", { name: "Listings to review" });
  await listings.getByRole("button", { name: "Flagged" }).click();
  const item = listings.getByRole("article", { name: copy });
  await expect(item.getByText("Its IMEI is on another listing")).toBeVisible();
  await item.getByRole("button", { name: `Reject ${copy}` }).click();
  const dialog = page.getByRole("dialog", { name: "Reject this listing?" });
  await dialog
    .getByLabel("Reason (the seller reads it)")
    .fill("The IMEI belongs to another phone.");
  await dialog.getByRole("button", { name: "Reject" }).click();
  await expect(page.getByText("The listing is rejected.")).toBeVisible();
  await logOut(page);

  // Then nobody else finds it: not in a search that finds the original, and its page is gone.
  await page.goto(`/phones?q=${encodeURIComponent(`Galaxy A52 ${tag}`)}`);
  // Exact names: the results' own heading says what was searched for ("Galaxy A52 …").
  await expect(page.getByRole("heading", { name: original, exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: copy, exact: true })).toHaveCount(0);
  await page.goto(`/phones/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: "This phone is gone" })).toBeVisible();
  expect((await request.get(`/api/products/${id}`)).status()).toBe(404);
  const listed = (await (await request.get("/api/products?category=Samsung")).json()) as {
    _id: string;
  }[];
  expect(listed.map((phone) => phone._id)).not.toContain(id);
});
