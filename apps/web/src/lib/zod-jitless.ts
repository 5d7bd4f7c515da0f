import { config } from "zod/v4/core";

// Zod 4 compiles fast object parsers with `new Function`, and first probes whether it may; the
// CSP (script-src 'self', no 'unsafe-eval') refuses, which the browser reports as a violation
// on every page that parses a form. Jitless mode skips both the probe and the compiled path.
// Imported first by main.tsx, before any schema is built; only Zod's small config object lands
// in the entry chunk.
config({ jitless: true });
