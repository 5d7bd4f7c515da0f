import { defineConfig } from "vitest/config";

// The deployment test (docs/deploy.md): not part of `npx vitest run`'s projects, since it needs
// PostgreSQL and nginx; `.ci/run` runs it with `npm run test:deploy`.
export default defineConfig({
  test: {
    name: "deploy",
    include: ["deploy/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 300_000,
  },
});
