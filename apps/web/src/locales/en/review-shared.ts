import { REVIEW_MESSAGES } from "@bechedaw/shared/review-messages";
import { prefixed } from "./shared";

/**
 * The listing review's validation messages (decision 023), shared with the server like
 * en/shared.ts's; part of the admin catalog, loaded with the admin pages, to keep them off the
 * home page's weight. bn/review-shared.ts translates them.
 */
export default prefixed("shared.review", REVIEW_MESSAGES);
