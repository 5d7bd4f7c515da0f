import { PRODUCT_CHECK_MESSAGES } from "@bechedaw/shared/product-messages";
import { prefixed } from "./shared";

/**
 * The listing form's checks from the shared package (the product's toasts stay in en/shared.ts,
 * which every page loads): part of the "find" catalog, which the listing form loads, to keep
 * them off the home page's weight. bn/product-form-shared.ts translates them.
 */
export default prefixed("shared.product", PRODUCT_CHECK_MESSAGES);
