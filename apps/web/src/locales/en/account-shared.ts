import { ACCOUNT_MESSAGES } from "@bechedaw/shared/account-messages";
import { prefixed } from "./shared";

/**
 * The account settings' checks and refusals (decision 028), shared with the server like
 * en/shared.ts's; part of the dashboard's catalog. bn/account-shared.ts translates them.
 */
export default prefixed("shared.account", ACCOUNT_MESSAGES);
