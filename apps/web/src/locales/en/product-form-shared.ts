import { PRODUCT_MESSAGES } from "@bechedaw/shared/messages";
import { PRODUCT_TOASTS, prefixed } from "./shared";

type ProductToast = (typeof PRODUCT_TOASTS)[number];

/**
 * The listing form's checks from the shared package (the product's toasts stay in en/shared.ts,
 * which every page loads): part of the "find" catalog, which the listing form loads, to keep
 * them off the home page's weight. bn/product-form-shared.ts translates them.
 */
const checks = Object.fromEntries(
  Object.entries(PRODUCT_MESSAGES).filter(
    ([key]) => !(PRODUCT_TOASTS as readonly string[]).includes(key),
  ),
) as Omit<typeof PRODUCT_MESSAGES, ProductToast>;

export default prefixed("shared.product", checks);
