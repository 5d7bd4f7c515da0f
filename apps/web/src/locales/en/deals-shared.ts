import { DEAL_MESSAGES } from "@bechedaw/shared/deal-messages";
import { prefixed } from "./shared";

/**
 * A deal's checks and refusals from the shared package: part of the "deals" catalog, loaded with
 * the deal page. bn/deals-shared.ts translates them.
 */
export default prefixed("shared.deal", DEAL_MESSAGES);
