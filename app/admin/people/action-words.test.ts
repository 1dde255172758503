import { describe, expect, it } from "vitest";
import { actionWords } from "./action-words";

describe("an audit entry's action in words", () => {
  it("names an aso-ebi group's outcome with the group's name", () => {
    expect(actionWords("aso-ebi/:id (intent outcome, outcome go-ahead)", "Amaka's bridesmaids")).toBe(
      "Went ahead with Amaka's bridesmaids",
    );
    expect(actionWords("aso-ebi/:id (intent outcome, outcome returned)", "Amaka's bridesmaids")).toBe(
      "Returned the payments of Amaka's bridesmaids",
    );
    expect(actionWords("aso-ebi/:id (intent cut)")).toBe("Closed joining for an aso-ebi group");
  });

  it("says an order's move by the stage's name, not its code", () => {
    expect(actionWords("orders/:reference (intent move, to in_production)")).toBe("Moved the order to In production");
    expect(actionWords("production/:reference (to ready)")).toBe("Moved the piece to Ready");
    expect(actionWords("orders/:reference (intent refund)")).toBe(
      "Marked the order refunded (money returned outside the shop)",
    );
  });

  it("reads the money forms' own entries", () => {
    expect(actionWords("moved payment")).toBe("Moved the order's payment to another order");
    expect(actionWords("credit (balance adjusted, code 12)")).toBe("Changed the balance of credit code 12");
    expect(actionWords("credit (code expired, code 12)")).toBe("Ended credit code 12");
  });

  it("keeps a refusal's reason, and says which section a refused page was in", () => {
    expect(actionWords("orders/:reference (intent cancel) refused: as shop hand, she cannot do this")).toBe(
      "Tried: Cancelled the order (refused: as shop hand, she cannot do this)",
    );
    expect(actionWords("codes/:id refused: as tailor, she cannot open this page")).toBe(
      "Tried to open Codes (refused: as tailor, she cannot open this page)",
    );
  });

  it("names who was invited and as what", () => {
    expect(actionWords("people (intent invite, role shop_hand)")).toBe("Invited a shop hand");
  });

  it("keeps an action it does not know as it was stored", () => {
    expect(actionWords("somewhere/new (intent x)")).toBe("somewhere/new (intent x)");
  });
});
