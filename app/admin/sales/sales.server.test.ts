import { beforeAll, expect, it } from "vitest";
import { seedRecords } from "~/features/catalogue";
import type { SaleFormValues } from "~/admin/sales/sale-input";
import { presetValues } from "~/admin/sales/sale-values";
import { blackFridayPreset, decemberPreset } from "~/features/sales";
import { lagosDateTimeOf } from "~/lib/lagos-clock";
import { describeOnBothDatabases } from "~/server/test-data-suite.server";
import { changesSince, lastChangeId, seedCatalogue } from "~/server/catalogue/store/index.server";
import { readSale, readSales } from "~/server/sales/store.server";
import { saleEditorView, salesListView } from "./sale-editor.server";
import { createSaleAction, saleAction } from "./sale-form-actions.server";
import { removeSale, saveSale } from "./sale-save.server";

const ACTOR = "admin 1234abcd";
const OTHER = "admin 9876fedc";
const now = new Date("2026-11-25T10:00:00.000Z");

/** The form as the page posts it. */
function body(v: SaleFormValues, version?: number): URLSearchParams {
  const form = new URLSearchParams();
  for (const key of ["name", "startsAt", "endsAt", "scope", "kind", "percent"] as const) form.set(key, v[key]);
  for (const c of v.collections) form.append("collections", c);
  for (const p of seedRecords.products) {
    form.set(`in-${p.id}`, v.products[String(p.id)] ?? "");
    form.set(`price-${p.id}`, v.prices[String(p.id)] ?? "");
  }
  if (version !== undefined) form.set("version", String(version));
  return form;
}

const preset = (make: typeof blackFridayPreset, at = now) =>
  presetValues(make(seedRecords.products, at), seedRecords.products);

const weekend = (over: Partial<SaleFormValues> = {}): SaleFormValues => ({
  ...preset(blackFridayPreset),
  name: "Weekend",
  startsAt: "2026-11-30T00:00",
  endsAt: "2026-12-02T00:00",
  kind: "percent",
  percent: "20",
  prices: {},
  ...over,
});

