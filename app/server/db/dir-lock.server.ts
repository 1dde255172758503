import fs from "node:fs";
import path from "node:path";

class DirectoryInUseError extends Error {}

/**
 * A process as a lock records it. A pid alone is not enough: after an unclean stop, a container
 * starts node again with the same pid (often 1), and after a reboot any live process may have
 * the old one. Where Linux's /proc is readable, the process's start time (clock ticks since boot)
 * and the boot's id make the record name one process only; elsewhere the pid is all there is.
 */
export interface LockHolder {
  pid: number;
  /** Field 22 of /proc/<pid>/stat. */
  startTime?: string;
  /** /proc/sys/kernel/random/boot_id. */
  bootId?: string;
}

/** What can be learnt about a running process; the real /proc and signals unless a test says otherwise. */
export interface ProcessProbe {
  isAlive(pid: number): boolean;
  startTimeOf(pid: number): string | undefined;
  bootId(): string | undefined;
}

const readOr = (file: string): string | undefined => {
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    return undefined;
  }
};

export const realProbe: ProcessProbe = {
  isAlive(pid) {
    try {
      process.kill(pid, 0);
      return true;
    } catch (error) {
      // EPERM: the process exists but belongs to another user.
      return (error as NodeJS.ErrnoException).code === "EPERM";
    }
  },
  startTimeOf(pid) {
    // The command name (field 2) may hold spaces and parentheses: count fields after its last ")".
    const stat = readOr(`/proc/${pid}/stat`);
    const fields = stat?.slice(stat.lastIndexOf(")") + 2).split(" ");
    return fields?.[19];
  },
  bootId: () => readOr("/proc/sys/kernel/random/boot_id"),
};

export function thisProcess(probe: ProcessProbe = realProbe): LockHolder {
  return { pid: process.pid, startTime: probe.startTimeOf(process.pid), bootId: probe.bootId() };
}

/** A lock file's holder: this format, or the bare pid earlier versions wrote; undefined when unreadable. */
export function parseHolder(text: string): LockHolder | undefined {
  if (/^\d+$/.test(text)) return Number(text) > 0 ? { pid: Number(text) } : undefined;
  try {
    const { pid, startTime, bootId } = JSON.parse(text) as Record<string, unknown>;
    if (!Number.isSafeInteger(pid) || (pid as number) <= 0) return undefined;
    return {
      pid: pid as number,
      startTime: typeof startTime === "string" ? startTime : undefined,
      bootId: typeof bootId === "string" ? bootId : undefined,
    };
  } catch {
    return undefined;
  }
}

/**
 * Whether the process a lock names may still be using the directory. Not this process (it holds
 * only what it has taken, which `lockDirectory` knows without the file), not a process of an
 * earlier boot, not an ended one, and not a live one that started at another time than the holder.
 */
export function holderRuns(holder: LockHolder, me: LockHolder, probe: ProcessProbe = realProbe): boolean {
  if (holder.pid === me.pid) return false;
  if (holder.bootId && me.bootId && holder.bootId !== me.bootId) return false;
  if (!probe.isAlive(holder.pid)) return false;
  const startTime = holder.startTime && probe.startTimeOf(holder.pid);
  return !startTime || startTime === holder.startTime;
}

/** The lock files this process holds. */
const held = new Set<string>();

/**
 * Takes the embedded database's directory for this process: `<dir>.lock` records the holder
 * (LockHolder, as JSON). A directory held by a running process, this one included, is refused
 * with a message naming the directory and the holder; a lock whose holder no longer runs (an
 * unclean stop, a reboot, a pid now another process's) is taken over. Returns the release function.
 */
export function lockDirectory(dir: string, probe: ProcessProbe = realProbe): () => void {
  const file = path.resolve(`${dir}.lock`);
  const inUse = (pid: number) =>
    new DirectoryInUseError(
      `The database directory ${dir} is in use by process ${pid}. Stop that process, or give this one another DATA_DIR.`,
    );
  if (held.has(file)) throw inUse(process.pid);
  const me = thisProcess(probe);
  const record = JSON.stringify(me);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, `${record}\n`, { flag: "wx" });
      held.add(file);
      return () => {
        held.delete(file);
        if (readOr(file) === record) fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = parseHolder(readOr(file) ?? "");
    if (holder && holderRuns(holder, me, probe)) throw inUse(holder.pid);
    fs.rmSync(file, { force: true }); // stale: its holder no longer runs
  }
  throw new DirectoryInUseError(`The database directory ${dir} could not be locked (${file}).`);
}
