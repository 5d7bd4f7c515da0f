import { randomBytes } from "node:crypto";
import { expect, type APIRequestContext, type BrowserContext } from "@playwright/test";
import { listPhoneByApi, signInByApi, signUpByApi } from "./api-helpers";
import { ADMIN } from "./fixtures";

type Playwright = { request: { newContext: (o: object) => Promise<APIRequestContext> } };
type Cookies = Parameters<BrowserContext["addCookies"]>[0];
type Account = { email: string; password: string };

export type Visitor = "visitor" | "buyer" | "seller" | "admin";

/** Everything the pages under test show: a seller's two Apple phones, one booked and reported. */
export type AccessibilityData = {
  tag: string;
  seller: Account & { name: string };
  buyer: Account & { name: string };
  /** Booked and reported by the buyer: fills My Orders, the bookings dialog, the reported list. */
  bookedPhone: string;
  /** Untouched: the buyer can still open its booking dialog. */
  freePhone: string;
  /** The ids of the free phone and of its seller, for their pages. */
  freePhoneId: string;
  /** A phone whose passport says it is unofficial (not BTRC-registered): its page's warning. */
  unofficialPhone: string;
  unofficialPhoneId: string;
  sellerId: string;
  cookies: Record<Exclude<Visitor, "visitor">, Cookies>;
};

async function cookiesOf(api: APIRequestContext) {
  const { cookies } = await api.storageState();
  await api.dispose();
  return cookies;
}

/** Creates the accounts and phones once and signs each role in once, through the API. */
export async function prepareAccessibilityData(
  playwright: Playwright,
  baseURL: string,
): Promise<AccessibilityData> {
  const tag = randomBytes(3).toString("hex");
  const signUps = await playwright.request.newContext({ baseURL });
  const seller = await signUpByApi(signUps, baseURL, "Seller", `Asha Seller ${tag}`);
  const buyer = await signUpByApi(signUps, baseURL, "Buyer", `Karim Buyer ${tag}`);
  await signUps.dispose();

  const bookedPhone = `iPhone 12 ${tag}`;
  const freePhone = `iPhone 14 ${tag}`;
  const phone = { brand: "Apple", price: 52000, isAdvertised: true } as const;
  const bookedId = await listPhoneByApi(playwright, baseURL, seller, {
    ...phone,
    name: bookedPhone,
  });
  const freePhoneId = await listPhoneByApi(playwright, baseURL, seller, {
    ...phone,
    name: freePhone,
  });
  const unofficialPhone = `iPhone 13 ${tag}`;
  const unofficialPhoneId = await listPhoneByApi(playwright, baseURL, seller, {
    ...phone,
    isAdvertised: false,
    name: unofficialPhone,
    official: false,
  });
  const buyerApi = await signInByApi(playwright, baseURL, buyer);
  const booking = await buyerApi.post("/api/bookedproducts", {
    data: { productId: bookedId, userLocation: "Dhaka", userPhone: "01712345678" },
  });
  expect(booking.ok()).toBe(true);
  const report = await buyerApi.patch(`/api/products/reported/${bookedId}`, {
    data: { reason: "The photo does not show the phone." },
  });
  expect(report.ok()).toBe(true);
  // The buyer's Favourites page lists the free phone.
  expect((await buyerApi.put(`/api/favourites/${freePhoneId}`)).ok()).toBe(true);
  // A saved search fills the buyer's Saved searches page (its buttons and email choice).
  const saved = await buyerApi.post("/api/saved-searches", {
    data: { name: `Galaxy ${tag}`, search: { q: "galaxy", brand: "Samsung" }, email: "daily" },
  });
  expect(saved.ok()).toBe(true);

  return {
    tag,
    seller,
    buyer,
    bookedPhone,
    freePhone,
    freePhoneId,
    unofficialPhone,
    unofficialPhoneId,
    sellerId: seller.id,
    cookies: {
      buyer: await cookiesOf(buyerApi),
      seller: await cookiesOf(await signInByApi(playwright, baseURL, seller)),
      admin: await cookiesOf(await signInByApi(playwright, baseURL, ADMIN)),
    },
  };
}
