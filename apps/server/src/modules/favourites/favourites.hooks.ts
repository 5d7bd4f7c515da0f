import type { OnPriceDropped } from "../listings";
import type { Site } from "../notifications";
import { saversOf, tellSavers } from "./favourites.service";

/** The hook app.ts gives listings: a published phone's lower price tells who saved it. */
export function tellSaversOfPriceDrop(site: Site): OnPriceDropped {
  return {
    recipientsOf: saversOf,
    onDropped: (tx, product, recipients) =>
      tellSavers(tx, site, recipients, {
        kind: "favourite-price-dropped",
        productId: product.id,
        productName: product.name,
      }),
  };
}
