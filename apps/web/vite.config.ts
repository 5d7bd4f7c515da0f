import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { precompiledCatalogs } from "./build/precompiled-catalogs.ts";
import { precompressed } from "./build/precompressed.ts";
import { prerenderedPages } from "./build/prerendered-pages.ts";

const alias = { "@": fileURLToPath(new URL("./src", import.meta.url)) };
/** Every `from "zod"` gets Zod with its JIT off (src/lib/zod-jitless.ts explains why). */
const zodJitless = {
  find: /^zod$/,
  replacement: fileURLToPath(new URL("./src/lib/zod-jitless.ts", import.meta.url)),
};

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
  },
});
