import { z } from "zod";
import {
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_EMAILS,
  SAVED_SEARCH_NAME_MAX,
} from "./saved-searches.constants";
import { savedSearchQuerySchema } from "./search.schemas";
import { isSafeName } from "./text";

export const SAVED_SEARCH_MESSAGES = {
  nameRequired: "Give the search a name.",
  nameTooLong: `A saved search's name is at most ${SAVED_SEARCH_NAME_MAX} characters.`,
  nameInvalid: "The name may not contain control or text-direction characters.",
  full: `You can save at most ${MAX_SAVED_SEARCHES} searches: delete one first.`,
  notFound: "No saved search of yours has this id.",
  nothingToChange: "Name at least one change: name, paused or email.",
} as const;

const savedSearchName = z
  .string()
  .max(SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_MESSAGES.nameTooLong)
  .trim()
  .min(1, SAVED_SEARCH_MESSAGES.nameRequired)
  .refine(isSafeName, SAVED_SEARCH_MESSAGES.nameInvalid);

/** `POST /api/saved-searches`: a name, the search as `GET /api/products` takes it, the emails. */
export const createSavedSearchSchema = z
  .object({
    name: savedSearchName,
    search: savedSearchQuerySchema,
    email: z.enum(SAVED_SEARCH_EMAILS).default("off"),
  })
  .strict();
export type CreateSavedSearch = z.input<typeof createSavedSearchSchema>;

/** `PATCH /api/saved-searches/:id`: rename, pause or resume, choose the emails. */
export const updateSavedSearchSchema = z
  .object({
    name: savedSearchName.optional(),
    paused: z.boolean().optional(),
    email: z.enum(SAVED_SEARCH_EMAILS).optional(),
  })
  .strict()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: SAVED_SEARCH_MESSAGES.nothingToChange,
  });
export type UpdateSavedSearch = z.input<typeof updateSavedSearchSchema>;

/** One saved search, as its owner reads it. */
export const savedSearchSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** The search's parameters as the search page's URL carries them. */
  search: z.record(z.string(), z.string()),
  /** The search page that runs it (`/phones?…`). */
  path: z.string(),
  email: z.enum(SAVED_SEARCH_EMAILS),
  paused: z.boolean(),
  createdAt: z.string(),
  lastEmailedAt: z.string().nullable(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchListSchema = z.array(savedSearchSchema);

/**
 * A search's parameters as the search page's URL carries them, in one order, empty ones left
 * out: what a saved search stores and opens.
 */
export function savedSearchParams(
  search: Record<string, string | number | boolean | undefined>,
): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of Object.keys(search).sort()) {
    const value = search[key];
    if (value === undefined || value === "") continue;
    params[key] = String(value);
  }
  return params;
}

/** The search page of a saved search's parameters. */
export function savedSearchPath(params: Record<string, string>): string {
  // In one order whatever the stored order (jsonb keeps keys in its own).
  const sorted = Object.keys(params)
    .sort()
    .map((key): [string, string] => [key, params[key] ?? ""]);
  const query = new URLSearchParams(sorted).toString();
  return query === "" ? "/phones" : `/phones?${query}`;
}
