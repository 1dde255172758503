// A size, or the atelier's measure: a ready-to-wear piece without a size never reaches the cart;
// a made-to-order one goes from the product form to a paid order with its size left open.
import { afterEach, beforeEach, expect, it } from "vitest";
import { buildCatalogue, replaceCatalogue, seedRecords, type Size } from "~/features/catalogue";
import { addToCartCookie, refusedAddOf, serverCartOf } from "~/features/cart/server-cart.server";
import { createCustomerForm } from "~/features/checkout/test-fixtures";
import { sizeLeftOpen } from "~/features/orders";
import { signWebhook } from "../adapters/paystack.server";
import { handleWebhook } from "../paystack-events/webhook.server";
import { findOrder } from "../orders/store/index.server";
import { shopperOrderView } from "../orders/order-page.server";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { placeOrder } from "./place-order.server";

const coral = 37; // Coral Dress, ready to wear
const rigel = 5; // Rigel Dress, Naledi, made to order

/** The product form posted without a script: GET /cart?page=…&size=…&quantity=…&add=…, with her cart cookie. */
const addFromForm = (add: number, size: string, cookie = "") =>
  addToCartCookie(
    new Request(`http://shop.test/cart?page=${add}&size=${size}&quantity=1&add=${add}`, {
      headers: cookie ? { Cookie: cookie } : {},
    }),
    false,
  );

/** The cart cookie a Set-Cookie header writes, as the next request sends it. */
const cookieOf = (setCookie: string | undefined) => setCookie?.split(";")[0] ?? "";

describeOnBothDatabases("a size, or the atelier's measure, on %s", (suite) => {
  suite.paystack();
  const services = suite.services();
  beforeEach(() =>
    services.db.exec(
      "delete from stock_holds; delete from order_events; delete from outbox; delete from payments; delete from orders;",
    ),
  );

  it("refuses a ready-to-wear piece without a size at add-to-cart: back to its page, which says why, the cart unchanged", () => {
    const refused = addFromForm(coral, "");
    expect(refused).toEqual({ location: "/hazelbee/shop/coral-dress?refused=37&size=&quantity=1#size-error" });
    expect(refusedAddOf(new Request(`http://shop.test${refused!.location}`))).toEqual({
      message: "Choose a size for the Coral Dress: it comes in size XS, S, M, L, XL, 2XL or 3XL.",
      quantity: 1,
    });
    // In a size it is made in, it goes in.
    expect(cookieOf(addFromForm(coral, "M")?.setCookie)).toBe("hazel_cart=37.M.1");
  });

  it("takes a made-to-order piece without a size through add-to-cart, order placement and payment", async () => {
    const added = addFromForm(rigel, "");
    expect(added?.location).toBe("/cart?added=5&size=&quantity=1");
    const cart = serverCartOf(
      new Request("http://shop.test/checkout", { headers: { Cookie: cookieOf(added?.setCookie) } }),
    );
    const lines = cart.items.map(({ productId, size, quantity }) => ({ productId, size, quantity }));
    expect(lines).toEqual([{ productId: rigel, size: "", quantity: 1 }]);

    const placed = await placeOrder(
      services,
      { customer: createCustomerForm({ email: "ada.rigel@example.com" }), lines },
      { clientAddress: "198.51.100.77" },
    );
    if (!placed.ok) throw new Error(`not placed: ${JSON.stringify(placed)}`);
    expect(placed.order.summary).toContain("Rigel Dress - Price: ₦120,000 - Quantity: 1 - Size: Not specified");

    const raw = JSON.stringify({
      event: "charge.success",
      data: {
        id: 1,
        reference: placed.order.paymentReference,
        status: "success",
        amount: placed.order.amountMinor,
        currency: "NGN",
      },
    });
    await handleWebhook(services, new TextEncoder().encode(raw), signWebhook(raw, services.env.PAYSTACK_SECRET_KEY!));
    const order = (await findOrder(services.db, placed.order.reference))!;
    expect(order.status).toBe("paid");
    const view = await shopperOrderView(services.db, order, { demo: false });
    expect(view.items).toMatchObject([{ name: "Rigel Dress", size: "" }]);
    expect(sizeLeftOpen(view.items[0]!)).toBe(true);
  });

  afterEach(() => replaceCatalogue(buildCatalogue(seedRecords)));

  it("still refuses a size a made-to-order piece is not made in, at add-to-cart and at placement", async () => {
    const products = seedRecords.products.map((p) => (p.id === rigel ? { ...p, sizes: ["S", "M"] as Size[] } : p));
    replaceCatalogue(buildCatalogue({ ...seedRecords, products }));
    expect(addFromForm(rigel, "XL")).toEqual({
      location: "/naledi/rigel-dress?refused=5&size=XL&quantity=1#size-error",
    });
    const placed = await placeOrder(
      services,
      { customer: createCustomerForm(), lines: [{ productId: rigel, size: "XL", quantity: 1 }] },
      { clientAddress: "198.51.100.78" },
    );
    expect(placed).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^The Rigel Dress does not come in size XL/),
    });
  });
});
