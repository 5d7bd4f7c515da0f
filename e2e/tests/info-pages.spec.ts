import { randomBytes } from "node:crypto";
import { expect, test, ADMIN } from "./fixtures";
import { expectNoSeriousViolations } from "./axe";
import { waitForEmail } from "./mailbox";

/** Each footer link, the page it opens, and that page's heading, in both languages. */
const FOOTER_PAGES = [
  {
    en: "About us",
    bn: "আমাদের সম্পর্কে",
    path: "/about",
    h1: ["About BecheDaw", "BecheDaw সম্পর্কে"],
  },
  { en: "Contact", bn: "যোগাযোগ", path: "/contact", h1: ["Contact us", "যোগাযোগ"] },
  { en: "Help centre", bn: "সহায়তা কেন্দ্র", path: "/help", h1: ["Help centre", "সহায়তা কেন্দ্র"] },
  {
    en: "Terms of use",
    bn: "ব্যবহারের শর্তাবলি",
    path: "/terms",
    h1: ["Terms of use", "ব্যবহারের শর্তাবলি"],
  },
  {
    en: "Privacy policy",
    bn: "গোপনীয়তা নীতি",
    path: "/privacy",
    h1: ["Privacy policy", "গোপনীয়তা নীতি"],
  },
  { en: "Cookie policy", bn: "কুকি নীতি", path: "/cookies", h1: ["Cookie policy", "কুকি নীতি"] },
] as const;

for (const [index, language] of (["en", "bn"] as const).entries()) {
  test(`every footer link opens its own page, served with 200, in ${language === "en" ? "English" : "Bangla"}`, async ({
    page,
  }) => {
    for (const link of FOOTER_PAGES) {
      const response = await page.goto(`/?lang=${language}`);
      expect(response?.status()).toBe(200);
      await page.getByRole("contentinfo").getByRole("link", { name: link[language] }).click();
      await expect(page).toHaveURL(new RegExp(`${link.path}$`));
      await expect(page.getByRole("heading", { level: 1, name: link.h1[index] })).toBeVisible();
      expect((await page.request.get(`${link.path}?lang=${language}`)).status()).toBe(200);
    }
  });
}

test.describe("in Bangla at 375 px", () => {
  test.use({ locale: "bn-BD" });

  test("the Contact page checks a message as the server does and sends it to the admins", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1, name: "যোগাযোগ" })).toBeVisible();
    await page.getByRole("button", { name: "পাঠান" }).click();
    await expect(page.getByText("আপনার নাম লিখুন।")).toBeVisible();
    await expect(page.getByText("অন্তত ১০টি অক্ষর লিখুন।")).toBeVisible();
    await expectNoSeriousViolations(page);

    const name = `রিনা ${randomBytes(3).toString("hex")}`;
    await page.getByLabel("আপনার নাম").fill(name);
    await page.getByLabel("আপনার ইমেইল ঠিকানা").fill("rina@example.com");
    await page.getByLabel("আপনার বার্তা").fill("আমার দোকান কীভাবে যাচাই করাব?");
    await page.getByRole("button", { name: "পাঠান" }).click();
    await expect(
      page.getByText("ধন্যবাদ। আপনার বার্তা অ্যাডমিনদের কাছে পৌঁছেছে; তাঁরা ইমেইলে উত্তর দেবেন।"),
    ).toBeVisible();
    const email = await waitForEmail(ADMIN.email, (mail) => mail.text.includes(name));
    expect(email.text).toContain("আমার দোকান কীভাবে যাচাই করাব?");
    expect(email.text).toContain("rina@example.com");
  });
});
