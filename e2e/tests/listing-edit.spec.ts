import { randomBytes } from "node:crypto";
import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures";
import sharp from "sharp";
import { fillPassport, logIn, signUpByApi } from "./api-helpers";

/** Three photos told apart by their shape: landscape, portrait and square. */
const SHAPES = {
  front: { width: 800, height: 600, background: "#3b6ea5" },
  back: { width: 600, height: 800, background: "#a53b3b" },
  side: { width: 700, height: 700, background: "#3ba55c" },
};
type Shape = keyof typeof SHAPES;

const photo = async (shape: Shape) => ({
  name: `${shape}.png`,
  mimeType: "image/png",
  buffer: await sharp({ create: { ...SHAPES[shape], channels: 3 } })
    .png()
    .toBuffer(),
});

/** Which of the photos an image shows, by its shape as the browser decoded it. */
async function shapeOf(image: Locator): Promise<Shape> {
  await expect(image).toHaveJSProperty("complete", true);
  const { width, height } = await image.evaluate((img: HTMLImageElement) => ({
    width: img.naturalWidth,
    height: img.naturalHeight,
  }));
  return width > height ? "front" : width < height ? "back" : "side";
}

test("a seller lists a phone with 3 photos in their order, then drops its price", async ({
  page,
  request,
  baseURL,
}) => {
  const tag = randomBytes(3).toString("hex");
  const seller = await signUpByApi(request, baseURL!, "Seller", `Edit Seller ${tag}`);
  const name = `iPhone 14 ${tag}`;

  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, seller);
  await page.goto("/dashboard/add-products");
  await page.getByLabel("Product Name").fill(name);
  await page.getByLabel("Resale Price").fill("45000");
  await page.getByLabel("Original Price").fill("90000");
  await page.getByLabel("Location").selectOption("Khulna");
  await page.getByLabel("Age of Use").selectOption("6 months");
  await page.getByLabel("Condition").selectOption("excellent");
  await page.getByLabel("Storage").selectOption("128");
  await fillPassport(page);
  await page
    .getByLabel("Photos", { exact: true })
    .setInputFiles([await photo("front"), await photo("back"), await photo("side")]);
  const photos = page.getByRole("list", { name: "Chosen photos, the cover first" });
  await expect(photos.getByRole("listitem")).toHaveCount(3);

  // front, back, side → front, side, back → back (the cover), front, side.
  await page.getByRole("button", { name: "Move photo 3 earlier" }).click();
  await page.getByRole("button", { name: "Make cover: photo 3" }).click();
  await expect(photos.getByRole("listitem").first().getByText("Cover")).toBeVisible();

  await page.getByRole("button", { name: "Add Product" }).click();
  await expect(page.getByText("Product added successfully.")).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/dashboard\/my-products$/);

  // The phone's page shows them in that order, the cover first.
  const edit = page.getByRole("link", { name: `Edit ${name}` });
  const id = /\/my-products\/([^/]+)\/edit$/.exec((await edit.getAttribute("href"))!)?.[1];
  await page.goto(`/phones/${id}`);
  const shown = page.getByTestId("gallery-photo").getByRole("img");
  const order: Shape[] = ["back", "front", "side"];
  for (const [i, shape] of order.entries()) {
    await expect(shown).toHaveAttribute("alt", `${name}: Photo ${i + 1} of 3`);
    expect(await shapeOf(shown)).toBe(shape);
    if (i < 2) await page.getByRole("button", { name: "Next photo" }).first().click();
  }
  await expect(page.getByText("Price reduced")).toHaveCount(0);

  // The seller edits the price down from My Products.
  await page.goto("/dashboard/my-products");
  await page.getByRole("link", { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/my-products/${id}/edit$`));
  await expect(page).toHaveTitle(/^Edit Product · /);
  await expect(page.getByLabel("Product Name")).toHaveValue(name);
  await expect(page.getByLabel("Condition")).toHaveValue("excellent");
  await expect(photos.getByRole("listitem")).toHaveCount(3);
  await page.getByLabel("Resale Price").fill("39000");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Product updated successfully.")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/my-products$/);

  await page.goto(`/phones/${id}`);
  await expect(page.getByText("৳39,000").first()).toBeVisible();
  await expect(page.getByText("Price reduced")).toBeVisible();
  await expect(page.locator("s", { hasText: "৳45,000" })).toBeVisible();
  expect(await shapeOf(shown)).toBe("back");
});
