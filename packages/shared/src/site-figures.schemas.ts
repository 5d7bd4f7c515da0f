import { z } from "zod";

/** A figure the home page shows only from this many: a young site's small numbers stay hidden. */
export const SITE_FIGURE_MINIMUM = 10;

/** The home page's figures, counted in the database: true numbers, never invented ones. */
export const siteFiguresSchema = z.object({
  /** Listings anyone can book now. */
  phonesForSale: z.number().int().nonnegative(),
  /** Sellers who are not banned. */
  sellers: z.number().int().nonnegative(),
  /** Listings sold, through a deal or marked sold by their seller. */
  phonesSold: z.number().int().nonnegative(),
});
export type SiteFigures = z.infer<typeof siteFiguresSchema>;
