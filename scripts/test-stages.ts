// `npm test`: every stage in order, stopping at the first that fails, each one's time printed at
// the end and kept in .test-times.json (beside the lock file); `npm run test:times` prints the last run's.
// Lint and the type check are single-threaded, and the unit tests leave part of two cores idle
// (they wait on databases and timers), so they run side by side, on the route types made once
// before them (each would otherwise remake them under the other), and with them the sweep, which
// needs the build but no browser: the journeys then have both cores from their start. The unit
// tests' output shows as it comes, the others' whole when they end.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";

/** The stages in order, each a group of commands run at once. */
const STAGES: Record<string, string[]>[] = [
  { build: ["npm", "run", "build"] },
  { "bundle budget": ["npm", "run", "test:budget"] },
  {
    lint: ["npm", "run", "lint:checks"],
    typecheck: ["npx", "tsc"],
    unit: ["npm", "run", "test:unit"],
    // Its own output folder: Playwright empties its folder as it starts.
    sweep: ["npm", "run", "test:e2e", "--", "--project=sweep", "--output=test-results/sweep"],
  },
  { journeys: ["npm", "run", "test:e2e", "--", "--project=waits", "--project=chromium"] },
];
const TIMES_FILE = ".test-times.json";

interface StageTime {
  stage: string;
  seconds: number;
  passed: boolean;
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}m ${String(Math.round(seconds % 60)).padStart(2, "0")}s`;

function print(times: StageTime[], when: string, wallSeconds: number) {
  console.log(`\nStage times (${when}):`);
  for (const { stage, seconds, passed } of times) {
    console.log(`  ${stage.padEnd(14)} ${clock(seconds).padStart(8)}${passed ? "" : "  failed"}`);
  }
  console.log(`  ${"all".padEnd(14)} ${clock(wallSeconds).padStart(8)}`);
}

if (process.argv.includes("--last")) {
  if (!fs.existsSync(TIMES_FILE)) {
    console.error(`No run's times yet: ${TIMES_FILE} is written by \`npm test\`.`);
    process.exit(1);
  }
  const { when, times, wallSeconds } = JSON.parse(fs.readFileSync(TIMES_FILE, "utf8")) as {
    when: string;
    times: StageTime[];
    wallSeconds: number;
  };
  print(times, when, wallSeconds);
  process.exit(0);
}

/** The stage of a group whose output is shown as it runs (the long one); the others' is kept. */
const LIVE = "unit";

/** Runs a command, its output kept unless it is the live one, resolving with its status and time once it ends. */
function runKept(stage: string, [command, ...args]: string[]) {
  const started = performance.now();
  return new Promise<StageTime & { output: string }>((resolve) => {
    let output = "";
    const live = stage === LIVE;
    const child = spawn(command!, args, { stdio: ["ignore", live ? "inherit" : "pipe", live ? "inherit" : "pipe"] });
    child.stdout?.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr?.on("data", (d: Buffer) => (output += d.toString()));
    child.on("close", (code) =>
      resolve({ stage, seconds: (performance.now() - started) / 1000, passed: code === 0, output }),
    );
  });
}

const times: StageTime[] = [];
const startedAll = performance.now();
let status = 0;
for (const group of STAGES) {
  const [single] = Object.values(group).length === 1 ? Object.entries(group) : [];
  if (single) {
    const [stage, [command, ...args]] = single;
    const started = performance.now();
    status = spawnSync(command!, args, { stdio: "inherit" }).status ?? 1;
    times.push({ stage, seconds: (performance.now() - started) / 1000, passed: status === 0 });
  } else {
    status = spawnSync("npm", ["run", "typegen"], { stdio: "inherit" }).status ?? 1;
    if (status !== 0) break;
    const ended = await Promise.all(Object.entries(group).map(([name, command]) => runKept(name, command)));
    for (const { output, ...time } of ended) {
      if (time.stage !== LIVE) console.log(`\n> ${time.stage}\n${output}`);
      times.push(time);
      if (!time.passed) status = 1;
    }
  }
  if (status !== 0) break;
}
const when = new Date().toISOString();
const wallSeconds = (performance.now() - startedAll) / 1000;
fs.writeFileSync(TIMES_FILE, JSON.stringify({ when, times, wallSeconds }, null, 2));
print(times, when, wallSeconds);
process.exit(status);
