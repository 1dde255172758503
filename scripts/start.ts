// `npm start`: builds the shop, then serves it, saying on one screen what a newcomer needs. The
// build's own detail (Vite's and React Router's output) goes to $BUILD_DIR/build.log; with
// `npm start -- --verbose` or VERBOSE_BUILD=1 it scrolls by in the terminal instead.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import process from "node:process";
import { pathToFileURL } from "node:url";

interface StartParts {
  verbose: boolean;
  logPath: string;
  /** Runs the build, its output to `log` (a file descriptor), or to the terminal when null. */
  build: (log: number | null) => ChildProcess;
  /** Starts the server, its output to the terminal. */
  serve: () => ChildProcess;
  say: (line: string) => void;
}

const exitOf = (child: ChildProcess) =>
  new Promise<number>((resolve) => child.on("close", (code, signal) => resolve(code ?? (signal ? 1 : 0))));

/** Builds, then serves until the server stops; resolves with the exit code. */
export async function start({ verbose, logPath, build, serve, say }: StartParts): Promise<number> {
  say(verbose ? "Building the shop…" : `Building the shop… (a minute or two; the detail goes to ${logPath})`);
  const began = Date.now();
  // Written aside and moved in after: React Router's build empties the build folder as it starts.
  const aside = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "hazel-build-")), "build.log");
  const log = verbose ? null : fs.openSync(aside, "w");
  const built = await exitOf(build(log));
  if (log !== null) {
    fs.closeSync(log);
    fs.mkdirSync(path.dirname(logPath), { recursive: true });
    fs.copyFileSync(aside, logPath);
  }
  fs.rmSync(path.dirname(aside), { recursive: true, force: true });
  if (built !== 0) {
    if (verbose) say("The build stopped: its output is above.");
    else {
      say(`The build stopped. The last lines of ${logPath}:`);
      for (const line of fs.readFileSync(logPath, "utf8").trimEnd().split("\n").slice(-15)) say(`  ${line}`);
    }
    return built;
  }
  say(`Built in ${Math.round((Date.now() - began) / 1000)} s. Starting the server…`);
  const server = serve();
  // Ctrl+C reaches the server from the terminal itself; a TERM sent to this process is passed on.
  process.on("SIGINT", () => {});
  process.on("SIGTERM", () => server.kill("SIGTERM"));
  return exitOf(server);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const buildDir = process.env.BUILD_DIR ?? "build";
  const code = await start({
    verbose: process.argv.includes("--verbose") || process.env.VERBOSE_BUILD === "1",
    logPath: path.join(buildDir, "build.log"),
    build: (log) => spawn("npm", ["run", "build"], { stdio: log === null ? "inherit" : ["ignore", log, log] }),
    serve: () =>
      spawn(process.execPath, ["server.js"], {
        stdio: "inherit",
        // As `npm run serve`: freed memory goes back to the system sooner (docs/benchmarks.md, "Memory").
        env: {
          ...process.env,
          GLIBC_TUNABLES: "glibc.malloc.mmap_threshold=1048576:glibc.malloc.trim_threshold=1048576",
        },
      }),
    say: (line) => console.log(line),
  });
  process.exit(code);
}
