import { describe, expect, it } from "vitest";
import { formatSignedPrice } from "~/features/currency";
import { codeRowLabel, isMoveCode, orderRowLine } from "./entry-words";

const A = "HZL-ABCDEFGHJKMN";
const B = "HZL-PQRSTUVWXYZ2";

describe("a ledger row's words on the owner's screens", () => {
  it("signs every amount with a true minus or a plus", () => {
    expect(formatSignedPrice(-10_000)).toBe("\u2212₦10,000");
    expect(formatSignedPrice(2_000)).toBe("+₦2,000");
  });

  it("names a moved payment's rows in its code's history by the orders at either end, never Issued", () => {
    const rows = [
      { kind: "issued" as const, movementKey: "move:k1", orderReference: A },
      { kind: "spent" as const, movementKey: `spent:${B}:7`, orderReference: B },
    ];
    expect(isMoveCode(rows)).toBe(true);
    expect(rows.map((r) => codeRowLabel(r, true))).toEqual([`Moved from order ${A}`, `Moved to order ${B}`]);
  });

  it("keeps the plain words of any other code's rows", () => {
    const rows = [
      { kind: "issued" as const, movementKey: "issue:k1", orderReference: A },
      { kind: "adjusted" as const, movementKey: "adjust:k2", orderReference: null },
    ];
    expect(isMoveCode(rows)).toBe(false);
    expect(rows.map((r) => codeRowLabel(r, false))).toEqual(["Issued", "Adjusted"]);
  });

  it("reads a move on an order's page as the order's money, and other rows as their code's", () => {
    expect(orderRowLine({ kind: "issued", movementKey: "move:k1", amount: 30_000, otherOrder: B })).toEqual({
      label: `Moved to order ${B}`,
      amount: -30_000,
    });
    expect(orderRowLine({ kind: "spent", movementKey: `spent:${B}:7`, amount: -30_000, otherOrder: A })).toEqual({
      label: `Moved from order ${A}`,
      amount: 30_000,
    });
    expect(orderRowLine({ kind: "issued", movementKey: "issue:k1", amount: 30_000, otherOrder: null })).toEqual({
      label: "Issued",
      amount: 30_000,
    });
    // A handling fee is taken from the code: "Adjusted −₦7,500", never "Adjusted ₦7,500".
    expect(orderRowLine({ kind: "adjusted", movementKey: "fee:k1", amount: -7_500, otherOrder: null })).toEqual({
      label: "Adjusted",
      amount: -7_500,
    });
  });
});
