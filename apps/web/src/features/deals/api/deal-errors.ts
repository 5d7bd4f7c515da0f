import { ApiRequestError, byErrorCode, hasErrorCode, type KnownErrorCode } from "@/lib/api-client";
import { errorMessage } from "@/lib/error-message";
import type { MessageId } from "@/lib/i18n/catalog";
import { t } from "@/lib/i18n/i18n";
import { sharedText } from "@/lib/i18n/shared-text";

/** The deal's own refusals (docs/decisions/030-deals.md), in the reader's words. */
const MESSAGE_OF_CODE: Partial<Record<KnownErrorCode, MessageId>> = {
  DEAL_ALREADY_ACCEPTED: "deals.error.alreadyAccepted",
  HANDOVER_LOCKED: "deals.handover.locked",
  RATE_LIMITED: "deals.thread.tooFast",
  ALREADY_REPORTED: "deals.error.alreadyReported",
};

/** The first field message of a 400 (`details: [{path, message}]`), translated. */
function fieldMessage(error: ApiRequestError): string | null {
  if (error.statusCode !== 400 || !Array.isArray(error.details)) return null;
  const first = (error.details as Array<{ message?: unknown }>)[0];
  return typeof first?.message === "string" ? sharedText(first.message) : null;
}

/** Words for a failed deal step or message: the deal's own first, then the app's. */
export function dealErrorMessage(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return errorMessage(error);
  if (hasErrorCode(error, "WRONG_HANDOVER_CODE")) {
    const details = error.details as { triesLeft?: unknown } | undefined;
    const count = typeof details?.triesLeft === "number" ? details.triesLeft : 0;
    return t("deals.handover.wrong", { count });
  }
  const id = byErrorCode(MESSAGE_OF_CODE, error.code);
  if (id) return t(id);
  return fieldMessage(error) ?? errorMessage(error);
}

/** Whether the failure says the meetup changed before it was confirmed (409 on confirm). */
export function isConflict(error: unknown): boolean {
  return error instanceof ApiRequestError && error.statusCode === 409;
}
