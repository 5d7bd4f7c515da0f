import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { newImei, signUpByApi } from "./api-helpers";
import { waitForEmail } from "./mailbox";
import { expect, test, ADMIN, PASSWORD, uniqueEmail } from "./fixtures";

/** A medium date in Bangla: "৬ জানু, ২০২৫", Bangla digits and a Bangla month. */
const BANGLA_DATE = /^[০-৯]{1,2} [^\s0-9A-Za-z,]+, ২০[০-৯]{2}$/;

function cardOf(page: Page, name: string) {
  return page.getByRole("article").filter({ has: page.getByRole("heading", { name }) });
}

async function logInInBangla(page: Page, user: { email: string; password: string }) {
  await page.goto("/login");
  await page.getByLabel("ইমেইল").fill(user.email);
  await page.getByLabel("পাসওয়ার্ড").fill(user.password);
  await page.getByRole("button", { name: "লগইন", exact: true }).click();
  await expect(page.getByText("সফলভাবে লগইন হয়েছে")).toBeVisible();
}

async function logOutInBangla(page: Page) {
  await page.getByRole("button", { name: "লগআউট" }).click();
  await expect(page.getByRole("link", { name: "লগইন" })).toBeVisible();
}

test.describe("the main flows with a Bangla browser", () => {
  test.use({ locale: "bn-BD" });

  test("browse, sign up, add a phone, book it, verify the seller: all in Bangla", async ({
    page,
    request,
    playwright,
    baseURL,
  }) => {
    const tag = randomBytes(3).toString("hex");
    const phone = `Galaxy A54 ${tag}`;

    // Browse: the served HTML is already Bangla, and so is the page.
    const response = await page.goto("/");
    const html = await response!.text();
    expect(html).toContain('<html lang="bn"');
    expect(html).toContain("<title>BecheDaw: বাংলাদেশে পুরোনো ফোন</title>");
    await expect(page.getByRole("navigation", { name: "প্রধান" })).toContainText("হোম");
    await page.goto("/category/Samsung");
    await expect(page.getByRole("heading", { name: "সর্বশেষ পাওয়া যাচ্ছে এমন ফোন" })).toBeVisible();

    // Sign up as a seller through the Bangla form.
    const seller = { email: uniqueEmail("seller"), password: PASSWORD, name: `করিম ${tag}` };
    await page.goto("/signup");
    await expect(page.getByRole("heading", { name: "সাইন আপ" })).toBeVisible();
    await page.getByLabel("পুরো নাম").fill(seller.name);
    await page.getByLabel("ইমেইল ঠিকানা").fill(seller.email);
    await page.getByLabel("অ্যাকাউন্টের ধরন").selectOption("Seller");
    await expect(page.getByLabel("অ্যাকাউন্টের ধরন").locator("option:checked")).toHaveText("বিক্রেতা");
    await page.getByLabel("পাসওয়ার্ড").fill(seller.password);
    await page.getByRole("button", { name: "সাইন আপ", exact: true }).click();
    await expect(page.getByText("অ্যাকাউন্ট সফলভাবে তৈরি হয়েছে।")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(`আমরা ${seller.email} ঠিকানায় একটি লিংক`)).toBeVisible();

    // The confirmation email came in Bangla; its link confirms the address.
    const mail = await waitForEmail(seller.email);
    expect(mail.subject).toBe("BecheDaw-এ আপনার ইমেইল ঠিকানা নিশ্চিত করুন");
    await page.goto(mail.links.find((link) => link.includes("/verify-email"))!);
    await expect(
      page.getByText(
        `আপনার ইমেইল ঠিকানা ${seller.email} নিশ্চিত হয়েছে। এখন আপনি ফোন তালিকাভুক্ত করতে পারবেন।`,
      ),
    ).toBeVisible();

    // Add a phone, typing its prices in Bangla digits.
    await logInInBangla(page, seller);
    await page.goto("/dashboard");
    await page.getByRole("link", { name: "পণ্য যোগ করুন" }).click();
    await expect(page.getByRole("heading", { name: "পণ্য যোগ করুন" })).toBeVisible();
    await page.getByLabel("পণ্যের নাম").fill(phone);
    await page.getByLabel("ব্র্যান্ড").selectOption("Samsung");
    await page.getByLabel("বিক্রয়মূল্য").fill("৩৮৫০০");
    await page.getByLabel("আসল দাম").fill("৫৫০০০");
    await page.getByLabel("স্থান").selectOption("Gazipur");
    await page.getByLabel("কত দিন ব্যবহার").selectOption("3 months");
    await page.getByLabel("অবস্থা", { exact: true }).selectOption("excellent");
    await page.getByLabel("স্টোরেজ", { exact: true }).selectOption("128");
    // The IMEI in Bangla digits, as a Bangla keyboard types it.
    const imei = newImei().replace(/\d/g, (digit) => "০১২৩৪৫৬৭৮৯"[Number(digit)]!);
    await page.getByLabel("আইএমইআই", { exact: true }).fill(imei);
    await page.getByLabel("বিটিআরসি নিবন্ধন").selectOption("official");
    await page.getByLabel("ছবি", { exact: true }).setInputFiles({
      name: "phone.jpg",
      mimeType: "image/jpeg",
      buffer: await sharp({
        create: { width: 900, height: 1200, channels: 3, background: "#3b6ea5" },
      })
        .jpeg()
        .toBuffer(),
    });
    await expect(page.getByRole("img", { name: "১টির মধ্যে ১ নম্বর ছবি" })).toBeVisible();
    await page.getByRole("button", { name: "পণ্য যোগ করুন" }).click();
    await expect(page.getByText("পণ্য সফলভাবে যোগ হয়েছে।")).toBeVisible();
    await expect(page.getByRole("heading", { name: "আমার পণ্য" })).toBeVisible();
    const row = page.getByRole("table", { name: "আপনার পণ্য" }).getByRole("row", { name: phone });
    await expect(row).toContainText("৳৩৮,৫০০");
    await expect(row).toContainText("স্যামসাং · গাজীপুর");
    await page.getByRole("button", { name: `${phone}-এর বিজ্ঞাপন দিন` }).click();
    await expect(page.getByText("পণ্যের বিজ্ঞাপন সফলভাবে চালু হয়েছে।")).toBeVisible();
    await logOutInBangla(page);

    // A buyer finds it on the home page and books it.
    const buyer = await signUpByApi(request, baseURL!, "Buyer", `নাদিয়া ${tag}`);
    await logInInBangla(page, buyer);
    await page.goto("/");
    const card = cardOf(page, phone);
    await expect(card).toContainText("৳৩৮,৫০০");
    const posted = await card.locator("dt:has-text('পোস্টের তারিখ') + dd").textContent();
    expect(posted).toMatch(BANGLA_DATE);
    await card.getByRole("button", { name: "এখনই বুক করুন" }).click();
    const modal = page.getByRole("dialog", { name: `${phone} বুক করুন` });
    await expect(modal.getByLabel("দাম")).toHaveValue("৳৩৮,৫০০");
    await modal.getByLabel("ফোন নম্বর").fill("০১৭১২৩৪৫৬৭৮");
    await modal.getByLabel("দেখা করার স্থান").selectOption("Dhaka");
    await modal.getByRole("button", { name: "জমা দিন" }).click();
    await expect(page.getByText("সফলভাবে বুক করা হয়েছে")).toBeVisible();
    await page.goto("/dashboard/my-orders");
    const order = page.getByRole("row").filter({ hasText: phone });
    await expect(order).toContainText("৳৩৮,৫০০");
    await expect(order).toContainText("বিক্রেতার অপেক্ষায়");
    await logOutInBangla(page);

    // The seller sees who booked it, with a Bangla date.
    await logInInBangla(page, seller);
    await page.goto("/dashboard/my-products");
    await page.getByRole("button", { name: `${phone}-এর বুকিং দেখুন (১টি খোলা)` }).click();
    const bookings = page.getByRole("dialog", { name: `${phone}-এর বুকিং` });
    await expect(bookings).toContainText(`নাদিয়া ${tag}`);
    await expect(bookings).toContainText("দেখা করার জায়গা");
    await expect(bookings).toContainText("ঢাকা");
    const bookedOn = await bookings.getByRole("definition").last().textContent();
    expect(bookedOn).toMatch(BANGLA_DATE);
    await bookings.getByRole("button", { name: "বন্ধ করুন" }).click();
    await logOutInBangla(page);

    // An admin verifies the seller from All Sellers; the tick appears on the seller's card. A
    // new admin, so that no language saved on the shared admin account by other tests applies.
    const admin = await signUpByApi(request, baseURL!, "Buyer", `আসিফ ${tag}`);
    const adminApi = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { origin: baseURL! },
    });
    expect((await adminApi.post("/api/auth/sign-in/email", { data: ADMIN })).ok()).toBe(true);
    const promoted = await adminApi.patch(`/api/users/${admin.id}/role`, {
      data: { role: "Admin" },
    });
    expect(promoted.ok()).toBe(true);
    await adminApi.dispose();
    await logInInBangla(page, admin);
    await page.goto("/dashboard");
    await page.getByRole("link", { name: "সব বিক্রেতা" }).click();
    await expect(page.getByRole("heading", { name: "সব বিক্রেতা" })).toBeVisible();
    const sellerRow = page.getByRole("row").filter({ hasText: seller.email });
    await expect(sellerRow).toContainText("বিক্রেতা");
    await sellerRow.getByRole("button", { name: `${seller.name}-কে যাচাই করুন` }).click();
    await page
      .getByRole("dialog", { name: "এই বিক্রেতাকে যাচাই করবেন?" })
      .getByRole("button", { name: "যাচাই করুন" })
      .click();
    await expect(page.getByText("ব্যবহারকারীকে যাচাই করা হয়েছে।")).toBeVisible();
    await expect(
      sellerRow.getByRole("button", { name: `${seller.name}-কে যাচাই করুন` }),
    ).toHaveCount(0);
    await page.goto("/");
    await expect(cardOf(page, phone).getByLabel("যাচাই করা বিক্রেতা")).toBeVisible();
    await logOutInBangla(page);
  });
});
