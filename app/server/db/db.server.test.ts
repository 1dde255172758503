import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PGlite } from "@electric-sql/pglite";
import { openDb } from "./db.server";
import { QueryFailed, ValueRefused } from "./query-errors.server";
import { bundledMigrations, migrate, migrationState } from "./migrate.server";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { migratedPgliteDump } from "./test-databases.server";

describeOnBothDatabases("the database on %s", (suite) => {
  const t = suite.database();

  it("has applied every bundled migration once", async () => {
    const rows = await t.db.query<{ name: string }>("select name from schema_migrations order by name");
    expect(rows.map((r) => r.name)).toEqual(bundledMigrations().map((m) => m.name));
    expect(await migrate(t.db)).toEqual([]);
  });

  it("round-trips parameters, json and timestamps", async () => {
    const [row] = await t.db.query<{ id: string; created_at: Date }>(
      "insert into messages (kind, from_email, message) values ($1, $2, $3) returning id, created_at",
      ["contact", "ada@example.com", "Hello"],
    );
    expect(row?.created_at).toBeInstanceOf(Date);
    const found = await t.db.query<{ message: string }>("select message from messages where id = $1", [row?.id]);
    expect(found).toEqual([{ message: "Hello" }]);
  });

  it("rolls a failed transaction back whole", async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query("insert into messages (kind, from_email) values ('newsletter', 'lost@example.com')");
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    const rows = await t.db.query("select 1 from messages where from_email = 'lost@example.com'");
    expect(rows).toHaveLength(0);
  });

  it("enforces the schema's constraints", async () => {
    await expect(
      t.db.query("insert into messages (kind, from_email) values ('spam', 'x@example.com')"),
    ).rejects.toThrow();
  });

  /** What a query threw, with every property a log of it could print. */
  const thrownBy = (work: Promise<unknown>) =>
    work.then(
      () => undefined,
      (error: unknown) => error,
    );

  it("answers a value the database cannot take with a 400, without the query or its parameters", async () => {
    const sent = ["contact", "Ada\u0000Obi", "ada@example.com"];
    for (const work of [
      () => t.db.query("insert into messages (kind, from_name, from_email) values ($1, $2, $3)", sent),
      () =>
        t.db.transaction((tx) =>
          tx.query("insert into messages (kind, from_name, from_email) values ($1, $2, $3)", sent),
        ),
      () => t.db.query("select $1::timestamptz", ["0000-12-31T23:00:00.000Z"]),
    ]) {
      const error = await thrownBy(work());
      expect(error).toBeInstanceOf(ValueRefused);
      expect((error as Response).status).toBe(400);
      expect(JSON.stringify(Object.entries(error as object))).not.toMatch(/Ada|insert into|0000-12/);
    }
  });

  it("rethrows a wrong query as QueryFailed: its code and message, not its text or parameters", async () => {
    const error = await thrownBy(t.db.query("select * from no_such_table where x = $1", ["ada@example.com"]));
    expect(error).toBeInstanceOf(QueryFailed);
    expect(error).toMatchObject({ code: "42P01", message: expect.stringContaining("no_such_table") });
    expect(Object.keys(error as object).sort()).toEqual(["code", "name"]);
    const duplicate = "insert into schema_migrations (name) select name from schema_migrations limit 1";
    expect(await thrownBy(t.db.query(duplicate))).toMatchObject({ code: "23505" });
  });
});

// Each new folder starts from the run's migrated dump: PGlite's initdb takes seconds on a busy machine.
describe("the embedded database on disk", () => {
  const dump = migratedPgliteDump();

  it("keeps what it holds across a restart", { timeout: 60_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hazel-db-"));
    try {
      const first = await openDb({ dataDir, dump });
      await migrate(first);
      await first.query("insert into messages (kind, from_email) values ('newsletter', 'kept@example.com')");
      await first.close();

      const second = await openDb({ dataDir });
      expect(await migrate(second)).toEqual([]);
      const rows = await second.query("select from_email from messages");
      expect(rows).toEqual([{ from_email: "kept@example.com" }]);
      await second.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("makes a new folder from the build's template, dated from now, opens one holding a database as it is, with small buffers", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "hazel-db-"));
    try {
      // A template that says it is one: a table no initdb makes.
      const template = path.join(root, "template");
      const maker = await PGlite.create(template, { loadDataDir: dump });
      await maker.exec("create table made_from_template (note text)");
      await maker.exec("update schema_migrations set applied_at = '2020-01-01'");
      await maker.close();

      // A copy cut short before its PG_VERSION (the file copied last) is made again.
      const dataDir = path.join(root, "pglite");
      fs.mkdirSync(dataDir);
      fs.writeFileSync(path.join(dataDir, "postgresql.conf"), "cut short");
      const copiedAt = Date.now();
      const first = await openDb({ dataDir, template });
      await first.query("insert into made_from_template values ('kept')");
      // Migrated when the shop was built, the copy is as old as its first start (its backup due a day after).
      const { since } = await migrationState(first);
      expect(since.getTime()).toBeGreaterThanOrEqual(copiedAt - 1000);
      expect(await first.query("show shared_buffers")).toEqual([{ shared_buffers: "16MB" }]);
      await first.close();

      const second = await openDb({ dataDir, template });
      expect(await second.query("select note from made_from_template")).toEqual([{ note: "kept" }]);
      expect((await migrationState(second)).since).toEqual(since);
      await second.close();
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  }, 60_000);
});
