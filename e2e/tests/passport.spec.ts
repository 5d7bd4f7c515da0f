import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import sharp from "sharp";
import { logIn, logOut, newImei, signUpByApi } from "./api-helpers";

const photo = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: "#3b82f6" } })
    .jpeg()
    .toBuffer();

/** "352099001761481" as "35-209900-176148-1", in Bangla digits: how a seller may type it. */
function typedInBangla(imei: string) {
  const dashed = `${imei.slice(0, 2)}-${imei.slice(2, 8)}-${imei.slice(8, 14)}-${imei.slice(14)}`;
  return dashed.replace(/\d/g, (digit) => "০১২৩৪৫৬৭৮৯"[Number(digit)]!);
}

const cardOf = (page: Page, name: string) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { name }) });

test("a seller lists a phone with a passport; a buyer sees it with only the IMEI's last 4 digits", async ({
  page,
  request,
  baseURL,
}) => {
  const tag = randomBytes(3).toString("hex");
  const seller = await signUpByApi(request, baseURL!, "Seller", `Passport Seller ${tag}`);
  const buyer = await signUpByApi(request, baseURL!, "Buyer", `Passport Buyer ${tag}`);
  const name = `Galaxy S23 ${tag}`;
  const imei = newImei();
  const last4 = imei.slice(-4);

  await logIn(page, seller);
  await page.goto("/dashboard/add-products");
  await page.getByLabel("Product Name").fill(name);
  await page.getByLabel("Brand").selectOption("Samsung");
  await page.getByLabel("Resale Price").fill("68000");
  await page.getByLabel("Original Price").fill("119999");
  await page.getByLabel("Location").selectOption("Dhaka");
  await page.getByLabel("Age of Use").selectOption("5 months");
  await page.getByLabel("Condition").selectOption("excellent");
  await page.getByLabel("Storage").selectOption("256");
  // A wrong check digit is refused in the form, in words a seller can act on.
  const wrong = `${imei.slice(0, 14)}${(Number(imei[14]) + 1) % 10}`;
  await page.getByLabel("IMEI", { exact: true }).fill(wrong);
  await page.getByRole("button", { name: "Add Product" }).click();
  await expect(page.getByText("This IMEI's last digit does not match")).toBeVisible();
  await page.getByLabel("IMEI", { exact: true }).fill(typedInBangla(imei));
  await page.getByLabel("BTRC registration").selectOption("official");
  await page.getByLabel("Battery health in % (optional)").fill("86");
  await page.getByLabel("Warranty left, in months (optional)").fill("7");
  await page.getByLabel("Box", { exact: true }).check();
  await page.getByLabel("Charger", { exact: true }).check();
  await page.getByLabel("Repairs or replaced parts (optional)").fill("<b>Back glass</b> replaced");
  await page.getByLabel("BTRC KYD answer (a screenshot of the SMS)").setInputFiles({
    name: "kyd.jpg",
    mimeType: "image/jpeg",
    buffer: await photo(),
  });
  await page.getByLabel("Photos", { exact: true }).setInputFiles({
    name: "phone.jpg",
    mimeType: "image/jpeg",
    buffer: await photo(),
  });
  const proofUpload = page.waitForResponse("**/api/images?private=true");
  await page.getByRole("button", { name: "Add Product" }).click();
  expect((await proofUpload).status()).toBe(200);
  await expect(page.getByText("Product added successfully.")).toBeVisible({ timeout: 30_000 });

  // The seller sees the whole IMEI, as ASCII digits, when editing.
  await page.getByRole("link", { name: `Edit ${name}` }).click();
  await expect(page.getByLabel("IMEI", { exact: true })).toHaveValue(imei);
  await expect(page.getByRole("link", { name: "View" })).toHaveAttribute(
    "href",
    /^\/api\/images\/private\//,
  );
  const id = /\/my-products\/([^/]+)\/edit$/.exec(page.url())?.[1];
  await logOut(page);

  // A buyer sees the badges on the card, and the passport on the phone's page: last 4 only.
  await logIn(page, buyer);
  await page.goto("/category/Samsung");
  const card = cardOf(page, name);
  await expect(card.getByText("Official", { exact: true })).toBeVisible();
  await expect(card.getByText("Battery 86%")).toBeVisible();
  await expect(card.getByText(`IMEI …${last4}`)).toBeVisible();
  await expect(card.getByText(/never pay an advance/)).toBeVisible();
  await card.getByRole("link", { name: "Safety tips" }).click();
  await expect(page).toHaveURL(new RegExp(`/phones/${id}#safety$`));

  const passport = page.getByRole("region", { name: "Phone passport" });
  await expect(passport).toContainText(`ends in ${last4}`);
  await expect(passport).toContainText("Official (BTRC-registered)");
  await expect(passport).toContainText("86%");
  await expect(passport).toContainText("Box, Charger");
  await expect(passport).toContainText("7 months");
  await expect(passport.getByText("<b>Back glass</b> replaced")).toBeVisible();
  const tips = page.getByRole("region", { name: "Stay safe when you buy" });
  await expect(tips).toContainText(`must end in ${last4}`);
  await expect(tips).toContainText("Never send a bKash, Nagad or Rocket advance");
  expect(await page.content()).not.toContain(imei);
  const answer = await page.request.get(`/api/products/${id}`);
  expect(await answer.text()).not.toContain(imei);
  expect((await page.request.get(`/api/products/${id}/passport`)).status()).toBe(403);
});
