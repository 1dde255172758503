import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { orderAccount, orderRows, type AccountRows } from "~/features/order-account";
import { PICKUP_ONLY, type Order } from "~/features/orders";
import { packingSlip } from "./packing-slip";
import { PackingSlipView } from "./packing-slip-view";
import { privateNotesOf, productionSheet } from "./production-sheet";
import { ProductionSheetSection } from "./production-sheet-section";

const order: Order = {
  reference: "HZL-ABCDEFGHJKLM",
  status: "paid",
  isTest: false,
  customer: {
    email: "ada@example.com",
    firstName: "Ada",
    lastName: "Obi",
    phone: "+44 7700 900123",
    address: "4 Rumuola Road",
    city: "",
    postcode: "",
    state: "Rivers",
    country: "Nigeria",
    comments: "",
  },
  items: [{ productId: 3, name: "Coral Dress", size: "M", quantity: 2, unitPrice: 1_250_000, lineTotal: 2_500_000 }],
  delivery: { ...PICKUP_ONLY, label: "Rider in Port Harcourt" },
  amountMinor: 2_500_000,
  currency: "NGN",
  payment: null,
  reviewReason: null,
  refundedMinor: 0,
  disputeNote: null,
  createdAt: new Date("2026-11-27T09:00:00Z"),
  paidAt: null,
  paymentCheckedAt: null,
};
/** A ₦1,100,000 order whose ₦825,000 deposit is paid, its balance due on Tuesday 15 December. */
const depositOrder: Order = {
  ...order,
  amountMinor: 110_000_000,
  deposit: { amount: 82_500_000, balanceDueAt: new Date("2026-12-15T22:59:59Z") },
};
const depositPaid = (o: Order) =>
  orderAccount(
    orderRows(o, [
      {
        reference: o.reference,
        orderReference: o.reference,
        attempt: 1,
        kind: "deposit",
        amount: 82_500_000,
        currency: "NGN",
        status: "succeeded",
        verdict: null,
        createdAt: new Date("2026-11-27T09:00:00Z"),
      },
    ]),
  );
const paidInFull = (rows: Partial<AccountRows> = {}) =>
  orderAccount({
    ...orderRows(order, []),
    payments: [{ reference: order.reference, kind: "full", amount: 2_500_000, status: "succeeded" }],
    ...rows,
  });
const gift = { recipientName: "Mama Ngozi", recipientPhone: "+234 805 000 1111", message: "Happy 60th, Mama" };

describe("the packing slip", () => {
  it("is addressed to a gift's recipient, with the sender and her card, and no price anywhere", () => {
    const slip = packingSlip({ ...order, gift }, paidInFull());
    expect(slip).toEqual({
      reference: "HZL-ABCDEFGHJKLM",
      deliverTo: { name: "Mama Ngozi", phone: "+234 805 000 1111", lines: ["4 Rumuola Road", "Rivers", "Nigeria"] },
      delivery: "Rider in Port Harcourt",
      pieces: [{ name: "Coral Dress", size: "M", quantity: 2 }],
      gift: { from: "Ada Obi", message: "Happy 60th, Mama" },
      money: "Paid in full",
    });
    expect(JSON.stringify(slip)).not.toMatch(/12500|25000|₦/);
  });

  it("says where a deposit order's money stands in the account's words", () => {
    const slip = packingSlip(depositOrder, depositPaid(depositOrder));
    expect(slip.money).toBe("Deposit paid: ₦275,000 to pay by Tuesday 15 December");
    const html = renderToStaticMarkup(<PackingSlipView slip={slip} />);
    expect(html).toContain("Deposit paid: ₦275,000 to pay by Tuesday 15 December");
    expect(html).not.toContain("print:hidden");
  });

  it("reads money given back from the account: a refund leaves money to return, not paid in full", () => {
    const refunded = paidInFull({
      stage: "cancelled",
      refunds: [{ paymentReference: order.reference, amount: 1_000_000, status: "processed" }],
    });
    expect(packingSlip(order, refunded).money).toBe("₦15,000 to return");
  });

  it("prints a gift's slip without its money, which the owner still sees on screen", () => {
    const html = renderToStaticMarkup(<PackingSlipView slip={packingSlip({ ...order, gift }, paidInFull())} />);
    expect(html).toMatch(/<p class="print:hidden">.*Paid in full.*not printed: it is a gift/);
  });

  it("is addressed to the shopper herself when it is not a gift", () => {
    expect(packingSlip(order, paidInFull())).toMatchObject({
      deliverTo: { name: "Ada Obi", phone: "+44 7700 900123" },
      gift: null,
    });
  });

  it("tells the atelier to confirm her size or take her measurements for a piece ordered without one", () => {
    const rigel = {
      productId: 5,
      name: "Rigel Dress",
      size: "" as const,
      quantity: 1,
      unitPrice: 12_000_000,
      lineTotal: 12_000_000,
    };
    const open = { ...order, items: [...order.items, rigel] };
    const words = "not specified — confirm her size or take her measurements";
    expect(packingSlip(open, paidInFull()).pieces.map((p) => p.size)).toEqual(["M", words]);
    expect(productionSheet(open, paidInFull()).pieces[1]).toMatchObject({ name: "Rigel Dress", size: words });
  });

  it("carries every line of an address abroad, its town and postcode together", () => {
    const abroad = { address: "1 Example Street", city: "London", postcode: "SW1A 1AA", state: "London" };
    const london = { ...order, customer: { ...order.customer, ...abroad, country: "United Kingdom" } };
    expect(packingSlip(london, paidInFull()).deliverTo.lines).toEqual([
      "1 Example Street",
      "London SW1A 1AA",
      "London",
      "United Kingdom",
    ]);
  });

  it("puts the gift on the production sheet too, so the atelier packs it without prices", () => {
    expect(productionSheet({ ...order, gift }, paidInFull()).gift).toEqual({
      recipient: "Mama Ngozi",
      message: "Happy 60th, Mama",
    });
    expect(productionSheet(order, paidInFull()).gift).toBeNull();
  });

  it("tells the atelier where a deposit order's money stands, in the account's words", () => {
    const sheet = productionSheet(depositOrder, depositPaid(depositOrder));
    expect(sheet.money).toBe("Deposit paid: ₦275,000 to pay by Tuesday 15 December");
    expect(renderToStaticMarkup(<ProductionSheetSection sheet={sheet} />)).toContain(
      'Payment: <span data-testid="sheet-money">Deposit paid: ₦275,000 to pay by Tuesday 15 December</span>',
    );
    expect(productionSheet(order, orderAccount(orderRows(order, []))).money).toBe("Not paid yet: ₦25,000 to pay");
  });

  it("puts her private notes and each catalogue piece's picture on the production sheet", () => {
    const events = [
      { note: "Line the bodice in silk", details: { kind: "note" } },
      { note: "Checked with Paystack: success", details: { kind: "check" } },
      { note: null, details: null },
    ];
    const sheet = productionSheet(order, paidInFull(), [], privateNotesOf(events));
    expect(sheet.privateNotes).toEqual(["Line the bodice in silk"]);
    const html = renderToStaticMarkup(<ProductionSheetSection sheet={sheet} />);
    expect(html).toContain("Line the bodice in silk");
    expect(html).not.toContain("Checked with Paystack");
    expect(sheet.pieces[0]?.picture).toMatch(/\.webp/);
    expect(html).toContain('width="64" height="80"');
  });
});
