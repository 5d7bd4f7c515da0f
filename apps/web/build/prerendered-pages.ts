import fs from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Alias, type Plugin } from "vite";
import type { prerenderPages } from "../src/prerender/prerender-page.tsx";

const ENTRY = "src/prerender/prerender-page.tsx";
/** Where the server looks for them (apps/server/src/plugins/prerendered-pages.ts). */
const OUTPUT = ".prerender/pages.json";

/**
 * After the build, renders each page of src/prerender/prerendered-paths.ts in every language and
 * writes `{ [locale]: { [path]: html } }` to dist/.prerender/pages.json (a dot folder, so it is
 * never served as a file). The server puts a page's HTML into `#root`, so its heading paints
 * from the HTML instead of after the JavaScript has run (docs/decisions/017).
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
      // A server build of the app, under node_modules so its imports of React and the rest
      // resolve; it is run once and removed.
      const ssrDir = path.join(root, "node_modules", ".prerender");
      try {
        await build({
          configFile: false,
          root,
          logLevel: "error",
          resolve: { alias },
          build: { ssr: ENTRY, outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
        });
        const entry = pathToFileURL(path.join(ssrDir, "prerender-page.js")).href;
        const module = (await import(entry)) as { prerenderPages: typeof prerenderPages };
        const file = path.join(outDir, OUTPUT);
        await fs.mkdir(path.dirname(file), { recursive: true });
        await fs.writeFile(file, JSON.stringify(await module.prerenderPages()));
      } finally {
        await fs.rm(ssrDir, { recursive: true, force: true });
      }
    },
  };
}
