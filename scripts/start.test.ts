import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { afterEach, describe, expect, it } from "vitest";
import { start } from "./start";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "hazel-start-"));
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A build as noisy as Vite's and React Router's (430 lines, warnings among them), which empties the build folder first as React Router's does. */
const noisyBuild = (exitCode: number) => (log: number | null) =>
  spawn(
    process.execPath,
    [
      "-e",
      `require("node:fs").rmSync(${JSON.stringify(path.join(tmp, "build"))}, { recursive: true, force: true });
       for (let i = 0; i < 430; i++) console.log(i % 50 ? "Prerender (html): /page-" + i : "(!) warn: some chunk " + i);
       console.error("last words of the build"); process.exit(${exitCode});`,
    ],
    { stdio: ["ignore", log ?? "inherit", log ?? "inherit"] },
  );

/** The real server of an existing build (npm run build), or a stand-in saying what it says, stopped once it has said it. */
function server(said: string[]) {
  const built = fs.existsSync("build/server/index.js");
  // The embedded database in a folder of its own, and the password made up for the run.
  const { ADMIN_PASSWORD: _password, DATABASE_URL: _database, ...env } = process.env;
  const child = built
    ? spawn(process.execPath, ["server.js"], {
        env: { ...env, PORT: "0", DATA_DIR: path.join(tmp, "data") },
        stdio: ["ignore", "pipe", "pipe"],
      })
    : spawn(
        process.execPath,
        [
          "-e",
          `console.log("Hazel is serving at http://localhost:3000 (pglite database)"); console.log("Admin: http://localhost:3000/admin (password for this run: x)"); setInterval(() => {}, 1000)`,
        ],
        { stdio: ["ignore", "pipe", "pipe"] },
      );
  for (const stream of [child.stdout!, child.stderr!]) {
    readline.createInterface({ input: stream }).on("line", (line) => {
      if (said.some((l) => l.startsWith("Admin:"))) return;
      said.push(line);
      if (line.startsWith("Admin:")) child.kill("SIGTERM");
    });
  }
  return child;
}

describe("npm start", () => {
  it("says on one screen that it builds, where it serves and the admin's password; the build's detail goes to its log", async () => {
    const said: string[] = [];
    const logPath = path.join(tmp, "build", "build.log");
    fs.mkdirSync(path.dirname(logPath));
    await start({ verbose: false, logPath, build: noisyBuild(0), serve: () => server(said), say: (l) => said.push(l) });
    // npm's own header adds four lines.
    expect(said.length + 4).toBeLessThanOrEqual(24);
    expect(said[0]).toMatch(/^Building the shop… .*build\.log/);
    expect(said.join("\n")).toMatch(/serving at http:\/\/localhost:\d+/);
    expect(said.join("\n")).toMatch(/^Admin: .*password for this run/m);
    for (const line of said) expect(line).not.toMatch(/warn|error|⚠/i);
    expect(fs.readFileSync(logPath, "utf8")).toContain("last words of the build");
  }, 60_000);

  it("shows the end of the log when the build stops, and exits as the build did", async () => {
    const said: string[] = [];
    const logPath = path.join(tmp, "build.log");
    const code = await start({
      verbose: false,
      logPath,
      build: noisyBuild(2),
      serve: () => {
        throw new Error("no server after a failed build");
      },
      say: (l) => said.push(l),
    });
    expect(code).toBe(2);
    expect(said.length).toBeLessThanOrEqual(20);
    expect(said.at(-1)).toBe("  last words of the build");
  });
});
