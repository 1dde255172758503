import { beforeAll, expect, it } from "vitest";
import { standing } from "~/features/payments";
import { shopperPaymentStage } from "~/features/payments";
import { bundledMigrations, migrate } from "../db/migrate.server";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { findOrder } from "../orders/store/index.server";
import { paymentsOf } from "./store.server";

/** The migrations an older shop had applied: every one before the payments ledger. */
const BEFORE_LEDGER = bundledMigrations().filter((m) => m.name < "020");

/** Old orders as the shop wrote them before the ledger: the state, paid_at and Paystack's word on the order. */
const OLD_ORDERS = [
  { reference: "HZL-AAAAAAAAAAA2", status: "paid", paid: true, naira: 15_000 },
  { reference: "HZL-AAAAAAAAAAA3", status: "delivered", paid: true, naira: 140_000 },
  { reference: "HZL-AAAAAAAAAAA4", status: "review", paid: false, naira: 30_000 },
  { reference: "HZL-AAAAAAAAAAA5", status: "pending", paid: false, naira: 20_000 },
  { reference: "HZL-AAAAAAAAAAA6", status: "cancelled", paid: false, naira: 20_000 },
  { reference: "HZL-AAAAAAAAAAA7", status: "expired", paid: false, naira: 45_000 },
] as const;

describeOnBothDatabases("orders placed before the payments ledger, on %s", (suite) => {
  const t = suite.database(BEFORE_LEDGER);
  beforeAll(async () => {
    for (const o of OLD_ORDERS) {
      await t.db.query(
        `insert into orders (reference, status, is_test, email, first_name, last_name, phone, address, state, country,
                             comments, items, amount_kobo, payment, paid_at, created_at)
         values ($1, $2, false, 'ada@example.com', 'Ada', 'Obi', '+2348031234567', '12 Aba Road', 'Rivers', 'Nigeria',
                 '', $3::jsonb, $4, $5::jsonb, $6, now() - interval '30 days')`,
        [
          o.reference,
          o.status,
          JSON.stringify([
            { productId: 42, name: "BB Ensemble", size: "M", quantity: 1, unitPrice: o.naira, lineTotal: o.naira },
          ]),
          o.naira * 100,
          o.paid ? JSON.stringify({ source: "verify", amount: o.naira * 100, status: "success" }) : null,
          o.paid ? new Date(Date.now() - 29 * 86_400_000) : null,
        ],
      );
    }
    // The shop updated: the rest of the migrations, the ledger's backfill among them.
    await migrate(t.db);
  });

  const of = async (reference: string) => {
    const payments = await paymentsOf(t.db, reference);
    const order = (await findOrder(t.db, reference))!;
    return { order, payments, money: standing(payments, order.amountMinor) };
  };

  it("a paid order stays paid with its amount, in one payment that succeeded, and asks no deposit", async () => {
    for (const o of OLD_ORDERS.filter((x) => x.paid)) {
      const { order, payments, money } = await of(o.reference);
      expect(order.status).toBe(o.status);
      expect(order.deposit).toBeUndefined();
      // Kept in naira then, in kobo since 073.
      const kobo = o.naira * 100;
      expect(payments).toMatchObject([{ reference: o.reference, kind: "full", amount: kobo, status: "succeeded" }]);
      expect(money).toEqual({ paid: kobo, outstanding: 0, overpaid: 0, stage: "paid" });
    }
  });

  it("an unpaid order stays unpaid: nothing paid, the whole total owed", async () => {
    for (const o of OLD_ORDERS.filter((x) => !x.paid)) {
      const { order, money } = await of(o.reference);
      expect(order.status).toBe(o.status);
      expect(money).toEqual({ paid: 0, outstanding: o.naira * 100, overpaid: 0, stage: "unpaid" });
    }
  });

  it("a pending one still awaits confirmation, as its page said; one in review stays in review", async () => {
    const pending = await of("HZL-AAAAAAAAAAA5");
    expect(pending.payments).toMatchObject([{ status: "reported" }]);
    expect(shopperPaymentStage(pending.payments)).toBe("confirming");
    expect((await of("HZL-AAAAAAAAAAA4")).payments).toMatchObject([{ status: "review" }]);
  });

  it("a cancelled or expired unpaid order's payment is not paid, never awaiting Paystack", async () => {
    for (const reference of ["HZL-AAAAAAAAAAA6", "HZL-AAAAAAAAAAA7"])
      expect((await of(reference)).payments).toMatchObject([{ kind: "full", status: "open" }]);
  });
});
