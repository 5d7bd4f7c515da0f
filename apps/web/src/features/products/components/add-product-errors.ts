import { ApiRequestError } from "@/lib/api-client";
import { errorMessage } from "@/lib/error-message";
import { IMAGE_MESSAGES } from "./add-product-schema";
import { PhotoTooLargeError } from "./shrink-photo";

const IMAGE_ERRORS: Record<number, string> = {
  413: "This photo is too large. Choose one of at most 10 MB and 40 megapixels.",
  415: "This file is not a photo we can read. Choose a JPEG, PNG or WebP photo.",
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
  if (error instanceof PhotoTooLargeError) return IMAGE_MESSAGES.tooLarge;
  if (error instanceof ApiRequestError) {
    const imageMessage = IMAGE_ERRORS[error.statusCode];
    if (imageMessage) return imageMessage;
    if (error.statusCode === 403) return "Only seller accounts can add products.";
  }
  return errorMessage(error);
}
