import { randomBytes } from "node:crypto";
import { expect, test } from "./fixtures";
import { listPhoneByApi, logIn, signInByApi, signUpByApi } from "./api-helpers";
import { waitForEmail } from "./mailbox";

test("a seller's open page shows a new booking within 10 seconds; it leads to the deal; they mark it read, and get the email", async ({
  page,
  playwright,
  baseURL,
}) => {
  const name = `Galaxy S22 ${randomBytes(3).toString("hex")}`;
  const seller = await signUpByApi(page.request, baseURL!, "Seller", "Rahim Seller");
  const buyer = await signUpByApi(page.request, baseURL!, "Buyer", "Nadia Buyer");
  const productId = await listPhoneByApi(playwright, baseURL!, seller, {
    name,
    brand: "Samsung",
    price: 61000,
    isAdvertised: false,
  });

  // The seller's page is open, with nothing new.
  const topBar = page.getByRole("banner");
  await logIn(page, seller);
  await page.goto("/dashboard/my-products");
  await expect(topBar.getByRole("link", { name: "Notifications", exact: true })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });

  // The buyer books the phone, elsewhere.
  const buyerApi = await signInByApi(playwright, baseURL!, buyer);
  const booked = await buyerApi.post("/api/bookedproducts", {
    data: { productId, userLocation: "Gazipur", userPhone: "01712345678" },
  });
  expect(booked.ok()).toBe(true);
  const { insertedId: dealId } = (await booked.json()) as { insertedId: string };
  await buyerApi.dispose();

  // Within 10 seconds the bell counts it, on the same page, never reloaded.
  const bell = topBar.getByRole("link", { name: "Notifications: 1 unread" });
  await expect(bell).toBeVisible({ timeout: 10_000 });
  await expect(bell).toHaveText("1");
  expect(
    await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
  ).toBe(true);

  // The bell opens the list; the notification is unread and leads to the deal.
  await bell.click();
  await expect(page).toHaveURL(/\/dashboard\/notifications$/);
  await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
  const item = page.getByRole("link", { name: `Unread: Your ${name} was booked.` });
  await expect(item).toHaveAttribute("href", `/dashboard/deals/${dealId}`);

  // Mark all as read: the item and the bell say so.
  await page.getByRole("button", { name: "Mark all as read" }).click();
  await expect(page.getByText("All notifications are marked as read.")).toBeVisible();
  await expect(page.getByRole("link", { name: `Your ${name} was booked.` })).toBeVisible();
  await expect(topBar.getByRole("link", { name: "Notifications", exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("link", { name: `Your ${name} was booked.` })).toBeVisible();
  await expect(topBar.getByRole("link", { name: "Notifications", exact: true })).toBeVisible();

  // And the email came, with a link to the deal.
  const email = await waitForEmail(seller.email, (mail) => mail.subject.includes(name));
  expect(email.subject).toBe(`Your ${name} was booked`);
  expect(email.text).toContain("Hello Rahim Seller,");
  expect(email.links).toContain(`${baseURL}/dashboard/deals/${dealId}`);
});
