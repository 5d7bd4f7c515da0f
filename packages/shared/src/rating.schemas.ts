import { z } from "zod";

/** A user's rating from reviews of real deals (docs/decisions/030-deals.md); `average` is null without any. */
export const ratingSchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
});
export type Rating = z.infer<typeof ratingSchema>;
