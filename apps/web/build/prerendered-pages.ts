import fs from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Alias, type Plugin } from "vite";
import type { prerenderPages } from "../src/prerender/prerender-page.tsx";

/** Renders every prerendered page at build time; run once, then removed. */
const PRERENDER_ENTRY = "src/prerender/prerender-page.tsx";
/** Renders a category page with its phones at run time, on the server (decision 036). */
const CATEGORY_ENTRY = "src/prerender/category-page-ssr.tsx";
/** Where the server looks for them (apps/server/src/plugins/prerendered-pages.ts). */
const OUTPUT = ".prerender/pages.json";
/**
 * The server build, a dot folder so it is never served as files; the server imports
 * `.ssr/category-page.mjs` the first time it serves a category page
 * (apps/server/src/plugins/server-rendered-pages.ts).
 */
const SSR_DIR = ".ssr";

/**
 * After the build, makes a server build of the app into dist/.ssr: the category page's renderer
 * (kept for the server) and the prerenderer, which renders each page of
 * src/prerender/prerendered-paths.ts in every language and writes `{ [locale]: { [path]: html } }`
 * to dist/.prerender/pages.json (a dot folder, so it is never served as a file). The server puts
 * a page's HTML into `#root`, so its heading paints from the HTML instead of after the JavaScript
 * has run (docs/decisions/017).
 */
export function prerenderedPages(alias: Alias[]): Plugin {
  let root = "";
  let outDir = "";
  return {
    name: "bechedaw:prerendered-pages",
    apply: "build",
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      // The app's dependencies (React and the rest) stay imports, resolved from node_modules.
      const ssrDir = path.join(outDir, SSR_DIR);
      await build({
        configFile: false,
        root,
        logLevel: "error",
        resolve: { alias },
        build: {
          ssr: true,
          outDir: ssrDir,
          emptyOutDir: true,
          copyPublicDir: false,
          rolldownOptions: {
            input: { "category-page": CATEGORY_ENTRY, "prerender-page": PRERENDER_ENTRY },
            output: { entryFileNames: "[name].mjs", chunkFileNames: "[name]-[hash].mjs" },
          },
        },
      });
      const prerenderer = path.join(ssrDir, "prerender-page.mjs");
      try {
        const module = (await import(pathToFileURL(prerenderer).href)) as {
          prerenderPages: typeof prerenderPages;
        };
        const file = path.join(outDir, OUTPUT);
        await fs.mkdir(path.dirname(file), { recursive: true });
        await fs.writeFile(file, JSON.stringify(await module.prerenderPages()));
      } finally {
        await fs.rm(prerenderer, { force: true });
      }
    },
  };
}
