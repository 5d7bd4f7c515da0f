import { CONTACT_MESSAGES } from "@bechedaw/shared/contact";
import { prefixed } from "./shared";

/**
 * The Contact page's messages from the shared package (its checks and its thanks), in the
 * "info" catalog that loads with the page; bn/contact-shared.ts translates them.
 */
export default prefixed("shared.contact", CONTACT_MESSAGES);
