import { describe, expect, it } from "vitest";
import { validateCustomer } from "~/features/checkout/customer-schema";
import { priceOrder, pricedInKobo } from "~/features/checkout/pricing";
import { createCustomerForm, createLine } from "~/features/checkout/test-fixtures";
import { NOTICE_TEMPLATE, noticeParams, type NoticeOrder } from "./notice-params";
import { deliveryLines, PICKUP_ONLY } from "./order-delivery";
import { findProductFacts } from "~/features/catalogue";

const parsed = validateCustomer(createCustomerForm({ comments: "Gift wrap, please" }));
if (!parsed.ok) throw new Error("fixture");
const inNaira = priceOrder([createLine({ quantity: 2 }), createLine({ productId: 1, size: "" })], findProductFacts);
// An order keeps its lines in kobo, as the checkout stores them.
const priced = {
  ...pricedInKobo({ ...inNaira, delivery: { fee: 0, expressFee: 0 } }),
  amountMinor: inNaira.amountMinor,
};
const order: NoticeOrder = {
  reference: "HZL-ABCDEFGHJKLM",
  customer: parsed.customer,
  items: priced.items,
  amountMinor: priced.amountMinor,
  currency: "NGN",
  reviewReason: null,
};
const summary = inNaira.items
  .map(
    (i) =>
      `${i.name} - Price: ₦${i.unitPrice.toLocaleString("en-US")} - Quantity: ${i.quantity} - Size: ${i.size || "Not specified"}`,
  )
  .join("\n");

