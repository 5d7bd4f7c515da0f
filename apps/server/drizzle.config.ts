import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  // Every module keeps its tables in *.tables.ts (docs/decisions/007-module-boundaries.md).
  schema: "./apps/server/src/modules/*/*.tables.ts",
  out: "./apps/server/drizzle",
});
