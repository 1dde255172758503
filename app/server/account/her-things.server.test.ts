import { randomBytes } from "node:crypto";
import { expect, it } from "vitest";
import { CODE_LENGTH, codeFromBytes } from "~/features/credit";
import { addEntry, insertCode } from "../credit/store.server";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { herThings } from "./her-things.server";

describeOnBothDatabases("her things on %s", (suite) => {
  const t = suite.database();

  async function codeHolding(email: string, amount: number, currency: "NGN" | "USD") {
    const code = await insertCode(t.db, {
      code: codeFromBytes(randomBytes(CODE_LENGTH)),
      email,
      kind: "credit",
      currency,
    });
    await addEntry(t.db, {
      codeId: code.id,
      amount,
      kind: "issued",
      orderReference: null,
      who: "test",
      why: "Credit from an order.",
      movementKey: `issue:${randomBytes(8).toString("hex")}`,
    });
    return code;
  }

  it("lists each of her codes' balance in the code's own currency: $120.50 stays dollars", async () => {
    const email = `abroad-${randomBytes(4).toString("hex")}@example.com`;
    const dollars = await codeHolding(email, 12_050, "USD");
    const naira = await codeHolding(email, 30_000, "NGN");
    const { codes } = await herThings(t.db, email);
    expect(codes.map((c) => [c.last4, c.balance])).toEqual([
      [naira.last4, { amount: 30_000, currency: "NGN" }],
      [dollars.last4, { amount: 12_050, currency: "USD" }],
    ]);
  });
});