describe("the params of an order's emails", () => {
  it("tell the owner everything about a paid order, with a link to it in the admin", () => {
    expect(noticeParams(order, "owner-paid", "https://hazel.ng/", {}, "Paid in full")).toEqual({
      reference: "HZL-ABCDEFGHJKLM",
      status: "paid",
      order_summary: summary,
      total: "₦190,000",
      money: "Paid in full",
      customer_name: "Ada Obi",
      customer_email: "ada@example.com",
      customer_phone: "+234 803 123 4567",
      address: "12 Aba Road, Port Harcourt",
      state: "Rivers",
      country: "Nigeria",
      comments: "Gift wrap, please",
      order_url: "https://hazel.ng/admin/orders/HZL-ABCDEFGHJKLM",
      note: "",
      gift: "",
    });
  });

  it("confirm the payment to the shopper with a link to her order page", () => {
    const deposit = "Deposit paid: ₦47,500 to pay by Tuesday 15 December";
    expect(noticeParams(order, "customer-paid", "https://hazel.ng", {}, deposit)).toEqual({
      to_email: "ada@example.com",
      to_name: "Ada Obi",
      delivery_address: "12 Aba Road, Port Harcourt, Rivers, Nigeria",
      reference: "HZL-ABCDEFGHJKLM",
      status: "confirmed",
      order_summary: summary,
      total: "₦190,000",
      money: deposit,
      order_url: "https://hazel.ng/order/HZL-ABCDEFGHJKLM",
      note: "",
      gift: "",
    });
  });

  it("give an address abroad whole: the town and postcode with the street for the owner, every line for her", () => {
    const abroad = { address: "1 Example Street", city: "London", postcode: "SW1A 1AA", state: "London" };
    const london = { ...order, customer: { ...order.customer, ...abroad, country: "United Kingdom" } };
    expect(noticeParams(london, "owner-paid", "https://hazel.ng")).toMatchObject({
      address: "1 Example Street, London SW1A 1AA",
      state: "London",
      country: "United Kingdom",
    });
    expect(noticeParams(london, "customer-paid", "https://hazel.ng").delivery_address).toBe(
      "1 Example Street, London SW1A 1AA, London, United Kingdom",
    );
  });

  it("send the buyer of a gift card to its own page, the owner still to the admin's order", () => {
    const card = { ...order, giftCard: true as const };
    expect(noticeParams(card, "customer-paid", "https://hazel.ng").order_url).toBe(
      "https://hazel.ng/gift-cards/HZL-ABCDEFGHJKLM",
    );
    expect(noticeParams(card, "owner-paid", "https://hazel.ng").order_url).toBe(
      "https://hazel.ng/admin/orders/HZL-ABCDEFGHJKLM",
    );
  });

  it("name a gift's recipient and card to the owner and the shopper, whose email is still hers", () => {
    const gift = { recipientName: "Mama Ngozi", recipientPhone: "+234 805 000 1111", message: "Happy 60th, Mama" };
    const owner = noticeParams({ ...order, gift }, "owner-paid", "https://hazel.ng");
    const shopper = noticeParams({ ...order, gift }, "customer-paid", "https://hazel.ng");
    expect(owner.gift).toBe("A gift for Mama Ngozi (+234 805 000 1111), card: “Happy 60th, Mama”");
    expect(shopper.gift).toBe(owner.gift);
    expect(shopper.to_email).toBe("ada@example.com");
    expect(noticeParams({ ...order, gift: { ...gift, message: "" } }, "owner-paid", "x").gift).toBe(
      "A gift for Mama Ngozi (+234 805 000 1111), no card message",
    );
  });

  it("list a discount code after the items, the total already less it", () => {
    const discounted = {
      ...order,
      amountMinor: order.amountMinor - 500_000,
      discount: { code: "AUTUMN", amount: 500_000 },
    };
    const params = noticeParams(discounted, "customer-paid", "https://hazel.ng");
    expect(params.order_summary).toBe(`${summary}\nDiscount code AUTUMN: −₦5,000`);
    expect(params.total).toBe(`₦${(order.amountMinor / 100 - 5_000).toLocaleString("en-US")}`);
  });

  it("list delivery and express after the items, as the payment's summary does", () => {
    const withDelivery = noticeParams({ ...order, delivery: PICKUP_ONLY }, "owner-paid", "https://hazel.ng");
    expect(withDelivery.order_summary).toBe([summary, ...deliveryLines(PICKUP_ONLY)].join("\n"));
    expect(deliveryLines(PICKUP_ONLY).length).toBeGreaterThan(0);
  });

  it("speak a dollar order's own currency: its items, delivery, discount and total in dollars and cents, never naira", () => {
    const dollars: NoticeOrder = {
      ...order,
      currency: "USD",
      items: [{ productId: 42, name: "BB Ensemble", size: "M", quantity: 2, unitPrice: 4_525, lineTotal: 9_050 }],
      delivery: {
        method: "abroad",
        zone: "uk-europe",
        label: "DHL Express, UK and Europe",
        fee: 3_500,
        express: true,
        expressFee: 1_000,
        readyFrom: null,
        readyBy: null,
        deliverBy: null,
        neededBy: null,
      },
      discount: { code: "AUTUMN", amount: 1_500 },
      // $120.50: a dollar order's amount is Paystack's cents, as kept (orderTotal).
      amountMinor: 12_050,
    };
    for (const notice of ["owner-paid", "customer-paid"] as const) {
      const params = noticeParams(dollars, notice, "https://hazel.ng", {}, "Not paid yet: $120.50 to pay");
      expect(params.total).toBe("$120.50");
      expect(params.order_summary).toBe(
        [
          "BB Ensemble - Price: $45.25 - Quantity: 2 - Size: M",
          "Delivery: DHL Express, UK and Europe - $35.00",
          "Express production (30% of the made-to-order pieces) - $10.00",
          "Discount code AUTUMN: −$15.00",
        ].join("\n"),
      );
      expect(JSON.stringify(params)).not.toContain("₦");
    }
  });

  it("give the reason of a review, the owner's shipping note, and say when an order expired", () => {
    const review = noticeParams(
      { ...order, reviewReason: "Paystack amount 100 kobo differs." },
      "owner-review",
      "https://hazel.ng",
    );
    expect(review).toMatchObject({ status: "in review", note: "Paystack amount 100 kobo differs." });
    expect(noticeParams(order, "owner-expired", "https://hazel.ng")).toMatchObject({
      status: "expired",
      note: expect.stringContaining("not confirmed"),
    });
    expect(noticeParams(order, "customer-shipped", "https://hazel.ng", { note: "GIG 123" })).toMatchObject({
      status: "shipped",
      note: "GIG 123",
    });
    expect(noticeParams(order, "customer-ready", "https://hazel.ng")).toMatchObject({
      status: "ready",
      to_email: "ada@example.com",
    });
  });

  it("tell the owner of money to return, with the note fixed when it was queued", () => {
    const note = "Paystack took ₦15,000 (reference HZL-ABCDEFGHJKLM) while the order was cancelled: return it.";
    expect(NOTICE_TEMPLATE["owner-money-to-return"]).toBe("order");
    expect(noticeParams(order, "owner-money-to-return", "https://hazel.ng", { note })).toMatchObject({
      reference: "HZL-ABCDEFGHJKLM",
      status: "money to return",
      note,
      customer_email: "ada@example.com",
      order_url: "https://hazel.ng/admin/orders/HZL-ABCDEFGHJKLM",
    });
  });
});
