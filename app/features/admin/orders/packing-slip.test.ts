import { describe, expect, it } from "vitest";
import { PICKUP_ONLY, type Order } from "~/features/orders";
import { packingSlip } from "./packing-slip";
import { productionSheet } from "./production-sheet";

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
  items: [{ productId: 3, name: "Coral Dress", size: "M", quantity: 2, unitPrice: 12_500, lineTotal: 25_000 }],
  delivery: { ...PICKUP_ONLY, label: "Rider in Port Harcourt" },
  amountKobo: 2_500_000,
  currency: "NGN",
  payment: null,
  reviewReason: null,
  refundedKobo: 0,
  disputeNote: null,
  createdAt: new Date("2026-11-27T09:00:00Z"),
  paidAt: null,
  paymentCheckedAt: null,
};
const gift = { recipientName: "Mama Ngozi", recipientPhone: "+234 805 000 1111", message: "Happy 60th, Mama" };

describe("the packing slip", () => {
  it("is addressed to a gift's recipient, with the sender and her card, and no price anywhere", () => {
    const slip = packingSlip({ ...order, gift });
    expect(slip).toEqual({
      reference: "HZL-ABCDEFGHJKLM",
      deliverTo: { name: "Mama Ngozi", phone: "+234 805 000 1111", lines: ["4 Rumuola Road", "Rivers", "Nigeria"] },
      delivery: "Rider in Port Harcourt",
      pieces: [{ name: "Coral Dress", size: "M", quantity: 2 }],
      gift: { from: "Ada Obi", message: "Happy 60th, Mama" },
    });
    expect(JSON.stringify(slip)).not.toMatch(/12500|25000|₦/);
  });

  it("is addressed to the shopper herself when it is not a gift", () => {
    expect(packingSlip(order)).toMatchObject({ deliverTo: { name: "Ada Obi", phone: "+44 7700 900123" }, gift: null });
  });

  it("carries every line of an address abroad, its town and postcode together", () => {
    const abroad = { address: "1 Example Street", city: "London", postcode: "SW1A 1AA", state: "London" };
    const london = { ...order, customer: { ...order.customer, ...abroad, country: "United Kingdom" } };
    expect(packingSlip(london).deliverTo.lines).toEqual([
      "1 Example Street",
      "London SW1A 1AA",
      "London",
      "United Kingdom",
    ]);
  });

  it("puts the gift on the production sheet too, so the atelier packs it without prices", () => {
    expect(productionSheet({ ...order, gift }).gift).toEqual({ recipient: "Mama Ngozi", message: "Happy 60th, Mama" });
    expect(productionSheet(order).gift).toBeNull();
  });
});
