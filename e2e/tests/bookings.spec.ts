import { randomBytes } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { listPhoneByApi, logIn, logOut, signUpByApi } from "./api-helpers";

function cardOf(page: Page, name: string) {
  return page.getByRole("article").filter({ has: page.getByRole("heading", { name }) });
}

async function bookFromHome(page: Page, name: string, phone: string) {
  await page.goto("/");
  await cardOf(page, name).getByRole("button", { name: "Book Now" }).click();
  const modal = page.getByRole("dialog", { name: `Book ${name}` });
  await expect(modal.getByLabel("Price")).toHaveValue("৳52,000");
  await modal.getByLabel("Phone number").fill(phone);
  await modal.getByLabel("Meeting location").selectOption("Gazipur");
  await modal.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Successfully Booked")).toBeVisible();
}

/** A deal's step through the API as whoever is signed in on this page. */
async function dealStep(request: APIRequestContext, baseURL: string, url: string, data: object) {
  const response = await request.post(url, { headers: { origin: baseURL }, data });
  expect(response.status(), await response.text()).toBe(200);
}

test("a buyer books a phone, cancels and books again; the seller sells it to them", async ({
  page,
  playwright,
  baseURL,
}) => {
  const name = `iPhone 13 ${randomBytes(3).toString("hex")}`;
  const seller = await signUpByApi(page.request, baseURL!, "Seller", "Rahim Seller");
  const buyer = await signUpByApi(page.request, baseURL!, "Buyer", "Nadia Buyer");
  await listPhoneByApi(playwright, baseURL!, seller, {
    name,
    brand: "Apple",
    price: 52000,
    isAdvertised: true,
  });

  // The buyer books it from the home page and sees it in My Orders.
  await logIn(page, buyer);
  await page.goto("/");
  await cardOf(page, name).getByRole("button", { name: "Book Now" }).click();
  const modal = page.getByRole("dialog", { name: `Book ${name}` });
  await modal.getByLabel("Phone number").fill("0171");
  await modal.getByRole("button", { name: "Submit" }).click();
  await expect(
    modal.getByText("Enter a Bangladeshi mobile number like 01712345678."),
  ).toBeVisible();
  await page.keyboard.press("Escape");
  await bookFromHome(page, name, "01712345678");

  await page.goto("/dashboard/my-orders");
  const order = page.getByRole("row").filter({ hasText: name });
  await expect(order).toContainText("৳52,000");
  await expect(order).toContainText("Gazipur");
  await expect(order).toContainText("Waiting for the seller");

  // It cancels after a confirmation (the deal stays, cancelled), and can be booked again.
  await page.getByRole("button", { name: `Delete the booking of ${name}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Cancel booking" }).click();
  await expect(page.getByText("Booking cancelled.")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: name })).toContainText("Cancelled");
  await bookFromHome(page, name, "+8801812345678");
  await logOut(page);

  // The seller sees the booking without the buyer's number until accepting it, and its deal.
  await logIn(page, seller);
  await page.goto("/dashboard/my-products");
  await page.getByRole("button", { name: `Show bookings for ${name} (1 open)` }).click();
  const bookings = page.getByRole("dialog", { name: `Bookings for ${name}` });
  await expect(bookings).toContainText("Nadia Buyer");
  await expect(bookings).toContainText("Shown once you accept");
  const deal = bookings.getByRole("link", { name: "Open the deal with Nadia Buyer" });
  const dealUrl = `/api${(await deal.getAttribute("href"))!.replace("/dashboard", "")}`;
  expect(dealUrl).toMatch(/^\/api\/deals\/[0-9a-f-]{36}$/);

  // The deal's steps (the deal page is its own spec): accept, a meetup, the buyer's code.
  await dealStep(page.request, baseURL!, `${dealUrl}/accept`, { phone: "01898765432" });
  const at = new Date(Date.now() + 86_400_000).toISOString();
  await dealStep(page.request, baseURL!, `${dealUrl}/meetup`, { place: "Gulshan 1", at });
  // Accepted: the buyer's number shows (the page read afresh).
  await page.goto("/dashboard/my-products");
  await page.getByRole("button", { name: `Show bookings for ${name} (1 open)` }).click();
  await expect(bookings.getByRole("link", { name: /01812345678/ })).toHaveAttribute(
    "href",
    /^tel:/,
  );
  await page.keyboard.press("Escape");
  await logOut(page);
  await logIn(page, buyer);
  await dealStep(page.request, baseURL!, `${dealUrl}/meetup/confirm`, { version: 1 });
  const dealAnswer = (await (await page.request.get(dealUrl)).json()) as {
    handover: { code: string };
  };
  const code = dealAnswer.handover.code;
  await logOut(page);
  await logIn(page, seller);
  await dealStep(page.request, baseURL!, `${dealUrl}/handover`, { code });
  await page.goto("/dashboard/my-products");
  await expect(page.getByRole("row").filter({ hasText: name })).toContainText("Sold");

  // It leaves the home and category pages.
  await page.goto("/category/apple");
  await expect(page.getByRole("heading", { name: /Latest Available Phones/ })).toBeVisible();
  await expect(cardOf(page, name)).toHaveCount(0);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Categories" })).toBeVisible();
  await expect(cardOf(page, name)).toHaveCount(0);
  await logOut(page);

  // The buyer's order says it was sold to them.
  await logIn(page, buyer);
  await page.goto("/dashboard/my-orders");
  await expect(page.getByRole("row").filter({ hasText: name })).toContainText("Sold to you");
});
