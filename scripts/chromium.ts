import fs from "node:fs";

/** Debian's Chromium and the flags it needs here (root, no GPU, closed network), for tests and the benchmark. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The journeys' browser: Debian's headless shell of the same Chromium (package
 * `chromium-headless-shell`) where it is installed. It draws no browser window around the page and
 * takes about 40% less CPU per journey on two cores; the benchmark keeps the full browser.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const E2E_CHROMIUM =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
