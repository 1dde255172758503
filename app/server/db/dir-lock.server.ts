import fs from "node:fs";

class DirectoryInUseError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes the embedded database's directory for this process: `<dir>.lock` holds the owner's pid.
 * A second process is refused with a message naming the directory and the holder; a lock left
 * by a process that no longer runs is taken over. Returns the release function.
 */
export function lockDirectory(dir: string): () => void {
  const file = `${dir}.lock`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: "wx" });
      return () => {
        if (fs.readFileSync(file, "utf8").trim() === String(process.pid)) fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = Number(fs.readFileSync(file, "utf8").trim());
    if (Number.isSafeInteger(holder) && holder > 0 && isAlive(holder)) {
      throw new DirectoryInUseError(
        `The database directory ${dir} is in use by process ${holder}. Stop that process, or give this one another DATA_DIR.`,
      );
    }
    fs.rmSync(file, { force: true }); // stale: its process has ended
  }
  throw new DirectoryInUseError(`The database directory ${dir} could not be locked (${file}).`);
}
