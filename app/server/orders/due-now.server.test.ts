// What a deposit order's page says is due now and what its pay button names are what the payment
// started from that page then charges: for a naira deposit, a dollar deposit and an aso-ebi share.
import { groupForm } from "../aso-ebi/test-group-form";
import { beforeEach, expect, it } from "vitest";
import { joinPayWords } from "~/features/aso-ebi";
import { createCustomerForm } from "~/features/checkout/test-fixtures";
import { ledgerMoney, type LedgerCurrency } from "~/features/currency";
import { formatDay, lagosToday, lastLagosDayBefore } from "~/lib/lagos-clock";
import { createGroup } from "../aso-ebi/create-group.server";
import { joinGroup } from "../aso-ebi/join-group.server";
import { quoteJoin } from "../aso-ebi/join-quote.server";
import { saveCapacity } from "../atelier/store.server";
import { placeOrder } from "../checkout/place-order.server";
import { saveDollarSetting } from "../dollars/store.server";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { confirmPayment } from "./confirm-payment.server";
import { shopperOrderView } from "./order-page.server";
import { forgetQueueFacts } from "../atelier/queue.server";
import { startPayment } from "./start-payment.server";
import { findOrder } from "./store/index.server";

const LOOK_1 = { productId: 25, size: "M", quantity: 1 }; // made to order, ₦1,100,000
const BLOUSE = { productId: 12, size: "S", quantity: 1 }; // Pistachio Blouse, made to order
const RIGEL = 5; // Rigel Dress, made to order

const london = createCustomerForm({
  phone: "+44 7700 900123",
  address: "1 Example Street",
  city: "London",
  postcode: "SW1A 1AA",
  country: "United Kingdom",
  state: "London",
});

/** "Wednesday 9 December": the last day to pay a balance due at `at`, as her page writes it (no year). */
const dayWords = (at: Date) => formatDay(lastLagosDayBefore(at)).replace(/ \d{4}$/, "");

