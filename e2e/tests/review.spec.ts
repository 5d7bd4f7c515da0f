import { randomBytes } from "node:crypto";
import { expect, test } from "./fixtures";
import sharp from "sharp";
import { fillPassport, listPhoneByApi, logIn, logOut, newImei, signUpByApi } from "./api-helpers";

test("a seller lists a phone whose IMEI another seller's listing has: it stays hidden, and My Products shows it held", async ({
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
  await expect(page.getByText("It waits for an admin's review before buyers see it")).toBeVisible({
    timeout: 30_000,
  });

  // My Products says it waits for review, and offers no advertising meanwhile.
  await expect(page).toHaveURL(/\/dashboard\/my-products$/);
  const row = page.getByRole("row").filter({ hasText: copy });
  await expect(row.getByText("Waiting for review")).toBeVisible();
  await expect(row.getByRole("button", { name: `Advertise ${copy}` })).toBeDisabled();
  const edit = await row.getByRole("link", { name: `Edit ${copy}` }).getAttribute("href");
  const id = /\/my-products\/([^/]+)\/edit$/.exec(edit ?? "")?.[1];
  expect(id).toBeTruthy();
  await logOut(page);

  // Nobody else finds it: not in a search that finds the original, and its page is gone.
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
