import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createCustomerForm, createLine } from "~/features/checkout/test-fixtures";
import { findOrder } from "~/server/orders/order-store.server";
import { createTestServices } from "~/server/orders/test-services.server";
import type { Services } from "~/server/services.server";
import { action as placeOrder } from "./api.orders";
import { action as verify } from "./api.orders.$reference.verify";

const state = vi.hoisted(() => ({ services: undefined as Services | undefined }));
vi.mock("~/server/services.server", () => ({ getServices: async () => state.services }));

type PlaceArgs = Parameters<typeof placeOrder>[0];
type VerifyArgs = Parameters<typeof verify>[0];

const post = (body: unknown, headers: Record<string, string> = { "Content-Type": "application/json" }) =>
  placeOrder({
    request: new Request("http://shop.test/api/orders", { method: "POST", headers, body: typeof body === "string" ? body : JSON.stringify(body) }),
    params: {},
    context: { clientAddress: "127.0.0.1" },
  } as PlaceArgs);
const verifyOrder = (reference: string) =>
  verify({ request: new Request(`http://shop.test/api/orders/${reference}/verify`, { method: "POST" }), params: { reference }, context: {} } as VerifyArgs);
const validBody = (overrides: Record<string, unknown> = {}) => ({ customer: createCustomerForm(), lines: [createLine()], ...overrides });
const answer = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> });

/** Paystack's verify endpoint as the fake answers it. */
function stubPaystack(data: Record<string, unknown> | null, status = 200) {
  const fetchMock = vi.fn(async () =>
    new Response(JSON.stringify(data ? { status: true, message: "Verification successful", data } : { status: false, message: "Transaction reference not found" }), { status }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("POST /api/orders with Paystack keys", () => {
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const t = await createTestServices("pglite");
    state.services = t.services;
    dispose = t.dispose;
  });
  afterAll(() => dispose());

  it("stores a pending order priced from the catalogue and answers its reference, amount and summary", async () => {
    const { status, body } = await answer(await post(validBody({ lines: [createLine({ quantity: 2 })] })));
    expect(status).toBe(201);
    expect(body).toEqual({
      reference: expect.stringMatching(/^HZL-[2-9A-HJ-NP-Z]{12}$/),
      amountKobo: 3_000_000,
      currency: "NGN",
      summary: "BB Ensemble - Price: ₦15,000 - Quantity: 2 - Size: M",
      isTest: false,
    });
    const stored = await findOrder(state.services!.db, body.reference as string);
    expect(stored).toMatchObject({ status: "pending", isTest: false, amountKobo: 3_000_000, customer: { email: "ada@example.com" } });
  });

  it("gives every order its own reference", async () => {
    const a = await answer(await post(validBody()));
    const b = await answer(await post(validBody()));
    expect(a.body.reference).not.toBe(b.body.reference);
  });

  it("charges the catalogue price whatever price a tampered cart sends", async () => {
    const tampered = { productId: 42, size: "M", quantity: 1, price: 1, itemTotal: 1 };
    const refused = await answer(await post(validBody({ lines: [tampered] })));
    expect(refused).toEqual({ status: 400, body: { error: 'lines.0: Unrecognized keys: "price", "itemTotal"' } });
    const { body } = await answer(await post(validBody({ lines: [{ productId: 42, size: "M", quantity: 1 }] })));
    expect(body.amountKobo).toBe(1_500_000);
  });

  it.each([
    ["an unknown product", validBody({ lines: [createLine({ productId: 12345 })] }), "lines.0.productId: There is no product 12345."],
    ["a size not in XS-3XL", validBody({ lines: [{ ...createLine(), size: "XXXL" }] }), "lines.0.size: size must be one of XS, S, M, L, XL, 2XL, 3XL or empty."],
    ["a zero quantity", validBody({ lines: [createLine({ quantity: 0 })] }), "lines.0.quantity: quantity must be a positive whole number."],
    ["a fractional quantity", validBody({ lines: [createLine({ quantity: 0.5 })] }), "lines.0.quantity: quantity must be a positive whole number."],
    ["a quantity as text", validBody({ lines: [{ ...createLine(), quantity: "1" }] }), "lines.0.quantity: quantity must be a number."],
    ["no items", validBody({ lines: [] }), "lines: The order has no items."],
    ["a missing email", validBody({ customer: { ...createCustomerForm(), email: undefined } }), "customer.email: Please enter a valid email address for shipping updates."],
    ["a missing state", validBody({ customer: createCustomerForm({ state: "" }) }), "customer.state: Please provide a valid state."],
    ["a state of another country", validBody({ customer: createCustomerForm({ country: "Ghana", state: "Rivers" }) }), "customer.state: Please provide a valid state."],
    ["an oversized field", validBody({ customer: createCustomerForm({ firstName: "A".repeat(81) }) }), "customer.firstName: First name is too long (at most 80 characters)."],
    ["no customer", { lines: [createLine()] }, "customer: Invalid input: expected object, received undefined"],
  ])("answers 400 naming %s", async (_name, body, error) => {
    expect(await answer(await post(body))).toEqual({ status: 400, body: { error } });
  });

  it("answers 400 for a body that is not JSON or is empty", async () => {
    expect(await answer(await post("{customer:"))).toEqual({ status: 400, body: { error: "The request body is not valid JSON." } });
    expect(await answer(await post(""))).toEqual({ status: 400, body: { error: "The request body is empty." } });
  });

  it("answers 413 for a body over 32 kB, 415 for a body that is not JSON", async () => {
    const huge = JSON.stringify(validBody({ customer: createCustomerForm({ comments: "x".repeat(40_000) }) }));
    expect(await answer(await post(huge))).toEqual({ status: 413, body: { error: "The request body is too large: at most 32 kB is accepted." } });
    expect(await answer(await post(JSON.stringify(validBody()), { "Content-Type": "text/plain" }))).toEqual({
      status: 415,
      body: { error: "Send the body as JSON (Content-Type: application/json)." },
    });
  });

  it("refuses an oversized body that does not declare its length", async () => {
    const chunk = new TextEncoder().encode("x".repeat(16 * 1024));
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        for (let i = 0; i < 4; i++) c.enqueue(chunk);
        c.close();
      },
    });
    const request = new Request("http://shop.test/api/orders", { method: "POST", headers: { "Content-Type": "application/json" }, body: stream, duplex: "half" } as RequestInit);
    expect(request.headers.get("content-length")).toBeNull();
    expect((await placeOrder({ request, params: {}, context: {} } as PlaceArgs)).status).toBe(413);
  });

  it("marks the order paid when Paystack verifies success with its amount and currency", async () => {
    const { body } = await answer(await post(validBody()));
    const reference = body.reference as string;
    const fetchMock = stubPaystack({ reference, status: "success", amount: 1_500_000, currency: "NGN" });
    expect(await answer(await verifyOrder(reference))).toEqual({ status: 200, body: { reference, status: "paid" } });
    expect(fetchMock).toHaveBeenCalledWith(`http://paystack.test/transaction/verify/${reference}`, expect.anything());
    // Verifying again is harmless and does not ask Paystack again.
    expect(await answer(await verifyOrder(reference))).toEqual({ status: 200, body: { reference, status: "paid" } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("flags the order for review when Paystack charged less, or another currency, or not at all", async () => {
    for (const [tx, reason] of [
      [{ status: "success", amount: 15_000, currency: "NGN" }, "Paystack amount 15000 kobo differs from the order's 1500000 kobo."],
      [{ status: "success", amount: 1_500_000, currency: "USD" }, "Paystack currency USD differs from the order's NGN."],
      [{ status: "abandoned", amount: 1_500_000, currency: "NGN" }, "Paystack reports the payment as 'abandoned'."],
    ] as const) {
      const { body } = await answer(await post(validBody()));
      const reference = body.reference as string;
      stubPaystack({ reference, ...tx });
      expect(await answer(await verifyOrder(reference))).toEqual({ status: 200, body: { reference, status: "review" } });
      expect(await findOrder(state.services!.db, reference)).toMatchObject({ status: "review", reviewReason: reason, paidAt: null });
    }
  });

  it("flags for review an order Paystack does not know", async () => {
    const { body } = await answer(await post(validBody()));
    stubPaystack(null, 400);
    expect((await answer(await verifyOrder(body.reference as string))).body.status).toBe("review");
  });

  it("keeps the order pending and answers 503 when Paystack cannot be reached", async () => {
    const { body } = await answer(await post(validBody()));
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("fetch failed"))));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { status } = await answer(await verifyOrder(body.reference as string));
    expect(status).toBe(503);
    expect((await findOrder(state.services!.db, body.reference as string))?.status).toBe("pending");
  });

  it("answers 404 for an unknown or malformed reference", async () => {
    expect((await verifyOrder("HZL-222222222222")).status).toBe(404);
    expect((await verifyOrder("../../etc")).status).toBe(404);
  });
});

