import { compileMessage } from "@lingui/message-utils/compileMessage";
import { runnerImport, type Plugin } from "vite";

/** A part of a language's catalog: `index.ts` or `<part>-index.ts` (src/lib/i18n/catalog-parts.ts). */
const CATALOG_INDEX = /\/src\/locales\/(en|bn)\/(index|[a-z]+-index)\.ts$/;

/**
 * In the production build each language's catalog is compiled here, once, so the browser gets
 * ready-to-use messages and never downloads the ICU compiler (docs/decisions/009). Dev and
 * tests use the same catalogs compiled at load time.
 */
export function precompiledCatalogs(alias: Record<string, string>): Plugin {
  return {
    name: "bechedaw:precompiled-catalogs",
    apply: "build",
    async load(id) {
      if (!CATALOG_INDEX.test(id)) return null;
      const { module } = await runnerImport<{ MESSAGES: Record<string, string> }>(id, {
        configFile: false,
        logLevel: "error",
        resolve: { alias },
      });
      const compiled = Object.fromEntries(
        Object.entries(module.MESSAGES).map(([key, text]) => [key, compileMessage(text)]),
      );
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}