const post = (path: string, form: URLSearchParams) =>
  new Request(`http://shop.test${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: form,
  });

describeOnBothDatabases("the sales in the admin on %s", (suite) => {
  const t = suite.database();
  beforeAll(async () => {
    await seedCatalogue(t.db, seedRecords);
  });

  /** The change rows written since `since`. */
  const changesAfter = async (since: number) => (await changesSince(t.db, since)).map((c) => c.productIds);

  async function create(values: SaleFormValues): Promise<number> {
    const outcome = await saveSale(t.db, ACTOR, undefined, body(values), now);
    if (outcome.kind !== "saved") throw new Error(`not created: ${JSON.stringify(outcome)}`);
    return outcome.id;
  }

  it("schedules Black Friday from its preset, records who saved it, and notes the sales change with it", async () => {
    const before = await lastChangeId(t.db);
    const outcome = await saveSale(t.db, ACTOR, undefined, body(preset(blackFridayPreset)), now);
    expect(outcome).toMatchObject({ kind: "saved", done: "scheduled" });
    const id = outcome.kind === "saved" ? outcome.id : 0;
    const stored = (await readSale(t.db, id))!;
    expect(stored).toMatchObject({
      name: "Black Friday",
      startsAt: "2026-11-26T23:00:00.000Z",
      endsAt: "2026-11-30T23:00:00.000Z",
      scope: { wholeShop: true, collections: [], productIds: [], excludedIds: [] },
      version: 1,
      updatedBy: ACTOR,
    });
    expect(stored.discount.kind === "prices" && stored.discount.prices[37]).toBe(12_500);
    expect(await changesAfter(before)).toEqual([[]]);

    const list = await salesListView(t.db, now);
    expect(list.upcoming).toEqual([
      expect.objectContaining({
        id,
        name: "Black Friday",
        status: "upcoming",
        starts: "Friday 27 November 2026 at 00:00",
        ends: "Tuesday 1 December 2026 at 00:00",
        scope: "The whole shop",
        discount: "Sale prices for 56 products",
      }),
    ]);
    expect(list.presets.map((p) => [p.name, p.href, p.dates])).toEqual([
      ["Black Friday", "/admin/sales/new?preset=black-friday", "Friday 27 November 2026 to Monday 30 November 2026"],
      ["December", "/admin/sales/new?preset=december", "Tuesday 1 December 2026 to Thursday 31 December 2026"],
    ]);
  });

  it("stores nothing and notes nothing for a form with a message", async () => {
    const before = await lastChangeId(t.db);
    const count = (await readSales(t.db)).length;
    const outcome = await saveSale(t.db, ACTOR, undefined, body(weekend({ percent: "95" })), now);
    expect(outcome).toMatchObject({ kind: "invalid", errors: { percent: expect.stringMatching(/from 1 to 90/) } });
    expect(outcome.kind === "invalid" && outcome.values.percent).toBe("95");
    expect(await readSales(t.db)).toHaveLength(count);
    expect(await changesAfter(before)).toEqual([]);
  });

  it("warns on a sale's page of the sales it overlaps, with their Lagos dates", async () => {
    await create(preset(decemberPreset));
    const id = await create(weekend());
    const view = await saleEditorView(t.db, id, now);
    expect(view.overlap).toEqual({
      heading: "This sale overlaps 2 other sales",
      lines: [
        "Black Friday: Friday 27 November 2026 at 00:00 to Tuesday 1 December 2026 at 00:00 (Lagos time)",
        "December: Tuesday 1 December 2026 at 00:00 to Friday 1 January 2027 at 00:00 (Lagos time)",
      ],
      rule: expect.stringMatching(/the lowest price wins/),
    });
    expect(view.values).toMatchObject({ startsAt: "2026-11-30T00:00", endsAt: "2026-12-02T00:00", percent: "20" });
    const list = await salesListView(t.db, now);
    expect(list.upcoming.find((s) => s.id === id)?.overlaps).toEqual(["Black Friday", "December"]);
  });

  it("refuses a save from a form opened before another save, keeps her values, and says who saved it", async () => {
    const id = await create(weekend({ name: "Two tabs" }));
    const opened = (await saleEditorView(t.db, id, now)).version;
    const first = await saveSale(t.db, OTHER, id, body(weekend({ name: "Two tabs", percent: "25" }), opened), now);
    expect(first).toEqual({ kind: "saved", id, done: "saved" });

    const before = await lastChangeId(t.db);
    const stale = await saveSale(t.db, ACTOR, id, body(weekend({ name: "Two tabs, mine" }), opened), now);
    expect(stale).toMatchObject({
      kind: "conflict",
      version: opened + 1,
      values: { name: "Two tabs, mine" },
      conflict: {
        by: OTHER,
        lines: [
          "Name: Two tabs",
          "From Monday 30 November 2026 at 00:00 to Wednesday 2 December 2026 at 00:00 (Lagos time)",
          "The whole shop · 25% off",
        ],
      },
    });
    expect(await readSale(t.db, id)).toMatchObject({ name: "Two tabs", version: opened + 1, updatedBy: OTHER });
    expect(await changesAfter(before)).toEqual([]);

    // Saving again from the refused form, which now carries the new version, keeps hers.
    const again = await saveSale(t.db, ACTOR, id, body(weekend({ name: "Two tabs, mine" }), opened + 1), now);
    expect(again).toMatchObject({ kind: "saved" });
    expect(await readSale(t.db, id)).toMatchObject({ name: "Two tabs, mine", version: opened + 2, updatedBy: ACTOR });
    expect(await changesAfter(before)).toEqual([[]]);
  });

  it("deletes a sale and notes the change in the same go; a second delete finds nothing and notes nothing", async () => {
    const id = await create(weekend({ name: "Short-lived" }));
    const before = await lastChangeId(t.db);
    expect(await removeSale(t.db, id)).toBe(true);
    expect(await readSale(t.db, id)).toBeUndefined();
    expect(await changesAfter(before)).toEqual([[]]);
    const after = await lastChangeId(t.db);
    expect(await removeSale(t.db, id)).toBe(false);
    expect(await changesAfter(after)).toEqual([]);
  });

  it("answers the pages' forms: scheduled or started, then the sale's page; refused with a message; deleted", async () => {
    const at = new Date();
    const future = weekend({
      name: "Later",
      startsAt: lagosDateTimeOf(new Date(at.getTime() + 86_400_000)).slice(0, 16),
      endsAt: lagosDateTimeOf(new Date(at.getTime() + 2 * 86_400_000)).slice(0, 16),
    });
    const scheduled = (await createSaleAction(t.db, post("/admin/sales/new", body(future)), ACTOR)) as Response;
    expect(scheduled.status).toBe(303);
    const location = scheduled.headers.get("Location")!;
    expect(location).toMatch(/^\/admin\/sales\/\d+\?done=scheduled$/);
    const id = Number(/\/(\d+)\?/.exec(location)![1]);

    const started = await createSaleAction(
      t.db,
      post("/admin/sales/new", body({ ...future, name: "Now", startsAt: "2020-01-01T00:00" })),
      ACTOR,
    );
    expect((started as Response).headers.get("Location")).toMatch(/\?done=started$/);
    const nowSale = Number(/\/(\d+)\?/.exec((started as Response).headers.get("Location")!)![1]);
    expect(Date.parse((await readSale(t.db, nowSale))!.startsAt)).toBeGreaterThanOrEqual(
      Math.floor(at.getTime() / 1000) * 1000,
    );

    const refused = (await saleAction(
      t.db,
      post(`/admin/sales/${id}`, body({ ...future, name: "" }, 1)),
      ACTOR,
      id,
    )) as {
      init: { status: number };
      data: { errors: Record<string, string>; version: number };
    };
    expect(refused.init.status).toBe(400);
    expect(refused.data).toMatchObject({ errors: { name: expect.any(String) }, version: 1 });

    const deleting = new URLSearchParams({ intent: "delete" });
    const deleted = (await saleAction(t.db, post(`/admin/sales/${id}`, deleting), ACTOR, id)) as Response;
    expect(deleted.headers.get("Location")).toBe("/admin/sales?done=deleted");
    const gone = (await saleAction(t.db, post(`/admin/sales/${id}`, deleting), ACTOR, id)) as {
      init: { status: number };
    };
    expect(gone.init.status).toBe(404);
  });
});
