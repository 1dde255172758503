import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

const include = ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"];
/**
 * Test files that replace modules, globals or the environment, or run in a DOM: each gets its own
 * module graph. The others share their worker's, so a module is imported once per worker, not once
 * per file (importing was most of the stage's time).
 */
const ALTERS_ITS_WORLD =
  /vi\.(mock|doMock|stubGlobal|stubEnv|resetModules)\b|process\.env\.\w+ *=[^=]|delete process\.env|@vitest-environment/;
const isolated = ["app", "scripts"]
  .flatMap((dir) => fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).map((file) => path.join(dir, file)))
  .filter((file) => /\.test\.tsx?$/.test(file) && ALTERS_ITS_WORLD.test(fs.readFileSync(file, "utf8")));

const resolve = { alias: { "~": path.resolve("app") } };
const test = {
  environment: "node" as const,
  setupFiles: ["app/lib/testing/dom-waits.ts"],
  testTimeout: 20_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  resolve,
  test: {
    // Many files wait on a database or a timer: two at once even on two cores (Vitest's default
    // would run one there), about a fifth off the run here.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // Once for both projects: their workers start after it, with the environment it sets.
    globalSetup: ["app/server/db/migrated-templates.global.ts"],
    projects: [
      { resolve, test: { ...test, name: "isolated", include: isolated } },
      { resolve, test: { ...test, name: "shared", include, exclude: isolated, isolate: false } },
    ],
  },
});
