import { randomBytes } from "node:crypto";
import { expect, it, vi } from "vitest";
import { validateCustomer } from "~/features/checkout/customer-schema";
import { createCustomerForm } from "~/features/checkout/test-fixtures";
import { money, type LedgerCurrency } from "~/features/currency";
import { productionSheet } from "~/admin/orders/production-sheet";
import { adminOrderView } from "~/admin/orders/order-view.server";
import { accountWords, shopperStatusText } from "~/features/order-account";
import { lagosDateTimeOf } from "~/lib/lagos-clock";
import { herOrders } from "../account/her-orders.server";
import { changeOrderState } from "../orders/change-state.server";
import { newReference } from "../orders/new-order.server";
import { shopperOrderView } from "../orders/order-page.server";
import { findOrder, insertOrder } from "../orders/store/index.server";
import { readOrderAccount } from "../payments/account.server";
import { setPaymentStatus } from "../payments/store.server";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { issueCredit, previewCredit } from "./credit-from-order.server";
import { codesWithBalances, entriesOfOrder } from "./store.server";

vi.setConfig({ testTimeout: 30_000 });
const parsed = validateCustomer(createCustomerForm());
if (!parsed.ok) throw new Error("fixture");
const customer = parsed.customer;
const key = () => randomBytes(16).toString("hex");

describeOnBothDatabases("store credit from part of an order, on %s", (suite) => {
  const services = suite.services({ demo: true });
  const db = () => services.db;

  /** A paid order of one piece at `total` (kobo, or cents), still being made: its account open. */
  async function paidOrder(email: string, total: number, currency: LedgerCurrency) {
    const order = await insertOrder(db(), {
      reference: newReference(),
      isTest: true,
      customer: { ...customer, email },
      items: [{ productId: 42, name: "BB Ensemble", size: "M", quantity: 1, unitPrice: total, lineTotal: total }],
      amountMinor: total,
      currency,
    });
    await setPaymentStatus(db(), order.reference, "succeeded");
    const paid = await changeOrderState(db(), { reference: order.reference, to: "paid", source: "verify" });
    expect(paid.kind).toBe("changed");
    return (await findOrder(db(), order.reference))!;
  }

  const ask = (amount: string) => ({
    amount,
    fee: "",
    reason: "Two of the three pieces did not fit",
    override: "She wrote the day they arrived",
    contactedAt: lagosDateTimeOf(new Date()).slice(0, 16),
    key: key(),
  });

  /**
   * Turns `typed` of the order into credit as the owner's two steps do, and checks that every reader
   * then tells what the confirmation said: the account, her order page, her own page, the owner's
   * page and the production sheet.
   */
  async function creditPart(email: string, total: number, currency: LedgerCurrency, typed: string) {
    const order = await paidOrder(email, total, currency);
    const form = ask(typed);
    const asked = await previewCredit(db(), order.reference, form);
    if (asked.kind !== "preview") throw new Error(JSON.stringify(asked));
    expect(await entriesOfOrder(db(), order.reference)).toEqual([]); // nothing issued before she confirms
    const issued = await issueCredit(db(), order.reference, form, { who: "owner", siteUrl: "https://hazel.example" });
    expect(issued).toMatchObject({ kind: "issued", credit: asked.preview.credit });

    const after = (await findOrder(db(), order.reference))!;
    const { account } = await readOrderAccount(db(), after);
    expect(money(account.owedNow, currency)).toEqual(asked.preview.thenOwes);
    expect(accountWords(account)).toBe(asked.preview.thenWords);
    const words = asked.preview.thenWords;
    // Her order page (its loader's view, and the status it renders), her own page, the owner's page, the sheet.
    const page = await shopperOrderView(db(), after, { demo: true });
    expect(page.money).toMatchObject({ words, owed: account.owedNow });
    expect(shopperStatusText(page.status, page.money).title).toBe(words);
    const [mine] = await herOrders(db(), email, true);
    expect(mine).toMatchObject({ reference: order.reference, status: words, money: words, owed: account.owedNow });
    const owner = await adminOrderView(db(), services.env, after);
    expect(owner.money).toMatchObject({ words, owed: account.owedNow });
    expect(productionSheet(after, account).money).toBe(words);
    return { asked: asked.preview, order: after };
  }

  it("takes the terms' 25% of the part typed, not of the whole, and every page then says what the order owes", async () => {
    const { asked, order } = await creditPart("part@example.com", 13_050_000, "NGN", "₦50,000");
    expect(asked).toMatchObject({
      amount: money(5_000_000, "NGN"),
      fee: money(1_250_000, "NGN"),
      credit: money(3_750_000, "NGN"),
      thenOwes: money(5_000_000, "NGN"),
      thenWords: "Not paid yet: ₦50,000 to pay",
      sentence: "She gets ₦37,500 of credit; the order then owes ₦50,000",
    });
    // The order gave the whole ₦50,000; her code holds it less the fee.
    const rows = await entriesOfOrder(db(), order.reference);
    expect(rows.map((e) => [e.kind, e.amount])).toEqual([
      ["issued", 5_000_000],
      ["adjusted", -1_250_000],
    ]);
    const code = (await codesWithBalances(db())).find((c) => c.last4 === rows[0]!.last4)!;
    expect(code.balance).toBe(3_750_000);
  });

  it("in dollars: the fee in cents, the credit and what is owed in dollars", async () => {
    const { asked } = await creditPart("abroad@example.com", 12_050, "USD", "$50.10");
    expect(asked).toMatchObject({
      amount: money(5_010, "USD"),
      fee: money(1_253, "USD"), // 25% of 5,010 cents is 1,252.5: to the nearest cent
      credit: money(3_757, "USD"),
      thenOwes: money(5_010, "USD"),
      thenWords: "Not paid yet: $50.10 to pay",
      sentence: "She gets $37.57 of credit; the order then owes $50.10",
    });
  });

  it("refuses more than the order may still give, in its currency, and issues nothing", async () => {
    const order = await paidOrder("much@example.com", 12_050, "USD");
    const refused = await previewCredit(db(), order.reference, ask("120.51"));
    expect(refused).toMatchObject({ kind: "refused", errors: { amount: expect.stringContaining("At most $120.50") } });
    expect(await entriesOfOrder(db(), order.reference)).toEqual([]);
  });
});
