import fs from "node:fs";
import path from "node:path";
import { BACKUPS_KEPT, backupOverdue } from "~/features/backups";
import type { Db } from "../db/db.server";
import { migrationState } from "../db/migrate.server";
import { BackupRefused, readHead, verifyBackup, type BackupHead } from "./backup-file.server";
import { backupPath, isBackupName } from "./backup-names.server";
import { writeBackup } from "./write-backup.server";

/** One backup file as the owner's page lists it. */
export interface BackupEntry {
  name: string;
  createdAt: Date;
  trigger: BackupHead["trigger"];
  /** The file's size on disk. */
  bytes: number;
  sha256: string;
  /** Undefined when its checksum holds; otherwise what is wrong with it. */
  problem?: string;
}

export interface BackupStatus {
  lastGood?: BackupEntry;
  overdue: boolean;
}

export class BackupBusy extends Error {
  constructor() {
    super("A backup is being taken already");
  }
}

/** The embedded database's backups in one folder: taken one at a time, listed, checked, pruned. */
export class Backups {
  private taking: Promise<BackupEntry> | undefined;
  /** Each file's check, kept while its size and time stay the same. */
  private readonly checked = new Map<string, { stamp: string; entry: BackupEntry }>();

  constructor(
    private readonly db: Db,
    readonly dir: string,
    private readonly keep = BACKUPS_KEPT,
    /** The photos' files (PHOTOS_DIR), backed up with the database. */
    private readonly photosDir?: string,
  ) {}

  get running(): boolean {
    return this.taking !== undefined;
  }

  /** Takes a backup now; refuses with BackupBusy while another is being taken. */
  take(trigger: BackupHead["trigger"], now = new Date()): Promise<BackupEntry> {
    if (this.taking) return Promise.reject(new BackupBusy());
    this.taking = (async () => {
      const { file, head } = await writeBackup(this.db, this.dir, trigger, now, this.photosDir);
      await this.prune();
      return { ...toEntry(path.basename(file), head), bytes: (await fs.promises.stat(file)).size };
    })().finally(() => {
      this.taking = undefined;
    });
    return this.taking;
  }

  /** Resolves once no backup is being taken: for shutdown, before the database closes. */
  async settled(): Promise<void> {
    await this.taking?.catch(() => {});
  }

  /** Every backup in the folder, newest first, each with its checksum checked. */
  async list(): Promise<BackupEntry[]> {
    const names = (await this.names()).reverse();
    const entries = await Promise.all(names.map((name) => this.check(name)));
    return entries.filter((entry) => entry !== undefined);
  }

  async status(now = new Date()): Promise<BackupStatus> {
    const lastGood = (await this.list()).find((entry) => !entry.problem);
    const { since } = await migrationState(this.db);
    return { lastGood, overdue: backupOverdue(lastGood?.createdAt, since, now) };
  }

  /** The file of a listed backup by its name, for a download; undefined for any other name. */
  fileOf(name: string): string | undefined {
    const file = backupPath(this.dir, name);
    return file && fs.existsSync(file) ? file : undefined;
  }

  /** Removes what a stopped backup left behind (its temporary files), at start. */
  async clearLeftovers(): Promise<void> {
    const names = await fs.promises.readdir(this.dir).catch(() => [] as string[]);
    await Promise.all(
      names
        .filter((name) => /^\.(staging|payload|partial)-/.test(name))
        .map((name) => fs.promises.rm(path.join(this.dir, name), { recursive: true, force: true })),
    );
  }

  private async names(): Promise<string[]> {
    const names = await fs.promises.readdir(this.dir).catch(() => [] as string[]);
    return names.filter(isBackupName).sort();
  }

  private async prune(): Promise<void> {
    const names = await this.names();
    const old = names.slice(0, Math.max(0, names.length - this.keep));
    await Promise.all(old.map((name) => fs.promises.rm(path.join(this.dir, name), { force: true })));
    for (const name of old) this.checked.delete(name);
  }

  private async check(name: string): Promise<BackupEntry | undefined> {
    const file = path.join(this.dir, name);
    const stat = await fs.promises.stat(file).catch(() => undefined);
    if (!stat) return undefined; // pruned meanwhile
    const stamp = `${stat.size}:${stat.mtimeMs}`;
    const known = this.checked.get(name);
    if (known?.stamp === stamp) return known.entry;
    let entry: BackupEntry;
    try {
      entry = { ...toEntry(name, await verifyBackup(file)), bytes: stat.size };
    } catch (error) {
      if (!(error instanceof BackupRefused)) throw error;
      const head = await readHead(file).catch(() => undefined);
      entry = {
        ...(head ? toEntry(name, head.head) : { name, createdAt: stat.mtime, trigger: "owner" as const, sha256: "" }),
        bytes: stat.size,
        problem: error.message,
      };
    }
    this.checked.set(name, { stamp, entry });
    return entry;
  }
}

const toEntry = (name: string, head: BackupHead): Omit<BackupEntry, "bytes"> => ({
  name,
  createdAt: new Date(head.createdAt),
  trigger: head.trigger,
  sha256: head.sha256,
});
