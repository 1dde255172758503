import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { formatSize, nextNightlyBackup, PG_DUMP_COMMAND } from "~/features/backups";
import { BackupWarning } from "~/admin/backups/backup-warning";
import { BackupsScreen, type BackupsScreenProps } from "~/admin/backups/backups-screen";
import { formatShortDateTime } from "~/lib/lagos-clock";
import { Backups } from "~/server/backups/backups.server";
import { writeBackup } from "~/server/backups/write-backup.server";
import { unchangingCatalogue } from "~/server/catalogue/live.server";
import type { Db } from "~/server/db/db.server";
import { testDatabases, type TestDatabase } from "~/server/db/test-databases.server";
import { withSmallFiles } from "~/server/backups/small-database.server";
import { parseEnv } from "~/server/base/env.server";
import { Jobs } from "~/server/base/jobs.server";
import { createTestServices } from "~/server/test-services.server";
import { createProductSearch } from "~/server/search/product-search.server";
import type { Services } from "~/server/services.server";
import { loader as fileLoader } from "./backup-file";
import { action as backupsAction, loader as backupsLoader } from "./backups";
import { loader as ordersLoader } from "./orders";
import { action as signInAction } from "./sign-in";
import { PhotoFiles } from "~/server/photos/photo-files.server";

const state = vi.hoisted(() => ({ services: undefined as Services | undefined }));
vi.mock("~/server/services.server", () => ({ getServices: async () => state.services }));

const PASSWORD = "owner-password-for-tests";
const SHOP = "http://shop.test";
const HOUR = 60 * 60 * 1000;

type Args = { request: Request; params: Record<string, string>; context: { clientAddress: string } };
const args = (request: Request, params: Record<string, string> = {}) =>
  ({ request, params, context: { clientAddress: "203.0.113.9" } }) as Args as never;

/** What a loader or action answered, whether it returned or threw a Response. */
async function run(fn: () => Promise<unknown>) {
  let result: unknown;
  try {
    result = await fn();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) return { status: result.status, location: result.headers.get("Location"), result };
  const wrapped = result as { type?: string; init?: { status?: number }; data?: unknown } | null;
  if (wrapped?.type === "DataWithResponseInit") return { status: wrapped.init?.status ?? 200, body: wrapped.data };
  return { status: 200, body: result };
}

const form = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  new Request(`${SHOP}/admin/backups`, {
    method: "POST",
    headers: { Origin: SHOP, ...headers },
    body: new URLSearchParams(fields),
  });

const get = (address: string, cookie?: string) =>
  new Request(`${SHOP}${address}`, { headers: cookie ? { Cookie: cookie } : {} });

async function signIn(): Promise<string> {
  const answer = (await run(() => signInAction(args(form({ password: PASSWORD }))))).result!;
  return answer.headers.getSetCookie()[0]!.split(";")[0]!;
}

