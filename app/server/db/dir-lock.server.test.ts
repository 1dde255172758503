import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDb } from "./db.server";
import { holderRuns, lockDirectory, parseHolder, realProbe, thisProcess, type ProcessProbe } from "./dir-lock.server";

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hazel-lock-"));
  dirs.push(dir);
  return path.join(dir, "pglite");
};
const children: ChildProcess[] = [];
afterAll(() => {
  children.forEach((c) => c.kill("SIGKILL"));
  dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true }));
});

const me = thisProcess();
const lockWith = (dir: string, content: string) => fs.writeFileSync(`${dir}.lock`, content);

/** A second Node process that takes the directory's lock and says so, then holds it until killed. */
function lockingProcess(dir: string): Promise<ChildProcess> {
  const code = `const { lockDirectory } = await import(process.argv[1]);
    lockDirectory(process.argv[2]);
    console.log("locked");
    setInterval(() => {}, 1000);`;
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "--input-type=module", "-e", code, path.resolve("app/server/db/dir-lock.server.ts"), dir],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("locked") && resolve(child));
    child.once("exit", (code) => reject(new Error(`the locking process exited (${code})`)));
  });
}

describe("the embedded database's directory lock", () => {
  it("on Linux names its holder by pid, start time and boot", () => {
    expect(me.pid).toBe(process.pid);
    expect(me.startTime).toMatch(/^\d+$/);
    expect(me.bootId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("starts over a lock with this server's own pid, left by an unclean stop (a container's node keeps its pid)", () => {
    const dir = tempDir();
    lockWith(dir, JSON.stringify({ ...me, startTime: "1" }));
    const release = lockDirectory(dir);
    expect(parseHolder(fs.readFileSync(`${dir}.lock`, "utf8").trim())).toEqual(me);
    release();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
    // The bare pid earlier versions wrote, too.
    lockWith(dir, String(process.pid));
    lockDirectory(dir)();
  });

  it("starts over a lock naming PID 1 with another start time, or written before the last boot", () => {
    const dir = tempDir();
    expect(realProbe.isAlive(1)).toBe(true);
    lockWith(dir, JSON.stringify({ pid: 1, startTime: `${Number(realProbe.startTimeOf(1)) + 1}`, bootId: me.bootId }));
    lockDirectory(dir)();
    lockWith(dir, JSON.stringify({ pid: 1, startTime: realProbe.startTimeOf(1), bootId: "another-boot" }));
    lockDirectory(dir)();
  });

  it("refuses while a live second process holds it, naming the directory and the process", async () => {
    const dir = tempDir();
    const other = await lockingProcess(dir);
    expect(parseHolder(fs.readFileSync(`${dir}.lock`, "utf8").trim())).toMatchObject({ pid: other.pid });
    expect(() => lockDirectory(dir)).toThrow(
      `The database directory ${dir} is in use by process ${other.pid}. Stop that process, or give this one another DATA_DIR.`,
    );
    other.kill("SIGKILL");
    await new Promise((r) => other.once("exit", r));
    // Killed without releasing it: its lock is stale, and this process takes it.
    lockDirectory(dir)();
  });

  it("refuses a second opening in this same process", () => {
    const dir = tempDir();
    const release = lockDirectory(dir);
    expect(() => lockDirectory(dir)).toThrow(`is in use by process ${process.pid}`);
    release();
    lockDirectory(dir)();
  });

  it("takes over an unreadable lock (a crash between creating and writing it)", () => {
    const dir = tempDir();
    lockWith(dir, "");
    lockDirectory(dir)();
    lockWith(dir, "-42\n/pglite/data\n");
    lockDirectory(dir)();
  });

  it("starts after a server was killed with the database open: the shop's lock and PGlite's postmaster.pid left behind", async () => {
    const dataDir = tempDir();
    const code = `const { openDb } = await import(process.argv[1]);
      const db = await openDb({ dataDir: process.argv[2] });
      await db.query("create table t (x int)");
      process.kill(process.pid, "SIGKILL");`;
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "--input-type=module", "-e", code, path.resolve("app/server/db/db.server.ts"), dataDir],
      { stdio: "inherit" },
    );
    await new Promise((r) => child.once("exit", r));
    expect(parseHolder(fs.readFileSync(`${dataDir}.lock`, "utf8").trim())).toMatchObject({ pid: child.pid });
    expect(fs.existsSync(path.join(dataDir, "postmaster.pid"))).toBe(true);
    const db = await openDb({ dataDir });
    expect(await db.query("select count(*)::int as n from t")).toEqual([{ n: 0 }]);
    await db.close();
  }, 60_000);
});

describe("whether a lock's holder still runs", () => {
  const probe = (alive: Record<number, string>): ProcessProbe => ({
    isAlive: (pid) => pid in alive,
    startTimeOf: (pid) => alive[pid],
    bootId: () => "boot-a",
  });
  const self = { pid: 100, startTime: "500", bootId: "boot-a" };

  it.each([
    ["a live process, same start, same boot", { pid: 7, startTime: "40", bootId: "boot-a" }, true],
    ["a live process of an earlier version's bare pid", { pid: 7 }, true],
    ["this very pid", { pid: 100, startTime: "500", bootId: "boot-a" }, false],
    ["a pid now another process's (another start time)", { pid: 7, startTime: "41", bootId: "boot-a" }, false],
    ["a process of an earlier boot", { pid: 7, startTime: "40", bootId: "boot-b" }, false],
    ["an ended process", { pid: 8, startTime: "40", bootId: "boot-a" }, false],
  ])("%s: %s", (_, holder, runs) => {
    expect(holderRuns(holder, self, probe({ 7: "40" }))).toBe(runs);
  });

  it("without /proc, trusts the pid alone", () => {
    const noProc: ProcessProbe = { isAlive: (pid) => pid === 7, startTimeOf: () => undefined, bootId: () => undefined };
    expect(holderRuns({ pid: 7, startTime: "40", bootId: "boot-b" }, { pid: 100 }, noProc)).toBe(true);
    expect(holderRuns({ pid: 100 }, { pid: 100 }, noProc)).toBe(false);
  });
});
