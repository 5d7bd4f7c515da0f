import { z } from "zod";

/**
 * The filters of a search that can be taken off one at a time ("price" is both bounds). A
 * district named in the search's words is part of its text, not a filter.
 */
export const RELAXABLE_FILTERS = [
  "brand",
  "price",
  "location",
  "condition",
  "storage",
  "verified",
] as const;
export type RelaxableFilter = (typeof RELAXABLE_FILTERS)[number];

/**
 * What a search that found nothing could be instead: the closest model that has phones with the
 * same filters ("did you mean"), and each filter whose removal finds phones, with how many
 * (exact up to the search's count cap, else "1000+"), most first.
 */
export const searchAlternativesSchema = z.object({
  didYouMean: z.object({ q: z.string(), count: z.string() }).nullable(),
  withoutFilter: z.array(z.object({ filter: z.enum(RELAXABLE_FILTERS), count: z.string() })),
});
export type SearchAlternatives = z.infer<typeof searchAlternativesSchema>;
