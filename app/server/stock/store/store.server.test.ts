import { beforeAll, beforeEach, expect, it } from "vitest";
import { describeOnBothDatabases } from "../../test-data-suite.server";
import type { Db } from "../../db/db.server";
import {
  availableStock,
  holdPieces,
  releaseHeld,
  releaseLapsedHolds,
  retakeForPayment,
  sellHeld,
  setStock,
} from "./index.server";

const later = new Date(Date.now() + 3600_000);
const dress = 37;
const piece = (quantity = 1, size: "M" | "S" = "M") => ({ productId: dress, size, quantity });

describeOnBothDatabases("the stock store on %s", (suite) => {
  const t = suite.database();
  const { kind } = suite;
  let db: Db;
  let n = 0;
  const reference = () => `HZL-TEST${String(++n).padStart(8, "0")}`;
  const counts = async () => (await availableStock(db, [dress])).get(dress);
  const row = async (size = "M") =>
    (
      await db.query<{ on_hand: number; held: number }>(
        "select on_hand, held from stock where product_id = $1 and size = $2",
        [dress, size],
      )
    )[0];
  const changes = async () =>
    Number((await db.query<{ n: string }>("select count(*) as n from catalogue_changes"))[0]!.n);
  const hold = (ref: string, pieces = [piece()], lapsesAt = later) =>
    db.transaction((tx) => holdPieces(tx, ref, pieces, lapsesAt));

  beforeAll(async () => {
    db = t.db;
  });
  beforeEach(async () => {
    await db.exec("delete from stock; delete from stock_holds; delete from catalogue_changes;");
  });

  it("counts nothing until the owner sets a count: every size passes, nothing is held", async () => {
    expect(await availableStock(db)).toEqual(new Map());
    expect(await hold(reference(), [piece(40)])).toEqual([]);
    expect(await db.query("select * from stock_holds")).toEqual([]);
    expect(await changes()).toBe(0);
  });

  it("holds what is left and refuses more, saying how many are left", async () => {
    await db.transaction((tx) => setStock(tx, dress, { M: 3, S: 1 }));
    expect(await counts()).toEqual({ M: 3, S: 1 });
    expect(await hold(reference(), [piece(2)])).toEqual([]);
    expect(await counts()).toEqual({ M: 1, S: 1 });
    expect(await hold(reference(), [piece(2), piece(1, "S")])).toEqual([{ ...piece(2), available: 1 }]);
    expect(await row()).toEqual({ on_hand: 3, held: 2 });
  });

  it("sells held pieces once paid: on hand and held go down, what is left stays, a second call sells nothing", async () => {
    await db.transaction((tx) => setStock(tx, dress, { M: 3 }));
    const ref = reference();
    await hold(ref, [piece(2)]);
    expect(await db.transaction((tx) => sellHeld(tx, ref))).toEqual([piece(2)]);
    expect(await row()).toEqual({ on_hand: 1, held: 0 });
    expect(await counts()).toEqual({ M: 1 });
    expect(await db.transaction((tx) => sellHeld(tx, ref))).toEqual([]);
    expect(await row()).toEqual({ on_hand: 1, held: 0 });
  });

  it("releases held pieces back on sale, once however often it is asked", async () => {
    await db.transaction((tx) => setStock(tx, dress, { M: 1 }));
    const ref = reference();
    await hold(ref);
    expect(await counts()).toEqual({ M: 0 });
    const before = await changes();
    expect(await db.transaction((tx) => releaseHeld(tx, ref))).toEqual([piece()]);
    expect(await db.transaction((tx) => releaseHeld(tx, ref))).toEqual([]);
    expect(await counts()).toEqual({ M: 1 });
    expect(await changes()).toBe(before + 1);
  });

  it("takes lapsed pieces again for a late payment when they are still there, then sells them", async () => {
    await db.transaction((tx) => setStock(tx, dress, { M: 1 }));
    const ref = reference();
    await hold(ref);
    await db.transaction((tx) => releaseHeld(tx, ref));
    expect(await db.transaction((tx) => retakeForPayment(tx, ref))).toEqual([]);
    expect(await counts()).toEqual({ M: 0 });
    await db.transaction((tx) => sellHeld(tx, ref));
    expect(await row()).toEqual({ on_hand: 0, held: 0 });
  });

  it("reports the lapsed pieces another order has taken since, and holds the rest again", async () => {
    await db.transaction((tx) => setStock(tx, dress, { M: 1, S: 1 }));
    const late = reference();
    await hold(late, [piece(1, "M"), piece(1, "S")]);
    await db.transaction((tx) => releaseHeld(tx, late));
    await hold(reference(), [piece(1, "M")]);
    expect(await db.transaction((tx) => retakeForPayment(tx, late))).toEqual([piece(1, "M")]);
    expect(await counts()).toEqual({ M: 0, S: 0 });
    expect(await row("S")).toEqual({ on_hand: 1, held: 1 });
  });

  it("lets a late payment through for a size no longer counted", async () => {
    await db.transaction((tx) => setStock(tx, dress, { M: 1 }));
    const ref = reference();
    await hold(ref);
    await db.transaction((tx) => releaseHeld(tx, ref));
    await db.transaction((tx) => setStock(tx, dress, { M: null }));
    expect(await db.transaction((tx) => retakeForPayment(tx, ref))).toEqual([]);
    expect(await db.transaction((tx) => sellHeld(tx, ref))).toEqual([piece()]);
    expect(await availableStock(db)).toEqual(new Map());
  });

  it("releases holds past their time, and only those", async () => {
    await db.transaction((tx) => setStock(tx, dress, { M: 2 }));
    const [lapsed, live] = [reference(), reference()];
    await hold(lapsed, [piece()], new Date(Date.now() - 1000));
    await hold(live);
    expect(await counts()).toEqual({ M: 0 });
    expect(await releaseLapsedHolds(db)).toBe(1);
    expect(await releaseLapsedHolds(db)).toBe(0);
    expect(await counts()).toEqual({ M: 1 });
    const states = await db.query<{ reference: string; state: string }>(
      "select reference, state from stock_holds order by reference",
    );
    expect(states).toEqual([
      { reference: lapsed, state: "released" },
      { reference: live, state: "held" },
    ]);
  });

  it("never sets a count below what orders hold, says so, and changes nothing then", async () => {
    await db.transaction((tx) => setStock(tx, dress, { M: 3, S: 2 }));
    await hold(reference(), [piece(2)]);
    const refused = await db.transaction((tx) => setStock(tx, dress, { M: 1, S: 5 }));
    expect(refused).toEqual({
      ok: false,
      refused: [
        {
          size: "M",
          held: 2,
          message: "Size M: 2 pieces are held by orders awaiting payment, so the count cannot go below 2.",
        },
      ],
    });
    expect(await counts()).toEqual({ M: 1, S: 2 });
    expect(await db.transaction((tx) => setStock(tx, dress, { M: 2 }))).toEqual({ ok: true });
    expect(await counts()).toEqual({ M: 0, S: 2 });
  });

  it("stops counting a size on null; counting it again starts with the pieces its orders still hold", async () => {
    await db.transaction((tx) => setStock(tx, dress, { M: 2 }));
    await hold(reference());
    await db.transaction((tx) => setStock(tx, dress, { M: null }));
    expect(await counts()).toBeUndefined();
    expect((await db.transaction((tx) => setStock(tx, dress, { M: 0 }))).ok).toBe(false);
    await db.transaction((tx) => setStock(tx, dress, { M: 4 }));
    expect(await row()).toEqual({ on_hand: 4, held: 1 });
  });

  it("refuses what is not a count of pieces", async () => {
    await expect(db.transaction((tx) => setStock(tx, dress, { M: -1 }))).rejects.toThrow(RangeError);
    await expect(db.transaction((tx) => setStock(tx, dress, { M: 1.5 }))).rejects.toThrow(RangeError);
  });

  it("tells the catalogue which products' pieces changed", async () => {
    await db.transaction((tx) => setStock(tx, dress, { M: 1 }));
    await hold(reference());
    const rows = await db.query<{ product_ids: number[] }>("select product_ids from catalogue_changes order by id");
    expect(rows.map((r) => r.product_ids)).toEqual([[dress], [dress]]);
  });

  it("sells the last piece once when orders for it are placed at the same moment", async () => {
    await db.transaction((tx) => setStock(tx, dress, { M: 1 }));
    let arrived = 0;
    let go: () => void = () => {};
    const together = new Promise<void>((resolve) => (go = resolve));
    // On PostgreSQL both transactions are open before either takes the piece; PGlite runs one at a time.
    const attempt = (ref: string) =>
      db.transaction(async (tx) => {
        await tx.query("select 1");
        if (kind === "postgres" && ++arrived === 2) go();
        if (kind === "postgres") await together;
        return holdPieces(tx, ref, [piece()], later);
      });
    const results = await Promise.all([attempt(reference()), attempt(reference())]);
    expect(results.filter((r) => r.length === 0)).toHaveLength(1);
    expect(results.flat()).toEqual([{ ...piece(), available: 0 }]);
    expect(await row()).toEqual({ on_hand: 1, held: 1 });
  });

  it("holds no more than there are when many orders ask at once", async () => {
    await db.transaction((tx) => setStock(tx, dress, { M: 3 }));
    const results = await Promise.all(Array.from({ length: 8 }, () => hold(reference())));
    expect(results.filter((r) => r.length === 0)).toHaveLength(3);
    expect(await row()).toEqual({ on_hand: 3, held: 3 });
  });
});
