import { PASSPORT_MESSAGES } from "@bechedaw/shared/passport-messages";
import { prefixed } from "./shared";

/**
 * The phone passport's validation messages (decision 020), shared with the server like
 * en/shared.ts's; part of the "find" catalog, which the listing form loads, to keep them off
 * the home page's weight. bn/passport-shared.ts translates them.
 */
export default prefixed("shared.passport", PASSPORT_MESSAGES);
