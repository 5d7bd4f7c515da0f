import fs from "node:fs/promises";
import path from "node:path";
import { createServer, type Alias, type Plugin } from "vite";
import type { prerenderPages } from "../src/prerender/prerender-page.tsx";

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
      // A dev server in SSR mode, open until every page has loaded its lazy chunks.
      const server = await createServer({
        configFile: false,
        root,
        logLevel: "error",
        resolve: { alias },
        appType: "custom",
        server: { middlewareMode: true, hmr: false, watch: null },
      });
      try {
        const entry = path.join(root, "src/prerender/prerender-page.tsx");
        const module = (await server.ssrLoadModule(entry)) as {
          prerenderPages: typeof prerenderPages;
        };
        const file = path.join(outDir, OUTPUT);
        await fs.mkdir(path.dirname(file), { recursive: true });
        await fs.writeFile(file, JSON.stringify(await module.prerenderPages()));
      } finally {
        await server.close();
      }
    },
  };
}
