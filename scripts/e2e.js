// Runs the Playwright suite against the production build, in Debian's Chromium.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!fs.existsSync(chromium)) {
  console.error(`Chromium was not found at ${chromium}. Install Debian's Chromium first:
  sudo apt-get update && sudo apt-get install -y chromium
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
