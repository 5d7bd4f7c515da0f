import { REPORT_KINDS, TEXT_LIMITS } from "./constants";
import { tooLongMessage } from "./messages";

/**
 * The listing review's checks (docs/decisions/023-listing-review.md); apart from messages.ts so
 * the web app loads them with the report dialog and the admin pages, not with every page.
 */
export const REVIEW_MESSAGES = {
  reportKindInvalid: `Say what is wrong with the listing: one of ${REPORT_KINDS.join(", ")}.`,
  rejectionReasonRequired: "Write the reason for rejecting the listing: its seller reads it.",
  rejectionReasonTooLong: tooLongMessage("The reason", TEXT_LIMITS.rejectionReason),
  rejectionReasonInvalid: "The reason may not contain control or text-direction characters.",
} as const;
