import { ApiRequestError, hasErrorCode } from "@/lib/api-client";
import { errorMessage } from "@/lib/error-message";
import { IMAGE_MESSAGES } from "./add-product-schema";
import { PhotoTooLargeError } from "./shrink-photo";
import type { MessageId } from "@/lib/i18n/catalog";
import { t } from "@/lib/i18n/i18n";

const IMAGE_ERRORS: Record<number, MessageId> = {
  413: "dashboard.photo.serverTooLarge",
  415: "dashboard.photo.serverNotImage",
};

/** Failures that belong to the photo: shown under the picker, and nowhere else. */
export function isImageError(error: unknown): boolean {
  return (
    error instanceof PhotoTooLargeError ||
    (error instanceof ApiRequestError && error.statusCode in IMAGE_ERRORS)
  );
}

/** Upload and save failures in words a seller can act on. */
export function addProductErrorMessage(error: unknown): string {
  if (error instanceof PhotoTooLargeError) return t(IMAGE_MESSAGES.tooLarge);
  if (error instanceof ApiRequestError) {
    const imageMessage = IMAGE_ERRORS[error.statusCode];
    if (imageMessage) return t(imageMessage);
    if (error.statusCode === 403) return t("products.add.sellersOnly");
  }
  return errorMessage(error);
}

/** Which photo (0 for the cover) the server refused to save with the listing, if it was one. */
export function photoIndexOfError(error: unknown): number | undefined {
  if (!hasErrorCode(error, "IMAGE_NOT_YOURS", "PHOTO_IN_USE")) return undefined;
  const [detail] = Array.isArray(error.details) ? (error.details as unknown[]) : [];
  const path = (detail as { path?: unknown } | undefined)?.path;
  const match = typeof path === "string" ? /^body\/(?:img|extraPhotos\/(\d+))$/.exec(path) : null;
  if (!match) return undefined;
  return match[1] === undefined ? 0 : Number(match[1]) + 1;
}

/** The photo field's error in the reader's language: the picker's own checks carry an id. */
export function imageErrorText(message: string | undefined): string | undefined {
  const ownCheck = Object.values(IMAGE_MESSAGES).find((id) => id === message);
  return ownCheck ? t(ownCheck) : message;
}