describeOnBothDatabases("what is due now on a deposit order's page, on %s", (suite) => {
  const fake = suite.paystack();
  const services = suite.services();
  let address = 0;
  beforeEach(() => void address++);
  const own = () => ({ address: `198.51.100.${address}`, own: true });

  const view = async (reference: string) =>
    shopperOrderView(services.db, (await findOrder(services.db, reference))!, { demo: false });

  /** Starts the payment her pay button posts, and reads what Paystack's page then asks ("Pay NGN 825000"). */
  const charged = async (reference: string) => {
    const started = await startPayment(services, reference, "http://shop.test", own());
    if (started.kind !== "redirect") throw new Error(JSON.stringify(started));
    const page = await (await fetch(started.url)).text();
    const [, currency, units] = /<h1>Pay (NGN|USD) ([\d.]+)<\/h1>/.exec(page) ?? [];
    // The fake's heading is Paystack's units / 100: naira, or dollars.
    const amount = Math.round(Number(units) * 100);
    return ledgerMoney(amount, currency as LedgerCurrency);
  };
  const payAll = (reference: string, units: number, currency: LedgerCurrency = "NGN") =>
    fake.transactions.set(reference, { reference, status: "success", amount: units, currency });

  it("a naira deposit: the deposit now and the balance by its day, the button naming what Paystack then asks", async () => {
    const placed = await placeOrder(
      services,
      { customer: createCustomerForm(), lines: [LOOK_1], delivery: "pickup", payPlan: "deposit" },
      { clientAddress: `198.51.100.${address}` },
    );
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    const { reference } = placed.order;
    const order = (await findOrder(services.db, reference))!;
    const by = dayWords(order.deposit!.balanceDueAt);

    const before = await view(reference);
    expect(before.payment).toMatchObject({
      amount: 82_500_000,
      words: `Deposit to pay now: ₦825,000 (then ₦275,000 by ${by})`,
      button: "Pay ₦825,000 deposit",
    });
    expect(await charged(reference)).toBe("₦825,000");

    // The deposit lands; once the order is being made its balance is what is due, and charged.
    payAll(reference, 82_500_000);
    await confirmPayment(services, reference);
    await services.db.query("update orders set status = 'in_production' where reference = $1", [reference]);
    const after = await view(reference);
    expect(after.payment).toBeNull();
    expect(after.balance).toMatchObject({ outstanding: 27_500_000, payable: true, button: "Pay the balance ₦275,000" });
    expect(await charged(reference)).toBe("₦275,000");
  });

  it("a dollar deposit: in dollars and cents, the button naming what Paystack then asks in dollars", async () => {
    await saveDollarSetting(services.db, { allowed: true, nairaPerDollar: 1_500 });
    try {
      const placed = await placeOrder(
        services,
        { customer: london, lines: [BLOUSE], delivery: "abroad", dutiesUnderstood: true, payPlan: "deposit" },
        { clientAddress: `198.51.100.${address}` },
      );
      if (!placed.ok) throw new Error(JSON.stringify(placed));
      const order = (await findOrder(services.db, placed.order.reference))!;
      expect(order.currency).toBe("USD");
      const deposit = ledgerMoney(order.deposit!.amount, "USD");
      const balance = ledgerMoney(order.amountMinor - order.deposit!.amount, "USD");
      const { payment } = await view(order.reference);
      expect(payment?.words).toBe(
        `Deposit to pay now: ${deposit} (then ${balance} by ${dayWords(order.deposit!.balanceDueAt)})`,
      );
      expect(payment?.button).toBe(`Pay ${deposit} deposit`);
      expect(await charged(order.reference)).toBe(deposit);
    } finally {
      await saveDollarSetting(services.db, { allowed: false, nairaPerDollar: 1_500 });
    }
  });

  it("an aso-ebi share with a deposit plan: her page and button name the deposit Paystack then asks", async () => {
    await saveCapacity(services.db, { weekly: 25, express: 5 });
    forgetQueueFacts();
    const today = lagosToday();
    const made = await createGroup(services, String(RIGEL), groupForm(today, { atelierNote: "", payPlan: "deposit" }));
    if (!made.ok) throw new Error(JSON.stringify(made));
    const guest: Record<string, string> = {
      ...{ firstName: "Ngozi", lastName: "Okafor", email: "ngozi@example.com", phone: "+234 803 555 0001" },
      ...{ country: "Nigeria", state: "Rivers", address: "1 Secret Close, Port Harcourt", fit: "size", size: "M" },
      delivery: "pickup",
    };
    const join = (shownTotal: string) =>
      joinGroup(services, made.group.pageKey, (name) => (name === "shownTotal" ? shownTotal : (guest[name] ?? "")), {
        clientAddress: `198.51.100.${address}`,
      });
    // Her join button names the total she saw: another one is not charged, and nothing is placed.
    const quoted = await quoteJoin(services.db, made.group, (name) => guest[name] ?? "");
    if (!quoted.ok) throw new Error(JSON.stringify(quoted));
    expect(joinPayWords(quoted.quote)).toBe(`Join and pay ${ledgerMoney(quoted.quote.dueNow, "NGN")} deposit`);
    expect(await join(String(quoted.quote.total - 1))).toMatchObject({ ok: false, status: 409, totalChanged: true });
    const joined = await join(String(quoted.quote.total));
    if (!joined.ok) throw new Error(JSON.stringify(joined));
    const order = (await findOrder(services.db, joined.reference))!;
    const deposit = ledgerMoney(order.deposit!.amount, "NGN");
    const balance = ledgerMoney(order.amountMinor - order.deposit!.amount, "NGN");
    const { payment } = await view(order.reference);
    expect(payment?.words).toBe(
      `Deposit to pay now: ${deposit} (then ${balance} by ${dayWords(order.deposit!.balanceDueAt)})`,
    );
    expect(payment?.button).toBe(`Pay ${deposit} deposit`);
    expect(order.deposit!.amount).toBe(quoted.quote.dueNow);
    expect(await charged(order.reference)).toBe(deposit);
  });
});
