import { DEAL_TALK_MESSAGES } from "@bechedaw/shared/deal-talk-messages";
import { prefixed } from "./shared";

/**
 * A deal's thread and reviews: the server's refusals (docs/decisions/030-deals.md), shared with
 * the server like en/shared.ts's; part of the admin and find catalogs, loaded with their pages.
 * bn/deal-talk-shared.ts translates them.
 */
export default prefixed("shared.dealTalk", DEAL_TALK_MESSAGES);
