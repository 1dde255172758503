// The table-owner check: a statement on a table outside its store fails with its file and line,
// wherever in a string or template it is; its store, a listed span, comments and tests pass; a
// table without a store and a span no longer used fail.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readTableUses, tableProblems, tablesOf, TABLE_OWNERS } from "./table-owners";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "hazel-table-owners-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function write(file: string, code: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), code);
}

const owners = { orders: "app/server/orders/store/", outbox: "app/server/outbox/store.server.ts" };

describe("statements on a table", () => {
  it("pass in their store, and fail anywhere else with the file, the line and the store to call", () => {
    write(
      "app/server/orders/store/orders.server.ts",
      'export const find = (db) => db.query("select * from orders where reference = $1", ["x"]);\n',
    );
    write(
      "app/server/orders/reconcile.server.ts",
      [
        "// Old orders are taken from orders by the store (a comment names no statement).",
        "const due = 'next_check_at';",
        "export const claim = (db) =>",
        "  db.query(`select reference",
        "     from orders where ${due} <= now()`);",
        'export const spread = (tx) => tx.query("insert into outbox (message_id) values ($1)", [1]);',
        "",
      ].join("\n"),
    );
    write("app/routes/admin/x.tsx", "export const q = `UPDATE   Orders set status = 'paid'`;\n");
    write("app/server/orders/reconcile.server.test.ts", 'export const q = "delete from orders";\n');

    const uses = readTableUses(root, ["orders", "outbox"]);
    expect(uses.map((u) => [u.file, u.line, u.table, u.words])).toEqual([
      ["app/routes/admin/x.tsx", 1, "orders", "UPDATE Orders"],
      ["app/server/orders/reconcile.server.ts", 5, "orders", "from orders"],
      ["app/server/orders/reconcile.server.ts", 6, "outbox", "into outbox"],
      ["app/server/orders/store/orders.server.ts", 1, "orders", "from orders"],
    ]);
    expect(tableProblems(["orders", "outbox"], uses, owners, [])).toEqual([
      'app/routes/admin/x.tsx:1: "UPDATE Orders": statements on orders belong in app/server/orders/store/; call a function of it instead.',
      'app/server/orders/reconcile.server.ts:5: "from orders": statements on orders belong in app/server/orders/store/; call a function of it instead.',
      'app/server/orders/reconcile.server.ts:6: "into outbox": statements on outbox belong in app/server/outbox/store.server.ts; call a function of it instead.',
    ]);
  });

  it("pass in another family's store when listed as a span, and the span fails once nothing uses it", () => {
    const use = { file: "app/server/outbox/store.server.ts", line: 3, table: "orders", words: "join orders" };
    const span = { file: use.file, table: "orders", why: "an order's emails are read with the order" };
    expect(tableProblems(["orders", "outbox"], [use], owners, [span])).toEqual([]);
    expect(tableProblems(["orders", "outbox"], [use], owners, [])).toHaveLength(1);
    expect(tableProblems(["orders", "outbox"], [], owners, [span])).toEqual([
      "app/server/outbox/store.server.ts no longer names orders: take the span out of SPANS.",
    ]);
  });

  it("fail for a table the migrations create without a store", () => {
    expect(tableProblems(["orders", "outbox", "wishlists"], [], owners, [])).toEqual([
      "Table wishlists has no store: name its module in TABLE_OWNERS.",
    ]);
  });
});

describe("the shop's tables", () => {
  it("are named as the last migration that renamed them left them", () => {
    write("migrations/001-a.sql", "create table owner_sessions (id int);\ncreate table if not exists outbox (id int);");
    write("migrations/002-b.sql", "alter table owner_sessions rename to admin_sessions;");
    expect(tablesOf(path.join(root, "migrations")).sort()).toEqual(["admin_sessions", "outbox"]);
  });

  it("each have a store that exists", () => {
    const tables = tablesOf(path.resolve("app/server/db/migrations"));
    expect(tables).toEqual(expect.arrayContaining(["orders", "order_events", "outbox", "messages"]));
    for (const table of tables) {
      const owner = TABLE_OWNERS[table];
      expect(owner, table).toBeDefined();
      expect(fs.existsSync(path.resolve(owner!)), owner).toBe(true);
    }
  });
});
