import { describe, expect, it } from "vitest";
import { PICKUP_ONLY, type Order } from "~/features/orders";
import { orderAccount, orderRows } from "~/features/order-account";
import { ordersCsv } from "./order-export.server";

const order: Order = {
  reference: "HZL-ABCDEFGHJKLM",
  status: "paid",
  isTest: false,
  customer: {
    email: "ada@example.com",
    firstName: "Ada",
    lastName: "Obi",
    phone: "08031234567",
    address: "12 Aba Road",
    city: "",
    postcode: "",
    country: "Nigeria",
    state: "Rivers",
    comments: "",
  },
  items: [
    {
      productId: 37,
      name: "Coral Dress",
      size: "M",
      quantity: 2,
      unitPrice: 1_250_000,
      lineTotal: 2_500_000,
      listPrice: 2_500_000,
      saleName: "Black Friday",
    },
    {
      productId: 42,
      name: "BB Ensemble",
      size: "S",
      quantity: 1,
      unitPrice: 1_500_000,
      lineTotal: 1_500_000,
      listPrice: 3_000_000,
    },
  ],
  delivery: PICKUP_ONLY,
  amountMinor: 4_000_000,
  currency: "NGN",
  payment: null,
  reviewReason: null,
  refundedMinor: 0,
  disputeNote: null,
  createdAt: new Date("2026-11-27T09:00:00Z"),
  paidAt: null,
  paymentCheckedAt: null,
};

describe("the orders CSV", () => {
  it("says in whole naira what each order has paid and what is still owed", () => {
    const paid = [{ reference: order.reference, kind: "full", amount: 3_000_000, status: "succeeded" }] as never;
    const account = orderAccount(orderRows(order, paid));
    const [header, row] = ordersCsv([order], new Map([[order.reference, account]])).split("\r\n");
    expect(header).toContain(",Total (NGN),Paid (NGN),Outstanding (NGN),Money,To return (NGN),");
    expect(row).toContain(`,3,40000,30000,10000,"Not paid yet: ₦10,000 to pay",0,`);
  });

  it("says which lines were bought on sale, with the sale and the regular price", () => {
    const [header, row] = ordersCsv([order], new Map()).split("\r\n");
    expect(header!.split(",").at(-6)).toBe("Bought on sale");
    expect(row).toContain(
      `,"2 × Coral Dress (M) at 12500 (Black Friday sale, regular 25000); 1 × BB Ensemble (S) at 15000",3,40000,0,40000,`,
    );
    expect(row!.split(",").at(-6)).toBe("Black Friday");
  });

  it("leaves the column empty for an order bought at regular prices", () => {
    const [, row] = ordersCsv([{ ...order, items: order.items.slice(1) }], new Map()).split("\r\n");
    expect(row!.endsWith(",,,,,,")).toBe(true);
  });

  it("names a gift's recipient, her phone and the card's message; empty for an order she keeps", () => {
    const gift = { recipientName: "Mama Ngozi", recipientPhone: "+2348050001111", message: "Happy 60th, Mama" };
    const [header, row] = ordersCsv([{ ...order, gift }], new Map()).split("\r\n");
    expect(header!.endsWith(",Gift for,Gift phone,Gift message,Discount code,Discount (NGN)")).toBe(true);
    expect(row!.endsWith(',Mama Ngozi,\'+2348050001111,"Happy 60th, Mama",,')).toBe(true);
  });

  it("names the discount code and what it took off", () => {
    const [, row] = ordersCsv([{ ...order, discount: { code: "AUTUMN", amount: 400_000 } }], new Map()).split("\r\n");
    expect(row!.endsWith(",AUTUMN,4000")).toBe(true);
  });

  it("writes a dollar order's amounts as dollars and cents named USD, never as a naira figure", () => {
    const usd: Order = {
      ...order,
      currency: "USD",
      items: [{ ...order.items[0]!, unitPrice: 4_525, lineTotal: 9_050, listPrice: 6_000 }],
      amountMinor: 9_050,
      discount: { code: "AUTUMN", amount: 1_500 },
    };
    const paid = [{ reference: usd.reference, kind: "full", amount: 5_000, currency: "USD", status: "succeeded" }];
    const account = orderAccount(orderRows(usd, paid as never));
    const [, row] = ordersCsv([usd], new Map([[usd.reference, account]])).split("\r\n");
    expect(row).toContain(
      `,"2 × Coral Dress (M) at USD 45.25 (Black Friday sale, regular USD 60.00)",2,USD 90.50,USD 50.00,USD 40.50,Not paid yet: $40.50 to pay,USD 0.00,`,
    );
    expect(row!.endsWith(",AUTUMN,USD 15.00")).toBe(true);
    expect(row).not.toContain("₦");
  });
});
