// Runs the Playwright suite against the production build, in Debian's Chromium.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

// Its headless shell where installed (scripts/chromium.ts), else the full browser.
const chromium =
  process.env.CHROMIUM_PATH ??
  ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((path) => fs.existsSync(path));
if (!chromium || !fs.existsSync(chromium)) {
  console.error(`Chromium was not found. Install Debian's Chromium first:
  sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell
(or set CHROMIUM_PATH to another Chromium binary).`);
  process.exit(1);
}
const buildDir = process.env.BUILD_DIR ?? "build";
if (!fs.existsSync(`${buildDir}/server/index.js`)) {
  console.error("There is no production build: run `npm run build` first.");
  process.exit(1);
}
const result = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(result.status ?? 1);
