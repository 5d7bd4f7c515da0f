import { z } from "zod";
import { BRANDS } from "./constants";

/** Suggestions start from this many letters typed (fewer would suggest nearly everything). */
export const SUGGESTIONS_MIN_LENGTH = 2;
/** The most suggestions one answer holds. */
export const SUGGESTIONS_LIMIT = 8;

/** The longest text suggestions are looked up for: a model's name is far shorter. */
export const SUGGESTIONS_MAX_LENGTH = 60;

/** What the top bar's search box has typed so far (the limit holds before trimming). */
export const searchSuggestionsQuerySchema = z.object({
  q: z.string().max(SUGGESTIONS_MAX_LENGTH).trim().min(SUGGESTIONS_MIN_LENGTH),
});

/**
 * One suggestion: a brand, or a model as sellers name it ("Galaxy A54 5G"), with how many
 * phones of it are for sale now.
 */
export const searchSuggestionSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("brand"), brand: z.enum(BRANDS), count: z.number().int() }),
  z.object({
    kind: z.literal("model"),
    brand: z.enum(BRANDS),
    model: z.string(),
    count: z.number().int(),
  }),
]);
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

export const searchSuggestionsSchema = z.object({
  suggestions: z.array(searchSuggestionSchema).max(SUGGESTIONS_LIMIT),
});
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>;
