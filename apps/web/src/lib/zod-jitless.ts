import { z } from "zod/v4";

// Zod 4 compiles fast object parsers with `new Function`, and probes whether it may when a schema
// is built; the CSP (script-src 'self', no 'unsafe-eval') refuses, which the browser reports as
// a violation on every page with a form. Jitless mode skips both the probe and the compiled path.
// vite.config.ts points every `import … from "zod"` in the web build (the shared schemas too)
// here, so this runs before any schema is built, and only in the chunks that use Zod.
z.config({ jitless: true });

export * from "zod/v4";
