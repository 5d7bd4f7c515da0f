import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import sharp from "sharp";
import { fillPassport, logIn, logOut, signUpByApi } from "./api-helpers";

async function phonePhoto() {
  return sharp({ create: { width: 900, height: 1200, channels: 3, background: "#3b6ea5" } })
    .jpeg()
    .toBuffer();
}

function cardOf(page: Page, name: string) {
  return page.getByRole("article").filter({ has: page.getByRole("heading", { name }) });
}

test("a seller lists and advertises a phone, visitors and buyers see it, a buyer reports it, the seller deletes it", async ({
  page,
  request,
  baseURL,
}) => {
  const name = `Galaxy S21 ${randomBytes(3).toString("hex")}`;
  const seller = await signUpByApi(request, baseURL!, "Seller", "Rahim Seller");
  const buyer = await signUpByApi(request, baseURL!, "Buyer", "Nadia Buyer");

  // The seller adds a phone with a photo.
  await logIn(page, seller);
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Add Product" }).click();
  await expect(page.getByRole("heading", { name: "Add A Product" })).toBeVisible();
  await expect(page.getByLabel("Your Email")).toHaveValue(seller.email);
  await page.getByLabel("Product Name").fill(name);
  await page.getByLabel("Brand").selectOption("Samsung");
  await page.getByLabel("Resale Price").fill("45000");
  await page.getByLabel("Original Price").fill("80000");
  await page.getByLabel("Location").selectOption("Gazipur");
  await page.getByLabel("Age of Use").selectOption("3 months");
  await page.getByLabel("Condition").selectOption("good");
  await page.getByLabel("Storage").selectOption("128");
  await fillPassport(page);
  await page.getByLabel("Photos", { exact: true }).setInputFiles({
    name: "phone.jpg",
    mimeType: "image/jpeg",
    buffer: await phonePhoto(),
  });
  await expect(page.getByRole("img", { name: "Photo 1 of 1" })).toBeVisible();
  await page.getByRole("button", { name: "Add Product" }).click();
  await expect(page.getByText("Product added successfully.")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/my-products$/);

  // It is listed as available and can be advertised once.
  await expect(page.getByText(name).first()).toBeVisible();
  await page.getByRole("button", { name: `Advertise ${name}` }).click();
  await expect(page.getByText("Product advertised successfully.")).toBeVisible();
  await expect(page.getByRole("button", { name: `Advertised ${name}` })).toBeDisabled();

  // It shows on the home page and in its category with the right card.
  await page.goto("/");
  const advertised = page.getByRole("region", { name: "Advertised Product" });
  const card = cardOf(page, name);
  await expect(advertised.getByRole("heading", { name })).toBeVisible();
  await expect(card.first()).toContainText("৳45,000");
  await expect(card.first()).toContainText("Gazipur");
  await expect(card.first()).toContainText("Rahim Seller");
  await card.first().getByRole("button", { name: "See Details...." }).click();
  await expect(card.first()).toContainText("৳80,000");
  await expect(card.first()).toContainText("3 months");
  await expect(card.first()).not.toContainText(seller.email);
  const photo = card.first().getByRole("img", { name });
  await expect(photo).toHaveAttribute("src", /\/images\/[\w-]+-card\.webp$/);
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  await page.goto("/category/Samsung");
  await expect(page.getByRole("heading", { name: /Latest Available Phones/ })).toBeVisible();
  await expect(cardOf(page, name)).toBeVisible();
  await logOut(page);

  // A visitor sees it too, and is asked to log in to book it.
  await page.goto("/");
  await expect(cardOf(page, name)).toBeVisible();
  await cardOf(page, name).getByRole("button", { name: "Book Now" }).click();
  await expect(page.getByText("You have to log in or register to book a product.")).toBeVisible();

  // A buyer reports it, once.
  await logIn(page, buyer);
  await page.goto("/");
  await cardOf(page, name).getByRole("button", { name: "Report" }).click();
  const dialog = page.getByRole("dialog", { name: "Report this phone" });
  await dialog.getByLabel("Reason (optional)").fill("The price looks too good to be true.");
  await dialog.getByRole("button", { name: "Report" }).click();
  await expect(page.getByText("Product reported successfully.")).toBeVisible();
  await logOut(page);

  // The seller deletes it after confirming; it leaves every list.
  await logIn(page, seller);
  await page.goto("/dashboard/my-products");
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  const confirm = page.getByRole("dialog", { name: "Are you sure to delete?" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Product deleted successfully.")).toBeVisible();
  await expect(page.getByText("You didn't add any products.")).toBeVisible();
  await page.goto("/category/samsung");
  await expect(page.getByRole("heading", { name: /Latest Available Phones/ })).toBeVisible();
  await expect(cardOf(page, name)).toHaveCount(0);
});
