import { describe, expect, it } from "vitest";
import { MAX_LINES, MAX_QUANTITY, parseOrderRequest } from "./order-request";
import { createCustomerForm, createLine } from "./test-fixtures";
import { findProductFacts } from "~/features/catalogue";

const body = (overrides: Record<string, unknown> = {}) => ({
  customer: createCustomerForm(),
  lines: [createLine()],
  ...overrides,
});
const message = (b: unknown) => {
  const r = parseOrderRequest(b, findProductFacts);
  if (r.ok) throw new Error("expected a rejection");
  return r.message;
};

describe("the order request", () => {
  it("accepts a customer and cart lines", () => {
    expect(
      parseOrderRequest(
        body({ lines: [createLine(), createLine({ productId: 1, size: "S", quantity: 2 })] }),
        findProductFacts,
      ),
    ).toMatchObject({
      ok: true,
      order: { lines: [{ productId: 42 }, { productId: 1, size: "S", quantity: 2 }] },
    });
  });

  it("refuses a size the product does not come in, or none on a ready-to-wear piece, naming the product and its sizes", () => {
    const offersM = (id: number) =>
      id === 42 ? { name: "BB Ensemble", sizes: ["S", "M"] as const, madeToOrder: false } : undefined;
    const refused = (lines: unknown[]) => parseOrderRequest(body({ lines }), offersM);
    expect(refused([createLine({ size: "XL" })])).toEqual({
      ok: false,
      message: expect.stringMatching(/^The BB Ensemble does not come in size XL: it comes in size S or M\. /),
    });
    expect(refused([createLine({ size: "" })])).toEqual({
      ok: false,
      message: expect.stringMatching(/^Choose a size for the BB Ensemble: it comes in size S or M\. /),
    });
    expect(refused([createLine({ size: "S" })]).ok).toBe(true);
  });

  it("takes a made-to-order piece without a size, for the atelier to confirm", () => {
    const rigel = (id: number) =>
      id === 42 ? { name: "Rigel Dress", sizes: ["S", "M"] as const, madeToOrder: true } : undefined;
    expect(parseOrderRequest(body({ lines: [createLine({ size: "" })] }), rigel).ok).toBe(true);
    expect(parseOrderRequest(body({ lines: [createLine({ size: "XL" })] }), rigel)).toEqual({
      ok: false,
      message: expect.stringMatching(/^The Rigel Dress does not come in size XL: it comes in size S or M\. /),
    });
  });

  it.each([
    ["an unknown product", { productId: 9999 }, "lines.0.productId: There is no product 9999."],
    ["a size outside XS-3XL", { size: "XXL" }, "lines.0.size: size must be one of XS, S, M, L, XL, 2XL, 3XL or empty."],
    ["a zero quantity", { quantity: 0 }, "lines.0.quantity: quantity must be a positive whole number."],
    ["a negative quantity", { quantity: -2 }, "lines.0.quantity: quantity must be a positive whole number."],
    ["a fractional quantity", { quantity: 1.5 }, "lines.0.quantity: quantity must be a positive whole number."],
    ["a quantity as text", { quantity: "2" }, "lines.0.quantity: quantity must be a number."],
    ["a huge quantity", { quantity: MAX_QUANTITY + 1 }, `lines.0.quantity: quantity must be at most ${MAX_QUANTITY}.`],
  ])("names %s", (_name, line, expected) => {
    expect(message(body({ lines: [{ ...createLine(), ...line }] }))).toBe(expected);
  });

  it("refuses a price sent by the browser: lines carry no price", () => {
    expect(message(body({ lines: [{ ...createLine(), price: 1 }] }))).toContain('lines.0: Unrecognized key: "price"');
  });

  it("refuses an empty or oversized cart", () => {
    expect(message(body({ lines: [] }))).toBe("lines: The order has no items.");
    expect(message(body({ lines: Array.from({ length: MAX_LINES + 1 }, () => createLine()) }))).toBe(
      `lines: An order holds at most ${MAX_LINES} lines.`,
    );
  });

  it("names missing and oversized customer fields", () => {
    const { email: _email, ...noEmail } = createCustomerForm();
    expect(message(body({ customer: noEmail }))).toBe(
      "customer.email: Please enter a valid email address for shipping updates.",
    );
    expect(message(body({ customer: createCustomerForm({ address: "x".repeat(301) }) }))).toBe(
      "customer.address: Address is too long (at most 300 characters).",
    );
    expect(message({ lines: [createLine()] })).toContain("customer:");
  });

  it("refuses a body that is not an object", () => {
    expect(message([])).toContain("expected object");
    expect(message(null)).toContain("expected object");
  });
});

describe("the per-line cap", () => {
  it("holds for equal lines added together, which the order merges", () => {
    const half = createLine({ quantity: 30 });
    expect(message(body({ lines: [half, half] }))).toBe(
      `lines: An order holds at most ${MAX_QUANTITY} pieces of one product in one size.`,
    );
    expect(
      parseOrderRequest(body({ lines: [createLine({ quantity: 25 }), createLine({ quantity: 25 })] }), findProductFacts)
        .ok,
    ).toBe(true);
  });

  it("counts each size of a product on its own", () => {
    const lines = [createLine({ quantity: 30 }), { ...createLine({ quantity: 30 }), size: "L" }];
    expect(parseOrderRequest(body({ lines }), findProductFacts).ok).toBe(true);
  });
});

describe("a gift in the order request", () => {
  const parse = (gift: unknown) => parseOrderRequest(body({ gift }), findProductFacts);

  it("is none when absent, and the checked recipient and card when sent", () => {
    const none = parseOrderRequest(body({}), findProductFacts);
    expect(none.ok && none.order.gift).toBeNull();
    const sent = parse({ giftName: "Mama Ngozi", giftPhone: "+234 805 000 1111", giftMessage: " Happy 60th " });
    const declined = parse({ isGift: false, giftName: "Mama Ngozi", giftPhone: "soon", giftMessage: "" });
    expect(declined.ok && declined.order.gift).toBeNull();
    expect(sent.ok && sent.order.gift).toEqual({
      recipientName: "Mama Ngozi",
      recipientPhone: "+234 805 000 1111",
      message: "Happy 60th",
    });
  });

  it("is refused in words when its fields are wrong or not a gift's", () => {
    expect(parse({ giftName: "Mama Ngozi", giftPhone: "soon", giftMessage: "" })).toEqual({
      ok: false,
      message: expect.stringMatching(/gift: Please enter a valid phone number for the person receiving the gift/),
    });
    expect(parse({ giftName: "Mama", giftPhone: "+2348050001111", giftMessage: "", price: 1 })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^gift: /),
    });
  });
});
