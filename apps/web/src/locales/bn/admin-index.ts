import { compileCatalog } from "@/lib/i18n/compile-catalog";
import dealTalkShared from "./deal-talk-shared";
import admin from "./admin";
import review from "./review";
import reviewListings from "./review-listings";
import reviewShared from "./review-shared";

/** The admin pages' Bangla texts: a catalog of their own, loaded with those pages. */
export const MESSAGES = {
  ...dealTalkShared,
  ...admin,
  ...review,
  ...reviewListings,
  ...reviewShared,
};

export const messages = compileCatalog(MESSAGES);
