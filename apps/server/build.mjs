// Builds the server once into dist/main.mjs, which `npm start` and the end-to-end tests run
// with plain `node` (tsx is for `npm run dev` and the tests only).
// Our code, packages/shared's TypeScript and the pure-JavaScript dependencies go into one file;
// packages that load files next to themselves stay external: PGlite (its wasm and data files),
// sharp (a native module) and pg's optional native binding.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.dirname(fileURLToPath(import.meta.url));

await build({
  entryPoints: [path.join(root, "src/main.ts")],
  outfile: path.join(root, "dist/main.mjs"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  external: ["@electric-sql/pglite", "sharp", "pg-native"],
  // Bundled CommonJS packages call require() for Node's own modules.
  banner: {
    js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);',
  },
  legalComments: "none",
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: "warning",
});
