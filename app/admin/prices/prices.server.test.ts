import { beforeAll, describe, expect, it } from "vitest";
import { readCsv } from "~/admin/shared/csv-read";
import { canApply } from "~/admin/prices/price-plan";
import type { PricesActionData } from "~/admin/prices/prices-view";
import { seedRecords } from "~/features/catalogue";
import { describeOnBothDatabases } from "~/server/test-data-suite.server";
import {
  changesSince,
  lastChangeId,
  productHistory,
  readEditableProduct,
  seedCatalogue,
} from "~/server/catalogue/store/index.server";
import { availableStock, holdPieces, setStock } from "~/server/stock/store/index.server";
import { readOwnDollarPrices, saveOwnDollarPrice } from "~/server/dollars/store.server";
import { applyPrices } from "./prices-apply.server";
import { pricesAction } from "./prices-actions.server";
import { pricesFile } from "./prices-export.server";
import { planDigest, planOf, type PriceSource } from "./prices-plan.server";
import { productEditorView } from "../products/product-editor.server";
import { CORAL_PRICE_CELLS } from "./test-price-files";
import { saveProduct } from "../products/product-save.server";
import type { ProductFormValues } from "~/admin/products/product-input";

const ACTOR = "admin 1234abcd";
const PRICE = 5;
const STRUCK = 6;
const USD = 7;
const M = 10;

