import { tooLongMessage } from "./messages";

/** The longest shop name and rejection reason, in characters. */
export const VERIFICATION_LIMITS = { shopName: 80, reason: 500, photoUrl: 200 } as const;

/**
 * Seller verification's texts (docs/decisions/024-seller-tiers.md): its checks and refusals,
 * shared by the server and the web app; apart from messages.ts so the web app loads them with
 * the dashboard, not with every page.
 */
export const VERIFICATION_MESSAGES = {
  photosRequired: "Add a photo of the document.",
  photosTooMany: "Send at most 2 photos: the front and the back.",
  photoInvalid: "Each photo must be the address of a private photo you uploaded.",
  photoRepeated: "The two photos must be different.",
  photoNotYours: "Each photo must be a private photo you uploaded.",
  shopNameRequired: "The shop's name is required.",
  shopNameTooShort: "The shop's name needs at least 2 characters.",
  shopNameTooLong: tooLongMessage("The shop's name", VERIFICATION_LIMITS.shopName),
  shopNameInvalid: "The shop's name may not contain control or text-direction characters.",
  shopNameReserved: "The shop's name may not pose as BecheDaw or its staff.",
  shopNameNotForIdentity: "Only a shop request has a shop name.",
  reasonRequired: "Say why the request is rejected: the seller sees it.",
  reasonTooLong: tooLongMessage("The reason", VERIFICATION_LIMITS.reason),
  reasonInvalid: "The reason may not contain control or text-direction characters.",
  pending: "A request of this kind is already waiting for an admin.",
  identityDone: "Your identity is checked already.",
  shopDone: "Your shop is verified already.",
  identityFirst: "Get your identity checked first: a shop needs a checked owner.",
  requestNotFound: "No verification request with this id.",
  alreadyDecided: "This request has been decided already.",
} as const;
