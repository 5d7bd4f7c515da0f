// Builds the server once into dist/main.mjs, which `npm start` and the end-to-end tests run
// with plain `node` (tsx is for `npm run dev` and the tests only).
// Our code, packages/shared's TypeScript and the pure-JavaScript dependencies go into one file;
// packages that load files next to themselves stay external: PGlite (its wasm and data files),
// sharp (a native module) and pg's optional native binding.
// `node build.mjs --outfile <file>` builds elsewhere (the crash-consistency test's own copy).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.dirname(fileURLToPath(import.meta.url));
const outfileArg = process.argv.indexOf("--outfile");
const outfile =
  outfileArg > 0 ? path.resolve(process.argv[outfileArg + 1]) : path.join(root, "dist/main.mjs");

await build({
  entryPoints: [path.join(root, "src/main.ts")],
  outfile,
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

// esbuild escapes strings to ASCII but leaves regular-expression and tagged-template literals
// as they are. One character above U+00FF anywhere makes V8 hold the whole source (~6 MB) at two
// bytes a character for as long as the server runs: write such text as a string instead.
const source = fs.readFileSync(outfile, "latin1");
const wide = source.search(/[\u0080-\u00ff]/); // read as Latin-1: a UTF-8 sequence has bytes from 0x80
if (wide >= 0) {
  const around = fs.readFileSync(outfile, "utf8").slice(Math.max(0, wide - 60), wide + 40);
  console.error(`The server bundle is not ASCII, near: ${around}`);
  process.exit(1);
}
