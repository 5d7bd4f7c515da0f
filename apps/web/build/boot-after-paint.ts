// A relative path: the config bundler inlines it (a workspace package would stay an import of .ts).
import { bootScriptTag } from "../../../packages/shared/src/boot.ts";
import type { Plugin } from "vite";

const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Moves the app's entry script and Vite's module preloads out of `<head>` into the loader at the
 * end of `<body>` (packages/shared/src/boot.ts), which adds them after the first paint
 * (docs/decisions/031-javascript-after-first-paint.md). Build only: the dev server keeps its own.
 */
export function bootAfterPaint(): Plugin {
  return {
    name: "bechedaw:boot-after-paint",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html) {
        const entry = ENTRY.exec(html)?.[1];
        if (!entry) throw new Error("boot-after-paint: no entry script in index.html");
        const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
        return html
          .replace(ENTRY, "")
          .replace(MODULE_PRELOAD, "")
          .replace("</body>", () => `  ${bootScriptTag(entry, preloads)}\n  </body>`);
      },
    },
  };
}
