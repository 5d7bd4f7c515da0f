import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { bootAfterPaint } from "./build/boot-after-paint.ts";
import { precompiledCatalogs } from "./build/precompiled-catalogs.ts";
import { precompressed } from "./build/precompressed.ts";
import { prerenderedPages } from "./build/prerendered-pages.ts";

const alias = { "@": fileURLToPath(new URL("./src", import.meta.url)) };
/** Every `from "zod"` gets Zod with its JIT off (src/lib/zod-jitless.ts explains why). */
const zodJitless = {
  find: /^zod$/,
  replacement: fileURLToPath(new URL("./src/lib/zod-jitless.ts", import.meta.url)),
};

const PRODUCT_LIST_MODULES = new RegExp(
  [
    String.raw`/src/features/products/components/product-(grid|grid-skeleton|card|card-details|photo)\.tsx`,
    String.raw`/src/features/products/api/public-products\.ts`,
    String.raw`/src/features/bookings/components/use-product-booking\.ts`,
    String.raw`/src/features/bookings/api/(booked-products|create-booking)\.ts`,
    String.raw`/src/components/ui/(verified-badge|pending-button|error-state)\.tsx`,
    String.raw`/src/lib/i18n/labels\.ts`,
    String.raw`/packages/shared/src/(brand-names|products\.format)\.ts`,
    String.raw`/lucide-react/dist/esm/icons/(badge-check|flag|calendar|map-pin|chevron-down|triangle-exclamation-point|rotate-cw|shopping-bag|store)\.mjs`,
  ].join("|"),
);

const aliases = [
  ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
  zodJitless,
];

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    precompiledCatalogs(alias),
    precompressed(),
    prerenderedPages(aliases),
    bootAfterPaint(),
  ],
  resolve: { alias: aliases },
  server: {
    port: 5173,
    proxy: { "/api": "http://127.0.0.1:3000" },
  },
  build: {
    target: "es2022",
    sourcemap: false,
    // The server reads it to preload the served language's catalog (plugins/web-index.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The phone lists' code, which the home page shows and the find pages share: one
              // chunk, not a dozen small ones each paying its own request and compression.
              name: "product-list",
              includeDependenciesRecursively: false,
              test: PRODUCT_LIST_MODULES,
            },
          ],
        },
      },
    },
  },
});
