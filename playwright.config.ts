import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, E2E_CHROMIUM } from "./scripts/chromium";

const WAITING_SPECS = ["**/sale-flip.spec.ts", "**/sale-news.spec.ts", "**/payments.spec.ts"];

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  // Two journeys at once on two cores, and a third worker for the specs that mostly wait on a clock.
  workers: process.env.CI ? 3 : undefined,
  retries: 0,
  // Debian's Chromium draws in software (SwiftShader): on two cores beside a second worker a whole
  // journey can take twice its quiet time.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // Starts the fakes of the third parties and the production server on free ports.
  globalSetup: "./e2e/support/global-setup.ts",
  use: {
    browserName: "chromium",
    viewport: { width: 1440, height: 900 },
    baseURL: process.env.E2E_BASE_URL,
    // CI keeps only the log: a trace's screenshots there would cost a tenth of the journeys' CPU for nothing.
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: {
      executablePath: E2E_CHROMIUM,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    // The sweep floods every route with hostile requests on a server of its own. Listed first, so
    // its longest test starts first: the cores it leaves partly idle run journeys meanwhile.
    {
      name: "sweep",
      testMatch: "**/sweep.spec.ts",
      workers: 1,
    },
    // Journeys that mostly wait on a clock (a sale's start and end, a payment's re-check), one at a
    // time beside the others from the start, so their waits do not end the run.
    {
      name: "waits",
      testMatch: WAITING_SPECS,
      workers: 1,
    },
    {
      name: "chromium",
      testIgnore: ["**/sweep.spec.ts", ...WAITING_SPECS],
      workers: process.env.CI ? 2 : undefined,
    },
  ],
});
