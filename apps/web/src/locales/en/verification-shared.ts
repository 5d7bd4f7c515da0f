import { VERIFICATION_MESSAGES } from "@bechedaw/shared/verification-messages";
import { prefixed } from "./shared";

/**
 * Seller verification's checks and refusals (decision 024), shared with the server like
 * en/shared.ts's; part of the dashboard's catalog, which the seller's and the admin's pages
 * load. bn/verification-shared.ts translates them.
 */
export default prefixed("shared.verification", VERIFICATION_MESSAGES);
