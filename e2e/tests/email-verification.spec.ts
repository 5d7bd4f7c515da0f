import { expect, test } from "./fixtures";
import sharp from "sharp";
import { emailedLink, fillPassport } from "./api-helpers";
import { logInThroughForm, signUpThroughForm } from "./auth-helpers";

test("a seller signs up, sees why Add Product waits, opens the emailed link and lists a phone", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const seller = await signUpThroughForm(page, "Seller", "Shapla Seller");
  await expect(
    page.getByText(`We emailed a link to ${seller.email}. Open it to confirm your address`),
  ).toBeVisible();
  const firstLink = await emailedLink(seller.email);

  await logInThroughForm(page, seller.email, seller.password);
  await expect(page.getByText("Successfully Login")).toBeVisible();
  await page.goto("/dashboard/add-products");
  const notice = page.getByRole("region", { name: "Confirm your email address" });
  await expect(notice).toContainText(
    `Before you can list a phone, open the link we emailed to ${seller.email}.`,
  );
  await expect(page.getByLabel("Product Name")).toHaveCount(0);

  // Asking again sends a second, newer link; either works, and the newest is followed.
  await notice.getByRole("button", { name: "Send the link again" }).click();
  await expect(page.getByText(`A new link is on its way to ${seller.email}.`)).toBeVisible();
  await expect.poll(() => emailedLink(seller.email)).not.toBe(firstLink);
  await page.goto(await emailedLink(seller.email));
  await expect(page.getByText(`Your email address ${seller.email} is confirmed.`)).toBeVisible();

  await page.getByRole("link", { name: "Add a phone" }).click();
  const name = `Shapla Phone ${Date.now()}`;
  await page.getByLabel("Product Name").fill(name);
  await page.getByLabel("Resale Price").fill("32000");
  await page.getByLabel("Original Price").fill("60000");
  await page.getByLabel("Location").selectOption("Sylhet");
  await page.getByLabel("Age of Use").selectOption("1 month");
  await page.getByLabel("Condition").selectOption("good");
  await page.getByLabel("Storage").selectOption("128");
  await fillPassport(page);
  const photo = await sharp({
    create: { width: 640, height: 480, channels: 3, background: "#fd8f5f" },
  })
    .jpeg()
    .toBuffer();
  await page.getByLabel("Photos", { exact: true }).setInputFiles({
    name: "phone.jpg",
    mimeType: "image/jpeg",
    buffer: photo,
  });
  await page.getByRole("button", { name: "Add Product" }).click();
  await expect(page.getByText("Product added successfully.")).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/dashboard\/my-products$/);
  await expect(page.getByText(name).first()).toBeVisible();
});
