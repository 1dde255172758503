import { describe, expect, it } from "vitest";
import { decideForPayment } from "./ledger";
import { codeCurrencyRefusal, ledgerMoney, refundCurrencyRefusal } from "./ledger-currency";

const ORDER = "HZL-ABCDEFGHJKLM";
const tx = (amount: number, currency: string) => ({ reference: ORDER, amount, currency, status: "success" });

describe("a ledger amount in its currency", () => {
  it("is written in its own currency, never converted", () => {
    expect(ledgerMoney(16_000_000, "NGN")).toBe("₦160,000");
    expect(ledgerMoney(16_000_050, "NGN")).toBe("₦160,000.50");
    expect(ledgerMoney(123_405, "USD")).toBe("$1,234.05");
    expect(ledgerMoney(9_600, "USD")).toBe("$96.00");
  });
});

describe("Paystack's answer for a dollar payment", () => {
  const usd = { reference: ORDER, amount: 12_050, currency: "USD" as const };

  it("is paid only in dollars, to the cent", () => {
    expect(decideForPayment(usd, tx(12_050, "USD")).status).toBe("paid");
    expect(decideForPayment(usd, tx(12_049, "USD")).status).toBe("review");
  });

  it("in naira is refused in words, whatever the figure: nothing counted as paid", () => {
    for (const amount of [12_050, 1_205_000]) {
      const decision = decideForPayment(usd, tx(amount, "NGN"));
      expect(decision.status).toBe("review");
      expect(decision.status === "review" && decision.reason).toContain(
        "Paystack currency NGN differs from the order's USD",
      );
    }
  });

  it("for a naira payment in dollars is refused the same way", () => {
    const ngn = { reference: ORDER, amount: 1_500_000, currency: "NGN" as const };
    expect(decideForPayment(ngn, tx(1_500_000, "NGN")).status).toBe("paid");
    expect(decideForPayment(ngn, tx(1_500_000, "USD")).status).toBe("review");
  });
});

describe("money keeps its currency", () => {
  it("a refund goes back in the currency paid, and one asked otherwise is refused in words", () => {
    expect(refundCurrencyRefusal("USD", "USD")).toBeNull();
    expect(refundCurrencyRefusal("NGN", "NGN")).toBeNull();
    expect(refundCurrencyRefusal("USD", "NGN")).toBe(
      "This payment was made in US dollars: its refund goes back in US dollars, not in naira.",
    );
    expect(refundCurrencyRefusal("NGN", "__proto__")).toBe(
      'This payment was made in naira: its refund goes back in naira, not in "__proto_".',
    );
  });

  it("a code pays only an order in its own currency", () => {
    expect(codeCurrencyRefusal("NGN", "NGN")).toBeNull();
    expect(codeCurrencyRefusal("NGN", "USD")).toBe(
      "This code holds naira and this order is in US dollars: a code is never converted, so it cannot pay this order.",
    );
    expect(codeCurrencyRefusal("USD", "NGN")).toContain("holds US dollars");
  });
});
