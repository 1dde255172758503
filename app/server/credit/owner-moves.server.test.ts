import { randomBytes } from "node:crypto";
import { expect, it } from "vitest";
import { codeFromBytes, CODE_LENGTH } from "~/features/credit";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { adjustCode, expireCode } from "./owner-moves.server";
import { addEntry, balanceOfCode, balanceOfEmail, entriesOfCodes, insertCode, lockCode } from "./store.server";

const key = () => randomBytes(16).toString("hex");

describeOnBothDatabases("the owner's adjustments and expiries on %s", (suite) => {
  const t = suite.database();

  /** A gift code holding `amount` (in `currency`'s whole units), as a paid gift card leaves it. */
  async function giftCode(amount: number, currency: "NGN" | "USD" = "NGN") {
    const code = codeFromBytes(randomBytes(CODE_LENGTH));
    const email = `holder-${key().slice(0, 8)}@example.com`;
    const saved = await insertCode(t.db, { code, email, kind: "gift", currency });
    await addEntry(t.db, { codeId: saved.id, amount, kind: "issued", who: "shop", why: "Bought", movementKey: key() });
    return { ...saved, code };
  }

  it("adds and takes away with who and why, each form once, never below zero", async () => {
    const code = await giftCode(1_000_000);
    const form = { amount: "+2,500", reason: "Goodwill for a late parcel", key: key() };
    expect(await adjustCode(t.db, code.id, form, "admin 1a2b3c4d")).toEqual({ kind: "done", balance: 1_250_000 });
    // The same form twice (two taps, at once too): one row.
    const again = await Promise.all([
      adjustCode(t.db, code.id, form, "admin 1a2b3c4d"),
      adjustCode(t.db, code.id, form, "admin 1a2b3c4d"),
    ]);
    expect(again).toEqual([{ kind: "replayed" }, { kind: "replayed" }]);
    expect(await adjustCode(t.db, code.id, { amount: "-12501", reason: "Too much", key: key() }, "admin")).toEqual({
      kind: "refused",
      errors: { amount: "That would take the code below zero: it holds ₦12,500, so take away at most that." },
    });
    // Two forms taking 8,000 each at once: the second sums after the first's row, so one is refused.
    const both = await Promise.all([
      adjustCode(t.db, code.id, { amount: "-8000", reason: "Counted twice", key: key() }, "admin"),
      adjustCode(t.db, code.id, { amount: "-8000", reason: "Counted twice", key: key() }, "admin"),
    ]);
    expect(both.map((r) => r.kind).sort()).toEqual(["done", "refused"]);
    expect(await balanceOfCode(t.db, code.id)).toBe(450_000);
    const rows = await entriesOfCodes(t.db, [code.id]);
    expect(rows.map((e) => [e.kind, e.amount, e.who])).toEqual([
      ["issued", 1_000_000, "shop"],
      ["adjusted", 250_000, "admin 1a2b3c4d"],
      ["adjusted", -800_000, "admin"],
    ]);
    expect(rows[1]!.why).toBe("Goodwill for a late parcel");
  });

  it("expires a code: one row taking its balance to zero, the code no longer counted or spendable", async () => {
    const code = await giftCode(700_000);
    const form = { reason: "Past the year the terms give", key: key() };
    expect(await expireCode(t.db, code.id, form, "admin")).toEqual({ kind: "done", balance: 0 });
    expect(await expireCode(t.db, code.id, form, "admin")).toEqual({ kind: "done", balance: 0 });
    expect(await expireCode(t.db, code.id, { ...form, key: key() }, "admin")).toEqual({ kind: "done", balance: 0 });
    const rows = await entriesOfCodes(t.db, [code.id]);
    expect(rows.map((e) => [e.kind, e.amount])).toEqual([
      ["issued", 700_000],
      ["expired", -700_000],
    ]);
    expect(rows[1]!.why).toBe("Past the year the terms give (₦7,000 expired)");
    expect(await balanceOfEmail(t.db, code.email)).toBe(0);
    const ended = await t.db.transaction((tx) => lockCode(tx, code.code));
    expect(ended?.expiresAt).not.toBeNull();
    expect(await expireCode(t.db, code.id, { reason: "", key: key() }, "admin")).toEqual({
      kind: "refused",
      errors: { reason: "Say why, in a few words." },
    });
  });

  it("adjusts and expires a dollar code in dollars and cents, its words in dollars", async () => {
    const code = await giftCode(12_050, "USD");
    const add = { amount: "+4.50", reason: "Goodwill for a late parcel", key: key() };
    expect(await adjustCode(t.db, code.id, add, "admin")).toEqual({ kind: "done", balance: 12_500 });
    expect(await adjustCode(t.db, code.id, { amount: "-125.01", reason: "Too much", key: key() }, "admin")).toEqual({
      kind: "refused",
      errors: { amount: "That would take the code below zero: it holds $125.00, so take away at most that." },
    });
    await expireCode(t.db, code.id, { reason: "Past the year the terms give", key: key() }, "admin");
    const rows = await entriesOfCodes(t.db, [code.id]);
    expect(rows.at(-1)!.why).toBe("Past the year the terms give ($125.00 expired)");
  });

  it("refuses an unknown code and a form without its key", async () => {
    expect(await adjustCode(t.db, 987_654, { amount: "100", reason: "Why not", key: key() }, "admin")).toEqual({
      kind: "not-found",
    });
    expect((await adjustCode(t.db, 1, { amount: "100", reason: "Why not", key: "x" }, "admin")).kind).toBe("refused");
  });
});
