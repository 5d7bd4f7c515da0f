import { randomBytes } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import sharp from "sharp";
import { signInByApi, signUpByApi, testPassport } from "./api-helpers";

type Listing = { name: string; price: number; location: string; photos: number };

const COLOURS = ["#3b6ea5", "#a53b3b", "#3ba55c", "#a5873b"];

/** A seller's phone with several photos, condition and storage, listed through the API. */
async function listPhone(api: APIRequestContext, phone: Listing): Promise<string> {
  const urls: string[] = [];
  for (let i = 0; i < phone.photos; i++) {
    const buffer = await sharp({
      create: { width: 800, height: 600, channels: 3, background: COLOURS[i % COLOURS.length]! },
    })
      .png()
      .toBuffer();
    const upload = await api.post("/api/images", {
      multipart: { image: { name: `photo-${i}.png`, mimeType: "image/png", buffer } },
    });
    expect(upload.ok()).toBe(true);
    urls.push(((await upload.json()) as { data: { url: string } }).data.url);
  }
  const created = await api.post("/api/products", {
    data: {
      name: phone.name,
      img: urls[0],
      extraPhotos: urls.slice(1),
      brand: "Apple",
      condition: "good",
      storage: 128,
      passport: testPassport(),
      description: {
        resalePrice: phone.price,
        originalPrice: phone.price * 2,
        yearsOfUse: "6 months",
        location: phone.location,
        text: "Battery health 91%.\nBoxed.",
      },
    },
  });
  expect(created.ok()).toBe(true);
  return ((await created.json()) as { insertedId: string }).insertedId;
}

const cardNames = (page: Page) => page.getByRole("article").getByRole("heading", { level: 2 });

test("a visitor searches with a typo, filters, sorts, opens a phone, swipes its photos and shares it", async ({
  page,
  context,
  request,
  playwright,
  baseURL,
}) => {
  const tag = randomBytes(3).toString("hex");
  const seller = await signUpByApi(request, baseURL!, "Seller", `Find Seller ${tag}`);
  const api = await signInByApi(playwright, baseURL!, seller);
  const dear = `iPhone 13 128GB ${tag} boxed`;
  const cheap = `iPhone 13 128GB ${tag}`;
  const dearId = await listPhone(api, { name: dear, price: 62000, location: "Dhaka", photos: 3 });
  await listPhone(api, { name: cheap, price: 48000, location: "Sylhet", photos: 1 });
  await api.dispose();

  // A visitor (no account) types a misspelt model into the top bar's search box.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  await page.getByRole("searchbox", { name: "Search phones" }).fill(`iphon 13 ${tag}`);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/phones\?q=iphon\+13\+/);
  await expect(cardNames(page).filter({ hasText: tag })).toHaveCount(2);
  await expect(page.getByRole("status").filter({ hasText: /phones? found/ })).toHaveText(
    "2 phones found",
  );

  // A district filter narrows the list and lives in the address; Back undoes it.
  await page.getByLabel("District").selectOption("Sylhet");
  await expect(page).toHaveURL(/location=Sylhet/);
  await expect(cardNames(page)).toHaveText([cheap]);
  await page.goBack();
  await expect(cardNames(page)).toHaveCount(2);

  // A price range typed in Bangla digits.
  await page.getByLabel("From").fill("৫০০০০");
  await page.getByRole("button", { name: "Apply price" }).click();
  await expect(page).toHaveURL(/minPrice=50000/);
  await expect(cardNames(page)).toHaveText([dear]);
  await page.goBack();

  // Sorted by price, both ways.
  await page.getByLabel("Sort by").selectOption("price-asc");
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect(cardNames(page)).toHaveText([cheap, dear]);
  await page.getByLabel("Sort by").selectOption("price-desc");
  await expect(cardNames(page)).toHaveText([dear, cheap]);

  // Nothing matches: the empty state clears the filters.
  await page.getByLabel("District").selectOption("Bandarban");
  await expect(page.getByText("No phones match your search")).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).last().click();
  await expect(page).not.toHaveURL(/location=/);
  await expect(cardNames(page)).toHaveCount(2);

  // The phone's own page.
  await page.getByRole("link", { name: dear, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/phones/${dearId}$`));
  await expect(page.getByRole("heading", { level: 1, name: dear })).toBeVisible();
  await expect(page.getByText("Visible wear; everything works.")).toBeVisible();
  await expect(page.getByText("Battery health 91%.")).toBeVisible();
  await expect(page.getByRole("link", { name: `See Find Seller ${tag}'s profile` })).toBeVisible();

  // Photos: a sideways drag turns to the next, the arrow keys go on.
  const photo = page.getByTestId("gallery-photo");
  await expect(photo.getByRole("img")).toHaveAttribute("alt", `${dear}: Photo 1 of 3`);
  const box = (await photo.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.8, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.3, y, { steps: 5 });
  await page.mouse.up();
  await expect(photo.getByRole("img")).toHaveAttribute("alt", `${dear}: Photo 2 of 3`);
  await page.getByRole("button", { name: "Next photo" }).first().focus();
  await page.keyboard.press("ArrowRight");
  await expect(photo.getByRole("img")).toHaveAttribute("alt", `${dear}: Photo 3 of 3`);

  // Share without the Web Share API copies the link.
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.evaluate(() => {
    Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
  });
  await page.getByRole("button", { name: "Share" }).click();
  await expect(page.getByText("Link copied.", { exact: false })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    new RegExp(`/phones/${dearId}$`),
  );

  // With the Web Share API the browser's own sheet gets the link.
  await page.evaluate(() => {
    const shared: unknown[] = [];
    Object.assign(window, { shared });
    Object.defineProperty(navigator, "share", {
      value: (data: unknown) => {
        shared.push(data);
        return Promise.resolve();
      },
      configurable: true,
    });
  });
  await page.getByRole("button", { name: "Share" }).click();
  const shared = await page.evaluate(() => (window as unknown as { shared: unknown[] }).shared);
  expect(shared).toEqual([{ title: dear, url: expect.stringMatching(`/phones/${dearId}$`) }]);

  // A visitor who books is asked to log in, and comes back here after.
  await page.getByRole("button", { name: "Book Now" }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("the served HTML of a phone's page carries its title, photo and price for link previews", async ({
  request,
  playwright,
  baseURL,
}) => {
  const tag = randomBytes(3).toString("hex");
  const seller = await signUpByApi(request, baseURL!, "Seller", `Preview Seller ${tag}`);
  const api = await signInByApi(playwright, baseURL!, seller);
  const name = `Galaxy preview ${tag}`;
  const id = await listPhone(api, { name, price: 45000, location: "Dhaka", photos: 2 });
  await api.dispose();

  const html = await (await request.get(`/phones/${id}`)).text();
  expect(html).toMatch(new RegExp(`<meta property="og:title" content="[^"]*${name}`));
  expect(html).toMatch(/<meta property="og:image" content="[^"]+\/images\/[^"]+"/);
  expect(html).toMatch(/45,000|45000/);
});

test("a phone that is gone says so", async ({ page }) => {
  await page.goto("/phones/no-such-phone");
  await expect(page.getByRole("heading", { level: 1, name: "This phone is gone" })).toBeVisible();
  await page.getByRole("link", { name: "Find another phone" }).click();
  await expect(page).toHaveURL(/\/phones$/);
});
