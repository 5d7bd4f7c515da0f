import { compileCatalog } from "@/lib/i18n/compile-catalog";
import savedSearches from "./saved-searches";
import dealTalkShared from "./deal-talk-shared";
import favouriteHeart from "./favourite-heart";
import find from "./find";
import passportShared from "./passport-shared";
import prices from "./prices";
import searchShared from "./search-shared";
import productFormShared from "./product-form-shared";

/** Finding a phone, English: a catalog of its own, loaded with the pages that need it. */
export const MESSAGES = {
  ...savedSearches,
  ...dealTalkShared,
  ...favouriteHeart,
  ...find,
  ...passportShared,
  ...productFormShared,
  ...prices,
  ...searchShared,
};

export const messages = compileCatalog(MESSAGES);
