import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { listPhoneByApi, logIn, logOut, signUpByApi } from "./api-helpers";
import { expect, test, ADMIN } from "./fixtures";

const cardOf = (page: Page, name: string) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { name }) });

/** A stand-in for a photo of an NID's front: a card-shaped JPEG. */
const nidPhoto = () =>
  sharp({ create: { width: 856, height: 540, channels: 3, background: "#2f855a" } })
    .jpeg()
    .toBuffer();

test("a seller sends their NID, an admin approves it, and the NID photo is gone", async ({
  page,
  playwright,
  baseURL,
}) => {
  const tag = randomBytes(3).toString("hex");
  const phone = `iPhone 13 ${tag}`;
  const seller = await signUpByApi(page.request, baseURL!, "Seller", `Rafiq Telecom ${tag}`);
  await listPhoneByApi(playwright, baseURL!, seller, {
    name: phone,
    brand: "Apple",
    price: 52000,
    isAdvertised: true,
  });

  // The seller sends the front of their NID from the Verification page.
  await logIn(page, seller);
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Verification" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Verification" })).toBeVisible();
  const identity = page.getByRole("listitem").filter({ hasText: "Identity checked" });
  await identity.getByLabel("NID, front").setInputFiles({
    name: "nid-front.jpg",
    mimeType: "image/jpeg",
    buffer: await nidPhoto(),
  });
  await identity.getByRole("button", { name: "Send for checking" }).click();
  await expect(identity.getByText(/waiting for an admin/)).toBeVisible();
  await logOut(page);

  // The admin sees the request with its photo in the review queue, and approves it.
  await logIn(page, ADMIN);
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Review queue" }).click();
  const section = page.getByRole("region", { name: "Seller verification" });
  const request = section.getByRole("listitem").filter({ hasText: seller.email });
  const photo = request.getByRole("img", { name: `Document photo 1 from ${seller.name}` });
  // Below the fold now (the messages and reviews section comes first): lazy until scrolled to.
  await photo.scrollIntoViewIfNeeded();
  await expect(photo).toBeVisible();
  // The private photo loaded with the admin's cookie (a broken image has no natural width).
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(856);
  const photoUrl = (await photo.getAttribute("src"))!;
  expect(photoUrl).toMatch(/^\/api\/images\/private\/[A-Za-z0-9_-]{22}\.webp$/);
  await request.getByRole("button", { name: "Approve" }).click();
  await page
    .getByRole("dialog", { name: `Approve ${seller.name}?` })
    .getByRole("button", { name: "Approve" })
    .click();
  await expect(page.getByText("Approved. The seller's badge is updated.")).toBeVisible();
  await expect(section.getByText(seller.email)).toHaveCount(0);

  // The NID is gone, even for the admin who decided.
  expect((await page.request.get(photoUrl)).status()).toBe(404);

  // Everyone now sees the green tick on the seller's card.
  await logOut(page);
  await page.goto("/");
  await expect(cardOf(page, phone).getByRole("img", { name: "Verified seller" })).toBeVisible();
});
