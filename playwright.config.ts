import { defineConfig } from "@playwright/test";
import { CHROMIUM, CHROMIUM_FLAGS } from "./scripts/chromium";

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // Debian's Chromium draws in software (SwiftShader): on two cores beside a second worker a whole
  // journey can take twice its quiet time.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // Starts the fakes of the third parties and the production server on free ports.
  globalSetup: "./e2e/support/global-setup.ts",
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    {
      name: "chromium",
      testIgnore: "**/sweep.spec.ts",
      use: { browserName: "chromium", viewport: { width: 1440, height: 900 } },
    },
    // The sweep floods every route with hostile requests: it runs once the others are done, so no
    // journey shares the server with its floods, and their waits never stand behind them.
    {
      name: "sweep",
      testMatch: "**/sweep.spec.ts",
      dependencies: ["chromium"],
      use: { browserName: "chromium", viewport: { width: 1440, height: 900 } },
    },
  ],
});