describe("the API in demo mode (no Paystack keys)", () => {
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const t = await createTestServices("pglite", { demo: true });
    state.services = t.services;
    dispose = t.dispose;
  });
  afterAll(() => dispose());

  it("stores test orders, and the test payment marks them paid without calling Paystack", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const { status, body } = await answer(await post(validBody()));
    expect(status).toBe(201);
    expect(body.isTest).toBe(true);
    const reference = body.reference as string;
    expect(await answer(await verifyOrder(reference))).toEqual({ status: 200, body: { reference, status: "paid" } });
    expect(await findOrder(state.services!.db, reference)).toMatchObject({ isTest: true, status: "paid", payment: { source: "test" } });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("cannot mark a real order paid", async () => {
    const { services } = state;
    const { insertOrder } = await import("~/server/orders/order-store.server");
    const { priceOrder } = await import("~/features/checkout/pricing");
    const { validateCustomer } = await import("~/features/checkout/customer");
    const v = validateCustomer(createCustomerForm());
    if (!v.ok) throw new Error("fixture");
    const priced = priceOrder([createLine()]);
    const real = await insertOrder(services!.db, { reference: "HZL-REALREAL2345", isTest: false, customer: v.customer, items: priced.items, amountKobo: priced.amountKobo });
    expect((await verifyOrder(real.reference)).status).toBe(503);
    expect((await findOrder(services!.db, real.reference))?.status).toBe("pending");
  });
});
