import { randomBytes } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import sharp from "sharp";
import { logIn, signInByApi, signUpByApi, testPassport } from "./api-helpers";

/** Lists a 256 GB Samsung through the API with a photo of its own; its id. */
async function listSamsung(api: APIRequestContext, name: string, price: number, n: number) {
  const photo = await sharp({
    create: { width: 400, height: 500, channels: 3, background: { r: n * 30, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
  const upload = await api.post("/api/images", {
    multipart: { image: { name: "phone.png", mimeType: "image/png", buffer: photo } },
  });
  expect(upload.ok()).toBe(true);
  const { data } = (await upload.json()) as { data: { url: string } };
  const created = await api.post("/api/products", {
    data: {
      name,
      img: data.url,
      brand: "Samsung",
      storage: 256,
      condition: "good",
      passport: testPassport(),
      description: {
        resalePrice: price,
        originalPrice: 120000,
        yearsOfUse: "6 months",
        location: "Dhaka",
      },
    },
  });
  expect(created.ok()).toBe(true);
  return ((await created.json()) as { insertedId: string }).insertedId;
}

test("a seller typing a model sees what it sells for, and buyers are warned of a price far below", async ({
  page,
  playwright,
  request,
  baseURL,
}) => {
  const tag = randomBytes(3).toString("hex");
  // A model of its own, so that other specs' phones do not move its prices.
  const model = `Galaxy Pricecheck ${tag}`;
  const seller = await signUpByApi(request, baseURL!, "Seller", `Price Seller ${tag}`);
  const api = await signInByApi(playwright, baseURL!, seller);
  const prices = [40000, 42000, 44000, 46000, 48000];
  for (const [n, price] of prices.entries()) await listSamsung(api, model, price, n);
  const cheap = await listSamsung(api, `Samsung ${model.toLowerCase()}`, 20000, 5);
  await api.dispose();

  await logIn(page, seller);
  await page.goto("/dashboard/add-products");
  await page.getByLabel("Product Name").fill(model);
  await page.getByLabel("Brand").selectOption("Samsung");
  await page.getByLabel("Storage").selectOption("256");
  // The cheap one is the same model ("Samsung galaxy pricecheck …"): six listings.
  await expect(page.getByText("Similar phones sell for ৳40,500 – ৳45,500")).toBeVisible();
  await expect(page.getByText("From 6 listings of the last 90 days.")).toBeVisible();

  await page.goto(`/phones/${cheap}`);
  const warning = page.getByRole("note").filter({ hasText: "Unusually low price" });
  await expect(warning).toContainText("Unusually low price. Never pay an advance.");
  await expect(warning).toContainText("Similar phones sell for about ৳44,000.");
});
