import { EMAIL_MESSAGES } from "@bechedaw/shared/email-messages";
import { prefixed } from "./shared";

/**
 * Email verification's refusals (decision 026), shared with the server like en/shared.ts's;
 * part of the dashboard's catalog. bn/email-shared.ts translates them.
 */
export default prefixed("shared.email", EMAIL_MESSAGES);
