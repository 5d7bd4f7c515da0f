import { z } from "zod";

/**
 * `/:id` in a URL (a product, booking or user). Any string up to 100 characters: an id that is
 * malformed is answered like one that does not exist, with a 404.
 */
export const idParamsSchema = z.object({ id: z.string().max(100) });
