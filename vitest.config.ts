import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve("app") } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    environment: "node",
    // Many files wait on a database or a timer: two at once even on two cores (Vitest's default
    // would run one there), about a fifth off the run here.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    setupFiles: ["app/lib/testing/dom-waits.ts"],
    globalSetup: ["app/server/db/migrated-templates.global.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
