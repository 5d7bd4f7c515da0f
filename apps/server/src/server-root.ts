import { fileURLToPath } from "node:url";

/**
 * The apps/server folder. Both this file (src/) and the built server (dist/main.mjs, which
 * bundles it) sit one folder below it, so paths built from here hold in both.
 */
export const serverRoot = fileURLToPath(new URL("..", import.meta.url));