/** The page's text as a person reads it: no tags, entities decoded. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

// The page's tests: the backups pack a small stand-in for the database's files (a real one's 40 MB
// take seconds each; `backups.server.test.ts` takes and restores real ones).
describe("the backups page on the embedded database", { timeout: 60_000 }, () => {
  let root: string;
  let t: TestDatabase;
  let db: Db;
  let cookie: string;
  let backups: Backups;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "hazel-backups-page-"));
    t = await testDatabases.pglite();
    db = withSmallFiles(t.db);
    state.services = {
      env: parseEnv({ NODE_ENV: "test", ADMIN_PASSWORD: PASSWORD }),
      db,
      jobs: new Jobs(),
      catalogue: unchangingCatalogue,
      search: createProductSearch(db),
      photos: new PhotoFiles("data/no-photos"),
    };
    cookie = await signIn();
  });
  afterAll(async () => {
    await t.dispose();
    fs.rmSync(root, { recursive: true, force: true });
  });
  // Each test starts with a folder of backups of its own.
  let folders = 0;
  beforeEach(() => {
    backups = new Backups(db, path.join(root, `backups-${++folders}`));
    state.services = { ...state.services!, backups };
  });

  const page = async (address = "/admin/backups") => {
    const answer = await run(() => backupsLoader(args(get(address, cookie))));
    expect(answer.status).toBe(200);
    const view = answer.body as BackupsScreenProps;
    return { view, html: renderToStaticMarkup(<BackupsScreen {...view} />) };
  };
  const backUpNow = (fields: Record<string, string> = { intent: "back-up" }, headers: Record<string, string> = {}) =>
    run(() => backupsAction(args(form(fields, { Cookie: cookie, ...headers }))));
  const download = (name: string, withCookie = true) =>
    run(() =>
      fileLoader(args(get(`/admin/backups/${encodeURIComponent(name)}`, withCookie ? cookie : undefined), { name })),
    );
  const ordersWarning = async () => {
    const answer = await run(() => ordersLoader(args(get("/admin", cookie))));
    expect(answer.status).toBe(200);
    return (answer.body as { backupWarning: string | null }).backupWarning;
  };

  it("on a new shop: no backup yet, where they go, the next night's time, and no warning on the orders page", async () => {
    const before = new Date();
    const { view, html } = await page();
    expect(view).toMatchObject({ on: true, dir: path.resolve(backups.dir), rows: [], done: null, busy: false });
    if (!view.on) throw new Error("the backups are on");
    expect([nextNightlyBackup(before).toISOString(), nextNightlyBackup(new Date()).toISOString()]).toContain(view.next);
    const text = textOf(html);
    expect(text).toContain(`No backup yet. The first nightly one is due ${formatShortDateTime(view.next)} WAT;`);
    expect(text).toContain(
      `every night at 03:00 WAT and checked. The last 14 are kept, on the server in ${backups.dir}`,
    );
    expect(text).toContain(`Next nightly backup: ${formatShortDateTime(view.next)} WAT.`);
    expect(text).toContain("npm run restore -- FILE");
    expect(html).toContain('<button type="submit"');
    expect(await ordersWarning()).toBeNull();
  });

  it("“Back up now” takes a backup and returns to the page, which says so and lists it as verified", async () => {
    const answer = await backUpNow();
    expect(answer.status).toBe(303);
    const name = /^\/admin\/backups\?taken=(hazel-[\w.-]+\.backup)$/.exec(answer.location ?? "")?.[1];
    expect(name).toBeDefined();
    expect(fs.readdirSync(backups.dir)).toEqual([name]);
    const bytes = fs.statSync(path.join(backups.dir, name!)).size;

    const { view, html } = await page(answer.location!);
    if (!view.on) throw new Error("the backups are on");
    expect(view.rows).toEqual([{ name, createdAt: expect.any(String), trigger: "owner", bytes, problem: null }]);
    expect(view.done).toBe(`Backup taken: ${formatShortDateTime(view.rows[0]!.createdAt)} WAT, ${formatSize(bytes)}.`);
    const text = textOf(html);
    expect(text).toContain(view.done);
    expect(text).toContain(`Taken by you · ${formatSize(bytes)} Checksum verified`);
    expect(html).toContain(`href="/admin/backups/${name}"`);
    // A name that is not a backup's says nothing.
    expect((await page("/admin/backups?taken=..%2Fpglite")).view).toMatchObject({ done: null });
  });

  it("downloads a backup as a stream of exactly its file's bytes, only for the signed-in owner", async () => {
    const { file } = await writeBackup(db, backups.dir, "nightly");
    const name = path.basename(file);
    const answer = await download(name);
    expect(answer.status).toBe(200);
    const response = answer.result!;
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "application/octet-stream",
      "content-disposition": `attachment; filename="${name}"`,
      "content-length": String(fs.statSync(file).size),
      "cache-control": "private, no-store",
    });
    expect(Buffer.from(await response.arrayBuffer()).equals(fs.readFileSync(file))).toBe(true);

    const stranger = await download(name, false);
    expect(stranger.status).toBe(302);
    expect(stranger.location).toMatch(/^\/admin\/sign-in\?next=/);
  });

  it("answers 404 to any name that is not a listed backup's", async () => {
    const file = path.join(backups.dir, "hazel-2026-11-25T02-00-00.000Z.backup");
    fs.mkdirSync(backups.dir);
    fs.writeFileSync(file, "a file beside the database");
    expect((await download(path.basename(file))).status).toBe(409);
    for (const name of [
      "../../etc/passwd",
      "..%2F..%2Fetc%2Fpasswd",
      `../${path.basename(backups.dir)}/${path.basename(file)}`,
      "x.backup",
      "hazel-2020-01-01T00-00-00.000Z.backup",
      path.basename(file).toLowerCase(),
      "",
    ]) {
      const answer = await download(name);
      expect(answer.status, name).toBe(404);
    }
  });

  it("lists a truncated backup with its problem in words, with no Download, and does not serve it", async () => {
    const { file: good } = await writeBackup(db, backups.dir, "nightly");
    const damaged = path.join(backups.dir, "hazel-2026-01-02T02-00-00.000Z.backup");
    const whole = fs.readFileSync(good);
    const head = whole.subarray(0, whole.indexOf("\n", whole.indexOf("\n") + 1) + 1);
    const payload = whole.length - head.length;
    fs.writeFileSync(damaged, whole.subarray(0, whole.length - 100));

    const { view, html } = await page();
    if (!view.on) throw new Error("the backups are on");
    expect(view.rows.map((r) => [r.name, r.problem])).toEqual([
      [path.basename(good), null],
      [
        path.basename(damaged),
        `it is truncated: ${(payload - 100).toLocaleString("en")} of ${payload.toLocaleString("en")} bytes`,
      ],
    ]);
    const text = textOf(html);
    expect(text).toContain(`Damaged: it is truncated: ${(payload - 100).toLocaleString("en")} of`);
    expect(text).toContain("Checksum verified");
    expect(html).toContain(`href="/admin/backups/${path.basename(good)}"`);
    expect(html).not.toContain(`href="/admin/backups/${path.basename(damaged)}"`);
    expect(html.match(/>Download</g)).toHaveLength(1);

    const refused = await download(path.basename(damaged));
    expect(refused.status).toBe(409);
    expect(await refused.result!.text()).toMatch(
      /^This backup is damaged \(it is truncated: .*\), so it is not offered/,
    );
  });

  it("says when a backup is being taken already, and gives the reason when one fails", async () => {
    const nightly = backups.take("nightly");
    expect(backups.running).toBe(true);
    const busy = await backUpNow();
    expect(busy).toMatchObject({ status: 303, location: "/admin/backups?busy" });
    const { html } = await page(busy.location!);
    expect(textOf(html)).toContain("A backup is being taken already, so no second one was started.");
    await nightly;
    expect(fs.readdirSync(backups.dir)).toHaveLength(1);

    // BACKUP_DIR is a file: nothing can be written under it.
    const blocked = path.join(root, "not-a-folder");
    fs.writeFileSync(blocked, "");
    state.services = { ...state.services!, backups: new Backups(db, blocked) };
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const failed = await backUpNow();
      expect(failed.status).toBe(500);
      expect((failed.body as { error: string }).error).toMatch(
        /^The backup was not taken: E[A-Z]+: .*not-a-folder.*\. The backups listed here are untouched\. Check the server's free disk space and that BACKUP_DIR can be written, then try again\.$/,
      );
      expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^The owner's backup failed: /));
    } finally {
      logged.mockRestore();
    }
  });

  it("takes nothing for a form without its intent, from another site, or without a session", async () => {
    expect((await backUpNow({})).status).toBe(400);
    expect((await backUpNow({ intent: "restore" })).status).toBe(400);
    expect((await backUpNow({ intent: "back-up" }, { Origin: "https://evil.example" })).status).toBe(403);
    const signedOut = await run(() => backupsAction(args(form({ intent: "back-up" }))));
    expect(signedOut).toMatchObject({ status: 303, location: "/admin/sign-in" });
    expect((await run(() => backupsLoader(args(get("/admin/backups"))))).status).toBe(302);
    expect(fs.existsSync(backups.dir)).toBe(false);
  });

  it("the orders page warns once the last good backup is over 36 hours old, and no more after a new one", async () => {
    const old = new Date(Date.now() - 40 * HOUR);
    await writeBackup(db, backups.dir, "nightly", old);
    const warning = await ordersWarning();
    expect(warning).toBe(`Your last good backup is from ${formatShortDateTime(old)} WAT, more than 36 hours ago.`);
    const html = renderToStaticMarkup(<BackupWarning text={warning!} />);
    expect(textOf(html)).toContain(warning);
    expect(html).toMatch(/<a href="\/admin\/backups"[^>]*>Back up now<\/a>/);

    await backups.take("owner");
    expect(await ordersWarning()).toBeNull();
  });

  it("the orders page still opens when the backups cannot be checked, and says why", async () => {
    // A folder where a backup's file should be: reading it fails, and not as a damaged backup.
    fs.mkdirSync(path.join(backups.dir, "hazel-2026-11-25T02-00-00.000Z.backup"), { recursive: true });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(await ordersWarning()).toMatch(/^The backups could not be checked: EISDIR: .*\.$/);
      expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^The backups could not be checked: /));
    } finally {
      logged.mockRestore();
    }
  });

  it("the orders page warns when no backup was ever taken on a shop started over 36 hours ago", async () => {
    await db.query("update schema_migrations set applied_at = applied_at - interval '2 days'");
    try {
      expect(await ordersWarning()).toBe("No backup has been taken yet.");
    } finally {
      await db.query("update schema_migrations set applied_at = applied_at + interval '2 days'");
    }
    expect(await ordersWarning()).toBeNull();
  });
});

describe("the backups page on a PostgreSQL server", () => {
  let dispose: () => Promise<void>;
  let cookie: string;
  beforeAll(async () => {
    const t = await createTestServices("postgres", { env: { ADMIN_PASSWORD: PASSWORD } });
    state.services = t.services;
    dispose = t.dispose;
    cookie = await signIn();
  });
  afterAll(() => dispose());

  it("says the shop's own backups are off and shows the pg_dump line; takes and serves nothing, warns of nothing", async () => {
    const answer = await run(() => backupsLoader(args(get("/admin/backups", cookie))));
    expect(answer.body).toEqual({ on: false });
    const text = textOf(renderToStaticMarkup(<BackupsScreen {...(answer.body as BackupsScreenProps)} />));
    expect(text).toContain("The shop’s own backups are off");
    expect(text).toContain(PG_DUMP_COMMAND);
    expect(PG_DUMP_COMMAND).toBe('pg_dump --format=custom --file=hazel-$(date +%F).dump "$DATABASE_URL"');
    expect(text).not.toContain("Back up now");

    const taken = await run(() => backupsAction(args(form({ intent: "back-up" }, { Cookie: cookie }))));
    expect(taken.status).toBe(409);
    const name = "hazel-2026-11-25T02-00-00.000Z.backup";
    expect((await run(() => fileLoader(args(get(`/admin/backups/${name}`, cookie), { name })))).status).toBe(404);
    const orders = await run(() => ordersLoader(args(get("/admin", cookie))));
    expect((orders.body as { backupWarning: string | null }).backupWarning).toBeNull();
  });
});
