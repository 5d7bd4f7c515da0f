import { randomBytes } from "node:crypto";
import { test as base, type Browser, type BrowserContext } from "@playwright/test";

export { expect } from "@playwright/test";

/** What React logs when the first render in the browser differs from the server's HTML. */
const HYDRATION_ERROR = /Minified React error #(418|423|425)\b|Hydration|hydrat(ed|ing)/i;

/** Collects, from every page of a browser context, the errors no page should ever log. */
function watchPages(context: BrowserContext, errors: string[]): void {
  context.on("weberror", (error) => {
    errors.push(`uncaught on ${error.page()?.url() ?? "?"}: ${error.error().message}`);
  });
  context.on("console", (message) => {
    if (message.type() === "error" && HYDRATION_ERROR.test(message.text())) {
      errors.push(`hydration on ${message.page()?.url() ?? "?"}: ${message.text()}`);
    }
  });
}

/**
 * Every spec's `test`: it fails when a page of the test (in its own context or one it opened
 * with `browser.newContext` or `browser.newPage`) throws an uncaught error or logs a
 * hydration error. `pageErrors` lists them as they come; a test that causes one on purpose
 * takes it out of the list.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ context, browser }, use) => {
      const errors: string[] = [];
      watchPages(context, errors);
      const newContext: Browser["newContext"] = browser.newContext.bind(browser);
      // browser.newPage opens its page in a browser.newContext, watched here as well.
      browser.newContext = async (options) => {
        const opened = await newContext(options);
        watchPages(opened, errors);
        return opened;
      };
      try {
        await use(errors);
      } finally {
        browser.newContext = newContext;
      }
      if (errors.length > 0)
        throw new Error(`A page threw or failed to hydrate:\n${errors.join("\n")}`);
    },
    { auto: true },
  ],
});

export const GOOGLE_USER = {
  sub: "google-user-1",
  email: "google.person@example.com",
  name: "Google Person",
};

export const PASSWORD = "correct-horse-1";

/** Created by the server at start-up from ADMIN_EMAIL and ADMIN_PASSWORD. */
export const ADMIN = { email: "admin@bechedaw.test", password: "e2e-admin-password" };

export function uniqueEmail(prefix: string) {
  return `${prefix}-${randomBytes(4).toString("hex")}@example.com`;
}
