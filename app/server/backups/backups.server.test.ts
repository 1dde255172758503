import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, type Db } from "../db/db.server";
import { bundledMigrations, migrate } from "../db/migrate.server";
import { BackupRefused } from "./backup-file.server";
import { BackupBusy, Backups } from "./backups.server";
import { nightlyBackup } from "./nightly.server";
import { restoreBackup, RestoreRefused } from "./restore.server";
import { withSmallFiles } from "./small-database.server";

// One embedded database on disk for the whole file: opening and migrating one takes seconds, and
// each backup copies, packs and checks its 40 MB (seconds each on a busy two-core machine). So two
// backups copy the real folder (the first test's and the one restored); the tests of naming,
// pruning, checking and the nightly's alerts pack a small stand-in for it (`withSmallFiles`).
const slow = { timeout: 90_000 };
let root: string;
let db: Db;
let small: Db;
const knownMigrations = bundledMigrations().map((m) => m.name);
const hoursAfter = (at: Date, hours: number) => new Date(at.getTime() + hours * 3_600_000);
const folder = (name: string) => path.join(root, name);
const silent = { error: () => {} };

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "hazel-backups-"));
  db = await openDb({ dataDir: path.join(root, "data/pglite") });
  await migrate(db);
  await db.query("insert into messages (kind, from_email, message) values ('contact', 'ada@example.com', 'Kept')");
  small = withSmallFiles(db);
}, 60_000);
afterAll(async () => {
  await db.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe("taking and listing backups", slow, () => {
  it("writes one checked file named by its time, and lists it as good", async () => {
    const backups = new Backups(db, folder("one"));
    const taken = await backups.take("owner", new Date("2026-11-25T02:00:00Z"));
    expect(taken.name).toBe("hazel-2026-11-25T02-00-00.000Z.backup");
    expect(fs.statSync(path.join(backups.dir, taken.name)).size).toBe(taken.bytes);
    const [listed] = await backups.list();
    expect(listed).toMatchObject({ name: taken.name, trigger: "owner", sha256: taken.sha256 });
    expect(listed?.problem).toBeUndefined();
    // Nothing temporary is left beside it.
    expect(fs.readdirSync(backups.dir)).toEqual([taken.name]);
    // Only the shop's user reads the folder, the file and the database's folder.
    expect(fs.statSync(backups.dir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(backups.dir, taken.name)).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.join(root, "data/pglite")).mode & 0o777).toBe(0o700);
  });

  it("takes one at a time", async () => {
    const backups = new Backups(small, folder("busy"));
    const first = backups.take("nightly");
    await expect(backups.take("owner")).rejects.toBeInstanceOf(BackupBusy);
    expect(backups.running).toBe(true);
    await first;
    expect(backups.running).toBe(false);
  });

  it("keeps only the newest ones", async () => {
    const backups = new Backups(small, folder("keep"), 2);
    const start = new Date("2026-11-20T02:00:00Z");
    for (let day = 0; day < 3; day++) await backups.take("nightly", hoursAfter(start, 24 * day));
    expect((await backups.list()).map((b) => b.createdAt.toISOString())).toEqual([
      "2026-11-22T02:00:00.000Z",
      "2026-11-21T02:00:00.000Z",
    ]);
  });

  it("lists a truncated or altered file with its problem, and counts only good ones as the last", async () => {
    const backups = new Backups(small, folder("damaged"));
    const good = await backups.take("nightly", new Date("2026-11-23T02:00:00Z"));
    const cut = await backups.take("nightly", new Date("2026-11-24T02:00:00Z"));
    const altered = await backups.take("owner", new Date("2026-11-24T09:00:00Z"));
    fs.truncateSync(path.join(backups.dir, cut.name), cut.bytes - 1000);
    const alteredFile = path.join(backups.dir, altered.name);
    const bytes = fs.readFileSync(alteredFile);
    bytes[bytes.length - 100]! ^= 0xff;
    fs.writeFileSync(alteredFile, bytes);

    const listed = await backups.list();
    expect(listed.map((b) => [b.name, b.problem?.split(":")[0]])).toEqual([
      [altered.name, "it was altered"],
      [cut.name, "it is truncated"],
      [good.name, undefined],
    ]);
    const status = await backups.status(hoursAfter(good.createdAt, 30));
    expect(status.lastGood?.name).toBe(good.name);
    expect(status.overdue).toBe(false);
    expect((await backups.status(hoursAfter(good.createdAt, 37))).overdue).toBe(true);
  });

  it("with no backup yet, is overdue 36 hours after the shop's first start", async () => {
    const backups = new Backups(db, folder("none"));
    expect((await backups.status()).overdue).toBe(false);
    expect((await backups.status(hoursAfter(new Date(), 37))).overdue).toBe(true);
  });

  it("clears what a stopped backup left, and nothing else", async () => {
    const backups = new Backups(small, folder("leftovers"));
    const kept = await backups.take("owner");
    fs.mkdirSync(path.join(backups.dir, ".staging-hazel-x.backup"));
    fs.writeFileSync(path.join(backups.dir, ".partial-hazel-x.backup"), "half");
    await backups.clearLeftovers();
    expect(fs.readdirSync(backups.dir)).toEqual([kept.name]);
  });

  it("serves files by backup names only", async () => {
    const backups = new Backups(small, folder("names"));
    const taken = await backups.take("owner");
    expect(backups.fileOf(taken.name)).toBe(path.join(backups.dir, taken.name));
    for (const bad of [
      "../data/pglite/PG_VERSION",
      "x.backup",
      `${taken.name}/..`,
      "hazel-2026-11-25T02-00-00.000Z.backup",
    ]) {
      expect(backups.fileOf(bad)).toBeUndefined();
    }
  });
});

describe("the nightly backup", slow, () => {
  const alerts = () =>
    db.query<{ alert_key: string; params: { message: string } }>(
      "select alert_key, params from outbox where alert_key like 'backup-failed:%' order by id",
    );

  it("emails the owner once a night when it fails, and not when it works", async () => {
    fs.writeFileSync(folder("not-a-folder"), "a file where the folder should be");
    const failing = {
      backups: new Backups(db, folder("not-a-folder")),
      db,
      siteUrl: "https://hazel.example",
      log: silent,
    };
    const night = new Date("2026-11-25T02:00:00Z");
    await nightlyBackup(failing, night);
    await nightlyBackup(failing, hoursAfter(night, 0.5));
    const [alert, ...more] = await alerts();
    expect(more).toEqual([]);
    expect(alert?.alert_key).toBe("backup-failed:2026-11-25");
    expect(alert?.params.message).toContain("failed");
    expect(alert?.params.message).toContain("https://hazel.example/admin/backups");

    await nightlyBackup(failing, hoursAfter(night, 24));
    expect((await alerts()).map((a) => a.alert_key)).toEqual(["backup-failed:2026-11-25", "backup-failed:2026-11-26"]);

    const working = { ...failing, backups: new Backups(small, folder("nightly")) };
    await nightlyBackup(working, hoursAfter(night, 48));
    expect(await alerts()).toHaveLength(2);
    expect(await working.backups.list()).toHaveLength(1);
  });
});

describe("restoring a backup", slow, () => {
  let file: string;
  const photo = `${"c".repeat(32)}.jpg`;
  beforeAll(async () => {
    // The photos' files go in the backup too (a temporary one in .incoming does not).
    const photos = folder("photos");
    fs.mkdirSync(path.join(photos, ".incoming"), { recursive: true });
    fs.writeFileSync(path.join(photos, photo), "a cleaned photo");
    fs.writeFileSync(path.join(photos, ".incoming/half"), "half a photo");
    const backups = new Backups(db, folder("to-restore"), undefined, photos);
    file = path.join(backups.dir, (await backups.take("owner")).name);
  }, slow.timeout);
  const restore = (dataDir: string, options: { force?: boolean; file?: string } = {}) =>
    restoreBackup({ file, dataDir, knownMigrations, ...options });

  it("puts the database into an empty data directory, where it opens with every row", async () => {
    const dataDir = folder("restored");
    const { target } = await restore(dataDir);
    const restored = await openDb({ dataDir: target });
    try {
      const rows = await restored.query("select from_email, message from messages");
      expect(rows).toEqual([{ from_email: "ada@example.com", message: "Kept" }]);
    } finally {
      await restored.close();
    }
    expect(fs.readdirSync(dataDir).sort()).toEqual(["pglite", "photos"]);
    expect(fs.readdirSync(path.join(dataDir, "photos"))).toEqual([photo]);
    expect(fs.readFileSync(path.join(dataDir, "photos", photo), "utf8")).toBe("a cleaned photo");
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(dataDir, "pglite")).mode & 0o777).toBe(0o700);
  });

  it("refuses a data directory that holds a database, unless forced, and then keeps that one aside", async () => {
    const dataDir = folder("occupied");
    fs.mkdirSync(path.join(dataDir, "pglite"), { recursive: true });
    fs.writeFileSync(path.join(dataDir, "pglite/PG_VERSION"), "mine");
    await expect(restore(dataDir)).rejects.toBeInstanceOf(RestoreRefused);
    expect(fs.readdirSync(dataDir)).toEqual(["pglite"]);

    const { setAside } = await restore(dataDir, { force: true });
    expect(fs.readFileSync(path.join(setAside!, "PG_VERSION"), "utf8")).toBe("mine");
    expect(fs.readFileSync(path.join(dataDir, "pglite/PG_VERSION"), "utf8")).not.toBe("mine");
  });

  it("refuses a truncated or altered file, naming the problem, and changes nothing", async () => {
    const cut = folder("cut.backup");
    fs.writeFileSync(cut, fs.readFileSync(file).subarray(0, 100_000));
    await expect(restore(folder("after-cut"), { file: cut })).rejects.toThrow(/^it is truncated: 99,\d+ of/);
    expect(fs.existsSync(folder("after-cut"))).toBe(false);

    const altered = folder("altered.backup");
    const bytes = fs.readFileSync(file);
    bytes[bytes.length - 5]! ^= 1;
    fs.writeFileSync(altered, bytes);
    await expect(restore(folder("after-altered"), { file: altered })).rejects.toThrow("it was altered");
    expect(fs.existsSync(folder("after-altered"))).toBe(false);

    const notOne = folder("notes.txt");
    fs.writeFileSync(notOne, "shopping list");
    await expect(restore(folder("after-notes"), { file: notOne })).rejects.toBeInstanceOf(BackupRefused);
  });

  it("refuses a backup from a newer version of the shop", async () => {
    await expect(
      restoreBackup({ file, dataDir: folder("older-shop"), knownMigrations: knownMigrations.slice(0, -1) }),
    ).rejects.toThrow("newer version of the shop");
    expect(fs.existsSync(folder("older-shop"))).toBe(false);
  });
});
