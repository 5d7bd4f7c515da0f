import { z } from "zod";

/**
 * Every error code our own server answers with, mapped to its HTTP status. A code names one
 * meaning and is reused wherever that meaning occurs; clients show their own words for it (the
 * English `message` beside it is for API clients and logs). Codes are stable: never rename one.
 */
export const ERROR_STATUS = {
  // 400: bad input
  /** The input does not match the route's schema; `details` lists the failing fields. */
  VALIDATION_ERROR: 400,
  /** The request body is not valid JSON (or is empty where JSON is required). */
  INVALID_JSON: 400,
  /** A request Fastify cannot read: a body that does not match its Content-Length, and the like. */
  BAD_REQUEST: 400,
  /**
   * The URL has a broken percent-encoding, or its path is not in its one spelling (a
   * percent-encoded letter or digit, `//`, a `.` or `..` segment, `/API` for `/api`).
   */
  BAD_URL: 400,
  /** A text field holds a NUL character, which no text may contain. */
  TEXT_HAS_NUL: 400,
  /** `cursor` is not a page cursor this server made. */
  INVALID_CURSOR: 400,
  /** An upload without a file in the multipart field `image`. */
  IMAGE_REQUIRED: 400,
  /** The multipart upload broke off or is malformed. */
  IMAGE_UNREADABLE: 400,
  /** An email verification link past its 24 hours (docs/decisions/026-email-verification.md). */
  EMAIL_LINK_EXPIRED: 400,
  /** An email verification link that was altered, or whose account is gone. */
  EMAIL_LINK_INVALID: 400,
  /** A product's `img` (or one of its `extraPhotos`) is not a photo the calling seller uploaded. */
  IMAGE_NOT_YOURS: 400,
  /** One of a listing's `extraPhotos` is already a photo of another listing. */
  PHOTO_IN_USE: 400,
  /** A password reset link that was never sent, or was changed (a token copied only in part). */
  RESET_LINK_INVALID: 400,

  // 401: not signed in
  /** Not signed in, or the session has ended. */
  UNAUTHORIZED: 401,

  // 403: not allowed
  /** The caller may not do this (any other refusal). */
  FORBIDDEN: 403,
  /** A write carrying the session cookie came from a page of another origin (or named none). */
  CROSS_SITE_REQUEST: 403,
  /** Only sellers may do this (upload photos, list, advertise or sell phones). */
  NOT_A_SELLER: 403,
  /** Listing phones and asking for a seller tier wait until the email address is confirmed. */
  EMAIL_NOT_VERIFIED: 403,
  /** Only admins may do this; also a caller demoted while the request ran. */
  NOT_AN_ADMIN: 403,
  /** `?email=` (or the path's email) names someone else's account. */
  NOT_YOUR_ACCOUNT: 403,
  /** The product belongs to another seller. */
  NOT_PRODUCT_OWNER: 403,
  /** The booking belongs to another buyer. */
  NOT_BOOKING_OWNER: 403,
  /** A seller tried to book, report or save their own phone. */
  OWN_PRODUCT: 403,
  /** An admin tried to delete their own account. */
  CANNOT_DELETE_SELF: 403,
  /** An admin tried to remove their own admin rights. */
  CANNOT_DEMOTE_SELF: 403,
  /** An admin tried to ban themselves. */
  CANNOT_BAN_SELF: 403,
  /** Admins cannot be banned (demote them first). */
  CANNOT_BAN_ADMIN: 403,
  /** Account settings: the password typed to change the password or delete the account is wrong. */
  WRONG_PASSWORD: 403,
  /** Deleting an account without a password: the email address typed is not the account's. */
  WRONG_EMAIL: 403,
  /** A password reset link for another account than the one signed in on this browser. */
  RESET_LINK_OTHER_ACCOUNT: 403,
  /** The caller is neither the deal's buyer nor its seller (nor, for reading it, an admin). */
  NOT_A_DEAL_SIDE: 403,

  // 404: unknown
  /** No such route or thing (any other 404). */
  NOT_FOUND: 404,
  /** No route with this method and path (API, asset, or any page when there is no web build). */
  ROUTE_NOT_FOUND: 404,
  /** No user with this id or email. */
  USER_NOT_FOUND: 404,
  /** No seller with this email (the user may exist but is no seller). */
  SELLER_NOT_FOUND: 404,
  /** No product with this id (a malformed id too); also a deleted product. */
  PRODUCT_NOT_FOUND: 404,
  /** No booking with this id, or none of this phone that can still be sold to. */
  BOOKING_NOT_FOUND: 404,
  /** No stored photo with this file name. */
  IMAGE_NOT_FOUND: 404,
  /** No seller verification request with this id (a malformed id too). */
  VERIFICATION_REQUEST_NOT_FOUND: 404,
  /** No notification of the caller's with this id (another user's is unknown too). */
  NOTIFICATION_NOT_FOUND: 404,
  /** No deal message with this id (a malformed id too), or one the caller may not see. */
  MESSAGE_NOT_FOUND: 404,
  /** No visible review with this id (a malformed id too). */
  REVIEW_NOT_FOUND: 404,
  /** No deal (booking) with this id (a malformed id too). */
  DEAL_NOT_FOUND: 404,
  /** No saved search of the caller's with this id (another user's is unknown too). */
  SAVED_SEARCH_NOT_FOUND: 404,

  // 409: conflicts with the current state
  /** The request conflicts with the current state (any other conflict). */
  CONFLICT: 409,
  /** The buyer has booked this phone already. */
  ALREADY_BOOKED: 409,
  /** The phone is sold: it can no longer be booked or advertised. */
  PRODUCT_SOLD: 409,
  /** The listing is held for review or was rejected: it cannot be advertised or sold yet. */
  PRODUCT_NOT_PUBLISHED: 409,
  /** The seller has marked this phone sold already. */
  ALREADY_MARKED_SOLD: 409,
  /** The phone was sold through this booking, which therefore stays. */
  CANNOT_CANCEL_SOLD: 409,
  /** The caller has reported this product (or message, or review) already. */
  ALREADY_REPORTED: 409,
  /** The deal has ended (the phone went to someone else): its thread takes no new message. */
  DEAL_ENDED: 409,
  /** Only a deal sold through the handover code can be reviewed. */
  REVIEW_NOT_ALLOWED: 409,
  /** The caller has reviewed the other side of this deal already. */
  ALREADY_REVIEWED: 409,
  /** Only sellers can be verified. */
  CANNOT_VERIFY_NON_SELLER: 409,
  /** `POST /api/users/me/seller`: the caller sells already. */
  ALREADY_A_SELLER: 409,
  /** Only buyers can be made admins. */
  CANNOT_PROMOTE_NON_BUYER: 409,
  /** Only admins can be demoted. */
  CANNOT_DEMOTE_NON_ADMIN: 409,
  /** The last admin can be neither deleted nor demoted. */
  LAST_ADMIN: 409,
  /** An email verification link followed once already: the address is confirmed. */
  EMAIL_LINK_USED: 409,
  /** A seller verification request of this kind is already waiting for an admin. */
  VERIFICATION_PENDING: 409,
  /** The seller has the tier this request asks for already (identity checked, shop verified). */
  ALREADY_VERIFIED: 409,
  /** A shop request from a seller whose identity is not checked yet. */
  IDENTITY_NOT_VERIFIED: 409,
  /** The verification request has been approved or rejected already. */
  ALREADY_DECIDED: 409,
  /** Another deal of this phone is accepted already (one accepted deal per phone). */
  DEAL_ALREADY_ACCEPTED: 409,
  /** This step of the deal is not possible now (its status moved on, or it is not the caller's turn). */
  DEAL_STEP_CONFLICT: 409,
  /** The meetup was changed since the caller read it: the version confirmed is not the current one. */
  MEETUP_CHANGED: 409,
  /** The handover code is wrong; `details.triesLeft` says how many tries remain. */
  WRONG_HANDOVER_CODE: 409,
  /** Five wrong handover codes locked the handover: the seller may only sell outside or cancel. */
  HANDOVER_LOCKED: 409,
  /** `PATCH /api/products/:id/sold` with a `bookingId`: selling to a buyer is the handover code. */
  HANDOVER_CODE_REQUIRED: 409,
  /** The caller has saved as many phones as one may (`MAX_FAVOURITES`): remove one first. */
  FAVOURITES_LIMIT_REACHED: 409,
  /** The caller has saved as many searches as one may (`MAX_SAVED_SEARCHES`). */
  SAVED_SEARCHES_FULL: 409,

  // 410: gone for good
  /** A password reset link that has been used already (each works once). */
  RESET_LINK_USED: 410,
  /** A password reset link older than its hour. */
  RESET_LINK_EXPIRED: 410,

  // 413 and 415: uploads and bodies
  /** The request body is over the 1 MiB limit. */
  PAYLOAD_TOO_LARGE: 413,
  /** The photo file is over 10 MB. */
  IMAGE_TOO_LARGE: 413,
  /** The photo has more than 40 megapixels. */
  IMAGE_TOO_MANY_PIXELS: 413,
  /** The body's Content-Type is not one this route reads (JSON, mostly). */
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** A photo upload that is not multipart/form-data. */
  MULTIPART_REQUIRED: 415,
  /** The uploaded file is not a JPEG, PNG, WebP or AVIF photo. */
  UNSUPPORTED_IMAGE_TYPE: 415,

  // 429 and 500
  /** Too many requests from this address; try again after `retry-after` seconds. */
  RATE_LIMITED: 429,
  /** The seller has uploaded as many photos as a day allows. */
  UPLOAD_QUOTA_REACHED: 429,
  /** A listing's IMEIs, or a seller's, were changed as often as a day allows. */
  IMEI_CHANGES_LIMITED: 429,
  /** Too many password reset requests for this address, or from this client, in an hour. */
  RESET_RATE_LIMITED: 429,
  /** Something failed on the server; details are logged, never sent. */
  INTERNAL_ERROR: 500,
  /** Too many photos are being processed; try again after `retry-after` seconds. */
  UPLOADS_BUSY: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * The Better Auth codes a client can meet under `/api/auth` (its status beside it), through the
 * calls the web app makes: sign-up, sign-in (email and Google), sign-out, get-session and
 * update-user. Better Auth also answers with our `VALIDATION_ERROR` (sign-up, update-user),
 * `UNAUTHORIZED`, and, for a refusal without a code of its own, the generic code of its status
 * (`BAD_REQUEST`, `NOT_FOUND`, `RATE_LIMITED`…).
 */
export const AUTH_ERROR_STATUS = {
  /** Sign-in: no account with this email and password. */
  INVALID_EMAIL_OR_PASSWORD: 401,
  /** Sign-in: an admin banned this account (docs/decisions/023-listing-review.md). */
  ACCOUNT_BANNED: 403,
  /** Sign-up: an account with this email exists already. */
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 422,
  /** update-user: the field (role, verified, email…) cannot be changed by its owner. */
  FIELD_NOT_ALLOWED: 400,
  /** send-verification-email: the signed-in user's address is confirmed already. */
  EMAIL_ALREADY_VERIFIED: 400,
  /** send-verification-email: the email is not the signed-in user's. */
  EMAIL_MISMATCH: 400,
  /** Social sign-in: the provider (Google) is not set up on this server. */
  PROVIDER_NOT_FOUND: 404,
  /** A browser request from another site's page (CSRF check). */
  INVALID_ORIGIN: 403,
  /** A request with cookies and no Origin header (CSRF check). */
  MISSING_OR_NULL_ORIGIN: 403,
  /** Social sign-in: `callbackURL` points outside this site. */
  INVALID_CALLBACK_URL: 403,
  /** Social sign-in: `errorCallbackURL` points outside this site. */
  INVALID_ERROR_CALLBACK_URL: 403,
} as const;
export type AuthErrorCode = keyof typeof AUTH_ERROR_STATUS;

/** Every code a client must be able to put in words: ours and Better Auth's. */
export type ClientErrorCode = ErrorCode | AuthErrorCode;

/** Whether an error's `code` is one the client knows (else it shows the server's message). */
export function isClientErrorCode(code: unknown): code is ClientErrorCode {
  return (
    typeof code === "string" &&
    (Object.hasOwn(ERROR_STATUS, code) || Object.hasOwn(AUTH_ERROR_STATUS, code))
  );
}

/** The one error shape of the API (and of Better Auth, which adds only statusCode). */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  code: z
    .string()
    .describe(
      "Stable UPPER_SNAKE code, one per kind of failure (ERROR_STATUS and AUTH_ERROR_STATUS in @bechedaw/shared)",
    ),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
