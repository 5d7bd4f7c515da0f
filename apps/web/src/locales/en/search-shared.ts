import { SEARCH_MESSAGES } from "@bechedaw/shared/messages";
import { prefixed } from "./shared";

/**
 * The search's checks, shared with the server like en/shared.ts's; part of the "find" catalog,
 * which the search pages load, to keep them off the home page's weight. bn/search-shared.ts
 * translates them.
 */
export default prefixed("shared.search", SEARCH_MESSAGES);
