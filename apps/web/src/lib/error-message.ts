import type { MessageId } from "./i18n/catalog";
import { activeLocale, t } from "./i18n/i18n";
import { sharedText } from "./i18n/shared-text";
import {
  ApiRequestError,
  byErrorCode,
  NETWORK_ERROR,
  OFFLINE,
  TIMEOUT,
  type KnownErrorCode,
} from "./api-client";

/** The words for each error code the web app can meet, in the reader's language. */
const MESSAGE_OF_CODE: Partial<Record<KnownErrorCode, MessageId>> = {
  INVALID_EMAIL_OR_PASSWORD: "common.error.wrongPassword",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "common.error.emailTaken",
  RATE_LIMITED: "common.error.rateLimited",
  PROVIDER_NOT_FOUND: "common.error.googleOff",
  UNAUTHORIZED: "common.error.logInFirst",
  FORBIDDEN: "common.error.forbidden",
  [NETWORK_ERROR]: "common.error.network",
  [OFFLINE]: "common.error.offline",
  [TIMEOUT]: "common.error.timeout",
  ALREADY_BOOKED: "common.error.alreadyBooked",
  PRODUCT_SOLD: "common.error.productSold",
  ALREADY_MARKED_SOLD: "common.error.alreadyMarkedSold",
  CANNOT_CANCEL_SOLD: "common.error.cannotCancelSold",
  ALREADY_REPORTED: "common.error.alreadyReported",
  OWN_PRODUCT: "common.error.ownProduct",
  LAST_ADMIN: "common.error.lastAdmin",
  CANNOT_DELETE_SELF: "common.error.cannotChangeSelf",
  CANNOT_DEMOTE_SELF: "common.error.cannotChangeSelf",
  CANNOT_VERIFY_NON_SELLER: "common.error.notASeller",
  CANNOT_PROMOTE_NON_BUYER: "common.error.notABuyer",
  CANNOT_DEMOTE_NON_ADMIN: "common.error.notAnAdmin",
  PRODUCT_NOT_FOUND: "common.error.phoneGone",
  IMAGE_NOT_YOURS: "common.error.photoNotYours",
  PHOTO_IN_USE: "common.error.photoInUse",
  ACCOUNT_BANNED: "common.error.accountBanned",
};

/** When a code has no words of its own, the words for its kind of failure. */
function messageOfStatus(status: number): MessageId {
  if (status === 429) return "common.error.rateLimited";
  if (status === 404) return "common.error.notFound";
  if (status === 409) return "common.error.conflict";
  if (status === 413) return "common.error.tooLarge";
  if (status === 415) return "common.error.notAnImage";
  if (status >= 400 && status < 500) return "common.error.badRequest";
  return "common.error.unknown";
}

/**
 * Words for a person, never a raw error code. Codes the web app knows get their own message;
 * for others the server's English message is shown to English readers (it is written for them)
 * and translated when it is one of the shared texts, else the failure's kind is named.
 */
export function errorMessage(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return t("common.error.unknown");
  const id = byErrorCode(MESSAGE_OF_CODE, error.code);
  if (id) return t(id);
  const translated = sharedText(error.message);
  if (translated !== error.message || activeLocale() === "en") return translated;
  return t(messageOfStatus(error.statusCode));
}
