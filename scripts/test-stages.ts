// `npm test`: every stage, each started once those it waits for have passed, none started after one
// fails; each one's time printed at the end and kept in .test-times.json (beside the lock file);
// `npm run test:times` prints the last run's.
// Lint and the type check are single-threaded, and the unit tests wait on databases and timers more
// than they compute (alone they keep about one core busy), so they run side by side, on the route
// types made once before them (each would otherwise remake them under the other), with the sweep,
// which needs the build but no browser. The journeys then have both cores: started beside the unit
// tests' last minutes, they ran a minute sooner but a sign-in took over 10 s on the overloaded cores.
// The unit tests' and the journeys' output shows as it comes, line by line; the others' whole when
// they end.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import readline from "node:readline";

interface Stage {
  command: string[];
  /** The stages that must have passed first. */
  after: string[];
  /** Output shown as it comes (else kept and shown whole when the stage ends). */
  live?: boolean;
}

const STAGES: Record<string, Stage> = {
  build: { command: ["npm", "run", "build"], after: [], live: true },
  "bundle budget": { command: ["npm", "run", "test:budget"], after: ["build"], live: true },
  "route types": { command: ["npm", "run", "typegen"], after: ["bundle budget"], live: true },
  lint: { command: ["npm", "run", "lint:checks"], after: ["route types"] },
  typecheck: { command: ["npx", "tsc"], after: ["route types"] },
  unit: { command: ["npm", "run", "test:unit"], after: ["route types"], live: true },
  // Its own output folder: Playwright empties its folder as it starts.
  sweep: {
    command: ["npm", "run", "test:e2e", "--", "--project=sweep", "--output=test-results/sweep"],
    after: ["route types"],
  },
  journeys: {
    command: ["npm", "run", "test:e2e", "--", "--project=waits", "--project=chromium"],
    after: ["lint", "typecheck", "unit", "sweep"],
    live: true,
  },
};
const UNTIMED = new Set(["route types"]);
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

/** Runs a stage's command, resolving with its status and time once it ends. */
function run(name: string, { command: [command, ...args], live }: Stage, alone: boolean) {
  const started = performance.now();
  return new Promise<StageTime>((resolve) => {
    if (alone) {
      const status = spawnSync(command!, args, { stdio: "inherit" }).status;
      resolve({ stage: name, seconds: (performance.now() - started) / 1000, passed: status === 0 });
      return;
    }
    const child = spawn(command!, args, { stdio: ["ignore", "pipe", "pipe"] });
    let kept = "";
    for (const stream of [child.stdout, child.stderr]) {
      // Whole lines, so two live stages' lines never cut into each other.
      readline.createInterface({ input: stream, crlfDelay: Infinity }).on("line", (line) => {
        if (live) console.log(line);
        else kept += `${line}\n`;
      });
    }
    child.on("close", (code) => {
      if (!live) console.log(`\n> ${name}\n${kept}`);
      resolve({ stage: name, seconds: (performance.now() - started) / 1000, passed: code === 0 });
    });
  });
}

const times: StageTime[] = [];
const startedAll = performance.now();
const ended = new Map<string, boolean>();
const running = new Map<string, Promise<void>>();
let failed = false;
for (;;) {
  const ready = Object.entries(STAGES).filter(
    ([name, stage]) => !ended.has(name) && !running.has(name) && stage.after.every((after) => ended.get(after)),
  );
  if (!failed) {
    for (const [name, stage] of ready) {
      // A stage with nothing beside it runs with the terminal to itself.
      const alone = running.size === 0 && ready.length === 1;
      const done = run(name, stage, alone).then((time) => {
        running.delete(name);
        ended.set(name, time.passed);
        if (!time.passed) failed = true;
        if (!UNTIMED.has(name)) times.push(time);
      });
      running.set(name, done);
    }
  }
  if (running.size === 0) break;
  await Promise.race(running.values());
}
const order = Object.keys(STAGES);
times.sort((a, b) => order.indexOf(a.stage) - order.indexOf(b.stage));
const when = new Date().toISOString();
const wallSeconds = (performance.now() - startedAll) / 1000;
fs.writeFileSync(TIMES_FILE, JSON.stringify({ when, times, wallSeconds }, null, 2));
print(times, when, wallSeconds);
process.exit(failed ? 1 : 0);
