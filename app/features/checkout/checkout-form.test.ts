import { describe, expect, it } from "vitest";
import { buildCart, emptyCart } from "~/features/cart";
import { postedCheckout, regionAsListed } from "./checkout-form";

const regions = [
  { name: "Rivers", code: "RI" },
  { name: "Federal Capital Territory", code: "FC" },
];
const cart = buildCart([{ id: "42-M", productId: 42, size: "M", quantity: 2 }]);

describe("the checkout form posted without a script", () => {
  it("reads the customer, the delivery choice and the items total, with the cart cookie's lines", () => {
    const params = new URLSearchParams({
      email: "ada@example.com",
      firstName: "Ada",
      lastName: "Obi",
      phone: "+234 803 123 4567",
      address: "12 Aba Road",
      country: "Nigeria",
      state: " rivers ",
      delivery: "courier",
      express: "on",
      neededBy: "",
      itemsTotal: "30000",
      creditCode: "abcde-fghjk",
      discountCode: "autumn",
      lines: "forged",
    });
    const posted = postedCheckout(params, cart, (country) => (country === "Nigeria" ? regions : undefined));
    expect(posted.form).toMatchObject({ email: "ada@example.com", state: "Rivers", comments: "" });
    expect(posted.body).toEqual({
      customer: posted.form,
      lines: [{ productId: 42, size: "M", quantity: 2 }],
      delivery: "courier",
      area: "",
      express: true,
      courierOffer: "",
      neededBy: "",
      dutiesUnderstood: false,
      messageUpdates: false,
      payPlan: "full",
      creditCode: "abcde-fghjk",
      discountCode: "autumn",
      itemsTotal: 30000,
    });
  });

  it("reads her tick for WhatsApp or SMS updates, a plain checkbox", () => {
    const ticked = postedCheckout(new URLSearchParams({ messageUpdates: "on" }), cart, () => undefined);
    expect(ticked.body.messageUpdates).toBe(true);
  });

  it("reads an address abroad's town and postcode, and a gift only when she answered yes", () => {
    const typed = {
      country: "United Kingdom",
      city: "London",
      postcode: "SW1A 1AA",
      giftName: "Mama Ngozi",
      giftPhone: "+44 7700 900123",
      giftMessage: "",
    };
    const yes = postedCheckout(new URLSearchParams({ ...typed, isGift: "yes" }), cart, () => undefined);
    expect(yes.form).toMatchObject({ city: "London", postcode: "SW1A 1AA" });
    expect(yes.body.gift).toEqual({
      isGift: true,
      giftName: "Mama Ngozi",
      giftPhone: "+44 7700 900123",
      giftMessage: "",
    });
    // Answered no, the recipient's fields the page posts all the same are not the order's; the page keeps them.
    const no = postedCheckout(new URLSearchParams({ ...typed, isGift: "no" }), cart, () => undefined);
    expect(no.body).not.toHaveProperty("gift");
    expect(no.gift).toMatchObject({ isGift: false, giftName: "Mama Ngozi" });
  });

  it("leaves out what is missing or malformed, for the order's checks to refuse or default", () => {
    const posted = postedCheckout(
      new URLSearchParams({ itemsTotal: "many", email: "x".repeat(9000) }),
      emptyCart,
      () => undefined,
    );
    expect(posted.body).toMatchObject({ lines: [], delivery: "pickup", express: false });
    expect(posted.body).not.toHaveProperty("itemsTotal");
    expect(posted.form.email).toHaveLength(255);
  });

  it("takes a typed state as the country's region of that name, else as typed", () => {
    expect(regionAsListed("RIVERS", regions)).toBe("Rivers");
    expect(regionAsListed("Rivers State", regions)).toBe("Rivers");
    expect(regionAsListed("federal  capital territory", regions)).toBe("Federal Capital Territory");
    expect(regionAsListed("Atlantis", regions)).toBe("Atlantis");
    expect(regionAsListed("Rivers", undefined)).toBe("Rivers");
  });
});