/** Cells back to CSV text. */
const csvOf = (rows: readonly (readonly string[])[]) =>
  rows.map((r) => r.map((c) => (/[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(",")).join("\r\n");

describeOnBothDatabases("prices in bulk on %s", (suite) => {
  const t = suite.database();
  beforeAll(async () => {
    await seedCatalogue(t.db, seedRecords);
    // Coral Dress (37) is ready to wear: three M and no L left to sell.
    await t.db.transaction((tx) => setStock(tx, 37, { M: 3, L: 0 }));
    // Topaz Set (46) and Garnet Dress (47) have their own dollar prices.
    await saveOwnDollarPrice(t.db, 46, 12000);
    await saveOwnDollarPrice(t.db, 47, 9950);
  });

  /** The prices file as downloaded now, as rows of cells. */
  async function exported(): Promise<string[][]> {
    const response = await pricesFile(t.db, new Date("2026-11-25T23:30:00Z"));
    const text = await response.text();
    const read = readCsv(text);
    if (!read.ok) throw new Error(read.message);
    return read.rows.map((r) => r.cells);
  }

  const rowOf = (rows: string[][], id: number) => rows.find((r) => r[0] === String(id))!;

  /** Previews a source and applies what the preview showed. */
  async function previewAndApply(source: PriceSource) {
    const plan = await planOf(t.db, source);
    return { plan, outcome: await applyPrices(t.db, ACTOR, source, planDigest(plan)) };
  }

  const versionOf = async (id: number) => (await readEditableProduct(t.db, id))!.version;
  const priceOf = async (id: number) => (await readEditableProduct(t.db, id))!.record;
  const dollarsOf = async (id: number) => (await readOwnDollarPrices(t.db, [id]))[id] ?? null;

  it("downloads every product, drafts and combo parts too, in the shop's order, as a dated CSV with a byte-order mark", async () => {
    const response = await pricesFile(t.db, new Date("2026-11-25T23:30:00Z"));
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    // 23:30 UTC is 00:30 the next day in Lagos.
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="hazel-prices-2026-11-26.csv"');
    expect(new Uint8Array(await response.clone().arrayBuffer()).slice(0, 3)).toEqual(
      new Uint8Array([0xef, 0xbb, 0xbf]),
    );
    const rows = await exported();
    expect(rows).toHaveLength(1 + seedRecords.products.length);
    expect(rows[1]?.slice(0, 7)).toEqual([
      "64",
      expect.stringMatching(/^p64-v1-/),
      "Mysthique 001",
      "Mysthique",
      "Published",
      "1100000",
      "",
    ]);
    expect(rows[0]?.[USD]).toBe("Price (USD)");
    expect(rowOf(rows, 37).slice(PRICE)).toEqual(CORAL_PRICE_CELLS);
    expect(rowOf(rows, 59)[4]).toBe("Combo part");
    expect(rowOf(rows, 46)[USD]).toBe("120.00");
    expect(rowOf(rows, 47)[USD]).toBe("99.50");
  });

  it("sets, changes and clears products' own dollar prices with their naira prices, each in its history", async () => {
    const rows = await exported();
    rowOf(rows, 46)[USD] = "$130";
    rowOf(rows, 47)[USD] = "";
    rowOf(rows, 48)[USD] = "1,200.5";
    rowOf(rows, 48)[PRICE] = "29000";
    const before = { topaz: await versionOf(46), sapphire: await versionOf(48) };
    const { plan, outcome } = await previewAndApply({ kind: "file", name: "prices.csv", text: csvOf(rows) });
    expect(plan.changes.map((c) => [c.id, c.changes])).toEqual([
      [46, { dollarPrice: [12000, 13000] }],
      [47, { dollarPrice: [9950, null] }],
      [48, { price: [28000, 29000], dollarPrice: [null, 120050] }],
    ]);
    expect(outcome).toEqual({ kind: "applied", products: 3, changes: 4 });
    expect(await readOwnDollarPrices(t.db, [46, 47, 48])).toEqual({ 46: 13000, 48: 120050 });
    expect((await priceOf(48)).price).toBe(29000);
    expect(await versionOf(46)).toBe(before.topaz + 1);
    expect(await versionOf(48)).toBe(before.sapphire + 1);
    const [topazEvent] = await productHistory(t.db, 46);
    expect(topazEvent).toMatchObject({ kind: "prices-file", changes: { dollarPrice: [12000, 13000] } });

    // The next download shows them as they are now; the file as applied changes nothing more.
    const again = await exported();
    expect([46, 47, 48].map((id) => rowOf(again, id)[USD])).toEqual(["130.00", "", "1200.50"]);
    const replay = await planOf(t.db, { kind: "file", name: "prices.csv", text: csvOf(again) });
    expect(replay.changes).toEqual([]);
  });

  it("refuses a bad dollar cell in words and applies nothing of the file", async () => {
    const rows = await exported();
    rowOf(rows, 46)[USD] = "140";
    rowOf(rows, 51)[USD] = "0";
    rowOf(rows, 52)[USD] = "12.345";
    rowOf(rows, 53)[USD] = "ten dollars";
    const source: PriceSource = { kind: "file", name: "prices.csv", text: csvOf(rows) };
    const plan = await planOf(t.db, source);
    expect(plan.problems.map((p) => [p.productId, p.messages])).toEqual([
      [
        51,
        ["Price in US dollars “0”: It must be above $0, or leave it empty to convert the naira price at your rate."],
      ],
      [
        52,
        [
          "Price in US dollars “12.345”: At most two decimals: type it like $120.50, or leave it empty to convert the naira price at your rate.",
        ],
      ],
      [
        53,
        [
          'Price in US dollars “ten dollars”: "ten dollars" is not an amount: type it like $120.50, or leave it empty to convert the naira price at your rate.',
        ],
      ],
    ]);
    expect((await applyPrices(t.db, ACTOR, source, planDigest(plan))).kind).toBe("moved");
    expect(await dollarsOf(46)).toBe(13000);
    expect(await readOwnDollarPrices(t.db, [51, 52, 53])).toEqual({});
  });

  it("applies a file's changes in one go: prices, stock and versions, one history entry per product, one catalogue change", async () => {
    const rows = await exported();
    rowOf(rows, 37)[PRICE] = "27,500";
    rowOf(rows, 37)[M] = "5";
    rowOf(rows, 3)[STRUCK] = "150000";
    const before = { coral: await versionOf(37), orion: await versionOf(3), changes: await lastChangeId(t.db) };
    const { plan, outcome } = await previewAndApply({ kind: "file", name: "prices.csv", text: csvOf(rows) });
    expect(plan.changes.map((c) => c.id)).toEqual([3, 37]);
    expect(outcome).toEqual({ kind: "applied", products: 2, changes: 3 });

    expect(await priceOf(37)).toMatchObject({ price: 27500, originalPrice: 27500 });
    expect(await priceOf(3)).toMatchObject({ price: 140000, originalPrice: 150000 });
    expect((await availableStock(t.db, [37])).get(37)).toEqual({ M: 5, L: 0 });
    expect(await versionOf(37)).toBe(before.coral + 1);
    expect(await versionOf(3)).toBe(before.orion + 1);
    const [coralEvent] = await productHistory(t.db, 37);
    expect(coralEvent).toMatchObject({
      kind: "prices-file",
      actor: ACTOR,
      changes: { price: [25000, 27500], "stock.M": [3, 5] },
    });
    const [orionEvent] = await productHistory(t.db, 3);
    expect(orionEvent?.changes).toEqual({ originalPrice: [null, 150000] });
    const noted = await changesSince(t.db, before.changes);
    expect(noted.flatMap((c) => c.productIds)).toContain(3);
    expect(noted.at(-1)?.productIds.sort((a, b) => a - b)).toEqual([3, 37]);
    // The product's page tells it as a sentence, as a save's entry.
    const page = await productEditorView(t.db, 37);
    expect(page.history[0]).toMatchObject({
      title: "Changed from a prices file",
      lines: ["Price ₦25,000 → ₦27,500", "Stock of M 3 → 5"],
    });
  });

  it("applies nothing at all when a row is wrong, and nothing when asked to apply a plan with a problem", async () => {
    const rows = await exported();
    rowOf(rows, 38)[PRICE] = "21000";
    rowOf(rows, 39)[PRICE] = "-5";
    const source: PriceSource = { kind: "file", name: "prices.csv", text: csvOf(rows) };
    const plan = await planOf(t.db, source);
    expect(canApply(plan)).toBe(false);
    expect(plan.problems).toEqual([
      {
        row: expect.any(Number),
        productId: 39,
        name: "Pearl Dress",
        messages: ['Price “-5”: "-5" is not an amount: type it like ₦35,000 or 35k.'],
      },
    ]);
    const outcome = await applyPrices(t.db, ACTOR, source, planDigest(plan));
    expect(outcome.kind).toBe("moved");
    expect((await priceOf(38)).price).toBe(20000);
    expect(await productHistory(t.db, 38)).toEqual([]);
  });

  it("undoes every product's change when the database refuses one of them midway", async () => {
    const rows = await exported();
    rowOf(rows, 49)[PRICE] = "36000";
    rowOf(rows, 49)[USD] = "99";
    rowOf(rows, 50)[PRICE] = "46000";
    const changesBefore = await lastChangeId(t.db);
    // The database refuses Amethyst Set (50), written after Emerald Dress (49).
    await t.db.query(`create function refuse_50() returns trigger language plpgsql as $$
      begin if new.id = 50 then raise exception 'refused'; end if; return new; end $$`);
    await t.db.query("create trigger refuse_50 before update on products for each row execute function refuse_50()");
    try {
      await expect(
        previewAndApply({ kind: "file", name: "prices.csv", text: csvOf(rows) }).then((r) => r.outcome),
      ).rejects.toThrow();
    } finally {
      await t.db.query("drop trigger refuse_50 on products");
      await t.db.query("drop function refuse_50()");
    }
    expect((await priceOf(49)).price).toBe(35000);
    expect(await dollarsOf(49)).toBeNull();
    expect(await productHistory(t.db, 49)).toEqual([]);
    expect(await lastChangeId(t.db)).toBe(changesBefore);
  });

  it("applies nothing when the shop changed after the preview, and shows the preview made again", async () => {
    const rows = await exported();
    rowOf(rows, 40)[PRICE] = "26000";
    rowOf(rows, 41)[PRICE] = "21000";
    const source: PriceSource = { kind: "file", name: "prices.csv", text: csvOf(rows) };
    const preview = await planOf(t.db, source);
    expect(canApply(preview)).toBe(true);
    // Another device saves Ivory Dress (41) between the preview and the apply.
    const ivory = await productEditorView(t.db, 41);
    const form = editorForm({ ...ivory.values, price: "19000" }, ivory.version);
    expect((await saveProduct(t.db, "admin other", 41, form)).kind).toBe("saved");

    const outcome = await applyPrices(t.db, ACTOR, source, planDigest(preview));
    if (outcome.kind !== "moved") throw new Error("applied");
    expect((await priceOf(40)).price).toBe(25000);
    expect(await productHistory(t.db, 40)).toEqual([]);
    expect(outcome.plan.problems.map((p) => [p.productId, p.messages[0]])).toEqual([
      [
        41,
        "The product was saved in the shop after this file was made, so the file’s copy is old. Download a new file and make the change there, or delete this row.",
      ],
    ]);
  });

  it("sets the pieces left of a size orders hold pieces of, as the editor does, and never gives back sold pieces", async () => {
    const rows = await exported();
    await t.db.transaction((tx) =>
      holdPieces(tx, "HZL-PRICES000001", [{ productId: 37, size: "M", quantity: 2 }], new Date(Date.now() + 3600_000)),
    );
    // Her file, made before the order: she changed only the price of Coral Dress.
    rowOf(rows, 37)[PRICE] = "28000";
    const untouched = await previewAndApply({ kind: "file", name: "prices.csv", text: csvOf(rows) });
    expect(untouched.plan.changes.map((c) => c.changes)).toEqual([{ price: [27500, 28000] }]);
    expect((await availableStock(t.db, [37])).get(37)).toEqual({ M: 3, L: 0 });

    const fresh = await exported();
    rowOf(fresh, 37)[M] = "4";
    const counted = await previewAndApply({ kind: "file", name: "prices.csv", text: csvOf(fresh) });
    expect(counted.outcome.kind).toBe("applied");
    expect((await availableStock(t.db, [37])).get(37)).toEqual({ M: 4, L: 0 });
  });

  it("raises a collection's prices to the nearest ₦500, struck-through prices too, one history entry each", async () => {
    const source: PriceSource = { kind: "raise", collection: "naledi", percent: 10 };
    const { plan, outcome } = await previewAndApply(source);
    expect(plan.changes).toHaveLength(9);
    expect(outcome).toMatchObject({ kind: "applied", products: 9 });
    expect(await priceOf(1)).toMatchObject({ price: 176000, originalPrice: 176000 }); // Arcturus Blouse, 160,000
    expect(await priceOf(3)).toMatchObject({ price: 154000, originalPrice: 165000 }); // Orion, 140,000 below 150,000
    const [event] = await productHistory(t.db, 3);
    expect(event).toMatchObject({
      kind: "prices-raise",
      changes: { price: [140000, 154000], originalPrice: [150000, 165000] },
    });
    expect((await productEditorView(t.db, 3)).history[0]?.title).toBe("Prices changed with its whole collection");
    expect(await priceOf(10)).toMatchObject({ price: 35000 }); // Genesis, another collection
  });

  describe("the screen's forms", () => {
    const post = (fields: Record<string, string>, file?: { name: string; bytes: Uint8Array<ArrayBuffer> | string }) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.set(k, v);
      if (file) form.set("file", new File([file.bytes], file.name, { type: "text/csv" }));
      return new Request("http://shop.test/admin/products/prices", { method: "POST", body: form });
    };
    type Answer = { data: PricesActionData; init: { status?: number } | null };
    const answer = (r: unknown) => r as Answer;

    it("previews an uploaded file, then applies it from what the preview carries, and lands on the screen", async () => {
      const rows = await exported();
      rowOf(rows, 43)[PRICE] = "26000";
      const previewed = answer(
        await pricesAction(
          t.db,
          post({ intent: "preview-file" }, { name: "prices.csv", bytes: `\uFEFF${csvOf(rows)}` }),
          ACTOR,
        ),
      );
      expect(previewed.init?.status).toBe(200);
      if (previewed.data.kind !== "preview") throw new Error(previewed.data.kind);
      expect(previewed.data.source).toMatchObject({ kind: "file", name: "prices.csv" });
      expect(previewed.data.plan.changes.map((c) => c.changes)).toEqual([{ price: [25000, 26000] }]);
      const { source, digest } = previewed.data;
      if (source.kind !== "file") throw new Error(source.kind);
      const applied = await pricesAction(
        t.db,
        post({ intent: "apply", source: "file", name: source.name, text: source.text, digest }),
        ACTOR,
      );
      expect(applied).toBeInstanceOf(Response);
      expect((applied as Response).headers.get("location")).toBe("/admin/products/prices?applied=1&products=1");
      expect((await priceOf(43)).price).toBe(26000);
    });

    it("previews pasted rows, and refuses both a file and pasted rows, or neither, beside the field", async () => {
      const rows = await exported();
      rowOf(rows, 44)[PRICE] = "31000";
      const pasted = rows.map((r) => r.join("\t")).join("\n");
      const previewed = answer(await pricesAction(t.db, post({ intent: "preview-file", pasted }), ACTOR));
      expect(previewed.data.kind === "preview" && previewed.data.plan.changes.map((c) => c.id)).toEqual([44]);
      const both = answer(
        await pricesAction(t.db, post({ intent: "preview-file", pasted }, { name: "p.csv", bytes: pasted }), ACTOR),
      );
      expect(both.data).toEqual({ kind: "upload-invalid", message: "Choose a file or paste its rows, not both." });
      const neither = answer(await pricesAction(t.db, post({ intent: "preview-file", pasted: " " }), ACTOR));
      expect(neither.data).toEqual({
        kind: "upload-invalid",
        message: "Choose the prices file (CSV) you changed, or paste its rows.",
      });
      const empty = answer(
        await pricesAction(t.db, post({ intent: "preview-file" }, { name: "p.csv", bytes: "" }), ACTOR),
      );
      expect(empty.data.kind === "preview" && empty.data.plan.fileErrors).toEqual(["The file is empty."]);
    });

    it("previews a raise, and refuses an unknown collection and a bad percentage beside their fields", async () => {
      const previewed = answer(
        await pricesAction(t.db, post({ intent: "preview-raise", collection: "genesis", percent: "-10" }), ACTOR),
      );
      if (previewed.data.kind !== "preview") throw new Error(previewed.data.kind);
      expect(previewed.data.source).toEqual({
        kind: "raise",
        collection: "genesis",
        collectionName: "Genesis",
        percent: -10,
      });
      expect(previewed.data.plan.changes[0]?.changes).toEqual({ price: [35000, 31500] });
      const refused = answer(
        await pricesAction(t.db, post({ intent: "preview-raise", collection: "paris", percent: "200" }), ACTOR),
      );
      expect(refused.init?.status).toBe(400);
      expect(refused.data).toEqual({
        kind: "raise-invalid",
        errors: {
          collection: "Choose the collection whose prices change.",
          percent: "Type a percentage from -50 to +100: a bigger change is best made product by product.",
        },
        values: { collection: "paris", percent: "200" },
      });
    });

    it("refuses a spreadsheet that is not CSV, a file too large, and a form that is not multipart", async () => {
      const xlsx = answer(
        await pricesAction(
          t.db,
          post({ intent: "preview-file" }, { name: "prices.xlsx", bytes: new Uint8Array([0x50, 0x4b, 3, 4, 0, 0]) }),
          ACTOR,
        ),
      );
      expect(xlsx.init?.status).toBe(400);
      expect(xlsx.data.kind === "refused" && xlsx.data.message).toMatch(/^This is a spreadsheet file/);
      const large = answer(
        await pricesAction(
          t.db,
          post({ intent: "preview-file" }, { name: "p.csv", bytes: "x".repeat(1024 * 1024 + 1) }),
          ACTOR,
        ),
      );
      expect(large.init?.status).toBe(413);
      const urlencoded = new Request("http://shop.test/admin/products/prices", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "intent=preview-raise&collection=genesis&percent=10",
      });
      expect(answer(await pricesAction(t.db, urlencoded, ACTOR)).init?.status).toBe(415);
    });

    it("reads a file Excel saved in its Windows encoding", async () => {
      const rows = await exported();
      rowOf(rows, 45)[PRICE] = "21000";
      rowOf(rows, 45)[2] = "Café Dress";
      const bytes = Uint8Array.from(csvOf(rows), (c) => (c === "é" ? 0xe9 : c.charCodeAt(0)));
      const previewed = answer(
        await pricesAction(t.db, post({ intent: "preview-file" }, { name: "p.csv", bytes }), ACTOR),
      );
      expect(previewed.data.kind === "preview" && previewed.data.plan.changes.map((c) => c.id)).toEqual([45]);
    });
  });
});

/** A product's form as its page posts it, at a version. */
function editorForm(values: ProductFormValues, version: number): URLSearchParams {
  const form = new URLSearchParams({ version: String(version), since: "0" });
  for (const key of ["name", "slug", "collection", "price", "originalPrice", "description"] as const)
    form.set(key, values[key]);
  for (const size of values.sizes) form.append("sizes", size);
  for (const [size, n] of Object.entries(values.stock)) form.set(`stock-${size}`, n ?? "");
  if (values.madeToOrder) form.set("madeToOrder", "yes");
  if (values.published) form.set("published", "yes");
  return form;
}
