import { DEAL_MESSAGES } from "@bechedaw/shared/deal-messages";

type DealTexts = { [K in keyof typeof DEAL_MESSAGES as `shared.deal.${K}`]: string };

/**
 * A deal's checks and refusals from the shared package: part of the "deals" catalog, loaded with
 * the deal page. bn/deals-shared.ts translates them. (Prefixed here rather than with
 * en/shared.ts's `prefixed`: importing that file would split the shared messages out of the
 * home page's chunk into one more file to download.)
 */
export default Object.fromEntries(
  Object.entries(DEAL_MESSAGES).map(([key, text]) => [`shared.deal.${key}`, text]),
) as DealTexts;
