import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { PASSWORD, uniqueEmail } from "./fixtures";
import sharp from "sharp";
import { logInThroughForm } from "./auth-helpers";
import { waitForEmail } from "./mailbox";

/**
 * Creates an account through the API (faster than the form, which auth.spec covers) and
 * confirms its address through the link in the email it got, as its owner would
 * (docs/decisions/026); `{ isConfirmed: false }` leaves it unconfirmed.
 */
export async function signUpByApi(
  request: APIRequestContext,
  baseURL: string,
  role: "Buyer" | "Seller",
  name: string,
  options: { isConfirmed?: boolean } = {},
) {
  const email = uniqueEmail(role.toLowerCase());
  const response = await request.post("/api/auth/sign-up/email", {
    headers: { origin: baseURL },
    data: { name, email, password: PASSWORD, role },
  });
  expect(response.ok()).toBe(true);
  const { user } = (await response.json()) as { user: { id: string } };
  if (options.isConfirmed !== false) await confirmByEmail(request, email);
  return { id: user.id, email, password: PASSWORD, name };
}

/** The verification link in the newest email to `email`. */
export async function emailedLink(email: string): Promise<string> {
  const mail = await waitForEmail(email, (m) => m.links.some((l) => l.includes("/verify-email")));
  return mail.links.find((link) => link.includes("/verify-email"))!;
}

/** Follows the emailed verification link through the API, as the /verify-email page does. */
async function confirmByEmail(request: APIRequestContext, email: string) {
  const token = new URL(await emailedLink(email)).searchParams.get("token");
  const confirmed = await request.post("/api/verify-email", { data: { token } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

export async function logIn(page: Page, user: { email: string; password: string }) {
  await page.goto("/login");
  await logInThroughForm(page, user.email, user.password);
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
}

export async function logOut(page: Page) {
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
}

/** A new valid IMEI (Apple's TAC, a random serial, the Luhn check digit). */
export function newImei(): string {
  const body = `35325011${String(Math.floor(Math.random() * 1_000_000)).padStart(6, "0")}`;
  const sum = [...body].reverse().reduce((total, digit, i) => {
    const value = Number(digit) * (i % 2 === 0 ? 2 : 1);
    return total + (value > 9 ? value - 9 : value);
  }, 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** A phone passport for a listing made through the API (decision 020). */
export function testPassport() {
  return { imei: newImei(), official: true, batteryHealth: 88, hasBox: true };
}

/** Fills in the listing form's required passport answers. */
export async function fillPassport(page: Page, imei = newImei()) {
  await page.getByLabel("IMEI", { exact: true }).fill(imei);
  await page.getByLabel("BTRC registration").selectOption("official");
}

type Playwright = { request: { newContext: (o: object) => Promise<APIRequestContext> } };

/** An API session signed in as this account (its requests carry the site's origin). */
export async function signInByApi(
  playwright: Playwright,
  baseURL: string,
  account: { email: string; password: string },
) {
  const api = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL },
  });
  const signIn = await api.post("/api/auth/sign-in/email", {
    data: { email: account.email, password: account.password },
  });
  expect(signIn.ok()).toBe(true);
  return api;
}

/** Uploads a real photo through a signed-in API session; its address, for a listing's `img`. */
export async function uploadPhotoByApi(api: APIRequestContext): Promise<string> {
  const photo = await sharp({
    create: { width: 800, height: 1000, channels: 3, background: "#8a5cf6" },
  })
    .png()
    .toBuffer();
  const upload = await api.post("/api/images", {
    multipart: { image: { name: "phone.png", mimeType: "image/png", buffer: photo } },
  });
  expect(upload.ok()).toBe(true);
  const { data } = (await upload.json()) as { data: { url: string } };
  return data.url;
}

/** A seller's API session that lists (and optionally advertises) a phone with a real photo. */
export async function listPhoneByApi(
  playwright: Playwright,
  baseURL: string,
  seller: { email: string; password: string },
  phone: {
    name: string;
    /** As the API spells it: "Apple", "Xiaomi", … */
    brand: string;
    price: number;
    isAdvertised: boolean;
    /** The passport's IMEI; a new one unless given. */
    imei?: string;
    /** false: an unofficial (not BTRC-registered) phone. */
    official?: boolean;
  },
) {
  const api = await signInByApi(playwright, baseURL, seller);
  const img = await uploadPhotoByApi(api);
  const created = await api.post("/api/products", {
    data: {
      name: phone.name,
      img,
      brand: phone.brand,
      passport: {
        ...testPassport(),
        ...(phone.imei && { imei: phone.imei }),
        ...(phone.official === false && { official: false }),
      },
      description: {
        resalePrice: phone.price,
        originalPrice: phone.price * 2,
        yearsOfUse: "6 months",
        location: "Dhaka",
      },
    },
  });
  expect(created.ok()).toBe(true);
  const { insertedId } = (await created.json()) as { insertedId: string };
  if (phone.isAdvertised) {
    expect((await api.patch(`/api/products/${insertedId}`)).ok()).toBe(true);
  }
  await api.dispose();
  return insertedId;
}
