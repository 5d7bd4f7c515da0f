import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { listPhoneByApi, logIn, signUpByApi } from "./api-helpers";

const OFFLINE_MESSAGE = "You are offline. Connect to the internet and try again.";
const SESSION_ENDED = "Your session has ended. Please log in again.";

function cardOf(page: Page, name: string) {
  return page.getByRole("article").filter({ has: page.getByRole("heading", { name }) });
}

async function sellerWithPhone(
  page: Page,
  playwright: Parameters<typeof listPhoneByApi>[0],
  baseURL: string,
) {
  const name = `Galaxy S22 ${randomBytes(3).toString("hex")}`;
  const seller = await signUpByApi(page.request, baseURL, "Seller", "Rahim Seller");
  const productId = await listPhoneByApi(playwright, baseURL, seller, {
    name,
    brand: "Samsung",
    price: 61000,
    isAdvertised: true,
  });
  return { name, productId };
}

test("a booking sent while offline fails with a clear message and is never sent later", async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  const { name } = await sellerWithPhone(page, playwright, baseURL!);
  const buyer = await signUpByApi(page.request, baseURL!, "Buyer", "Nadia Buyer");
  await logIn(page, buyer);
  await page.goto("/");
  await cardOf(page, name).getByRole("button", { name: "Book Now" }).click();
  const modal = page.getByRole("dialog", { name: `Book ${name}` });
  await modal.getByLabel("Phone number").fill("01712345678");

  await context.setOffline(true);
  await modal.getByRole("button", { name: "Submit" }).click();
  // Drawn inside the open dialog: outside it, a toast is behind the dialog (the browser's top
  // layer) and hidden from screen readers.
  await expect(modal.getByText(OFFLINE_MESSAGE)).toBeVisible();
  await expect(modal.getByRole("button", { name: "Submit" })).toBeEnabled();
  await modal.getByRole("button", { name: "Cancel" }).click();
  await expect(modal).toBeHidden();

  // Back online, a paused request would be replayed from the page's "online" event: wait for
  // that event to have run its course (its handlers and the tasks they queued), then check no
  // booking left the page and the server has none.
  const bookingsSent: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/api/bookedproducts")) {
      bookingsSent.push(request.url());
    }
  });
  await page.evaluate(() => {
    const online = new Promise<void>((resolve) =>
      window.addEventListener("online", () => setTimeout(resolve, 0), { once: true }),
    );
    (window as unknown as { backOnline: Promise<void> }).backOnline = online;
  });
  await context.setOffline(false);
  await page.evaluate(() => (window as unknown as { backOnline: Promise<void> }).backOnline);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
  expect(bookingsSent).toEqual([]);
  const orders = await page.request.get(`/api/myorders?email=${encodeURIComponent(buyer.email)}`);
  expect(orders.status()).toBe(200);
  expect(await orders.json()).toEqual([]);
  await expect(cardOf(page, name).getByRole("button", { name: "Book Now" })).toBeEnabled();
});

test("a session that ends sends the user to login and back", async ({
  page,
  playwright,
  baseURL,
}) => {
  const { name, productId } = await sellerWithPhone(page, playwright, baseURL!);
  const buyer = await signUpByApi(page.request, baseURL!, "Buyer", "Nadia Buyer");
  await logIn(page, buyer);
  const booked = await page.request.post("/api/bookedproducts", {
    headers: { origin: baseURL! },
    data: { productId, userLocation: "Dhaka", userPhone: "01712345678" },
  });
  expect(booked.ok()).toBe(true);
  await page.goto("/dashboard/my-orders");
  await expect(page.getByRole("row").filter({ hasText: name })).toBeVisible();

  // The session ends on the server, as when the person logs out in another tab.
  const signOut = await page.request.post("/api/auth/sign-out", {
    headers: { origin: baseURL! },
    data: {},
  });
  expect(signOut.ok()).toBe(true);

  await page.getByRole("button", { name: `Delete the booking of ${name}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Cancel booking" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("main").getByRole("status")).toHaveText(SESSION_ENDED);

  await page.getByLabel("Email").fill(buyer.email);
  await page.getByLabel("Password").fill(buyer.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-orders$/);
  // The cancel was refused with the session, so the booking is still there.
  await expect(page.getByRole("row").filter({ hasText: name })).toContainText(
    "Waiting for the seller",
  );
});
