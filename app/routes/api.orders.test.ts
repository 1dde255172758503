import { nairaUnits } from "~/features/currency";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { nigeriaZones } from "~/config/delivery";
import { PRICES_CHANGED } from "~/features/checkout/price-checkout";
import { createCustomerForm, createLine } from "~/features/checkout/test-fixtures";
import { findOrder } from "~/server/orders/store/index.server";
import { setStock } from "~/server/stock/store/index.server";
import { createTestServices } from "~/server/test-services.server";
import type { Services } from "~/server/services.server";
import { action as placeOrder } from "./api.orders";
import { loader as orderStatus } from "./api.orders.$reference.status";
import { action as verify } from "./api.orders.$reference.verify";
import { findProductFacts } from "~/features/catalogue";

const state = vi.hoisted(() => ({ services: undefined as Services | undefined }));
vi.mock("~/server/services.server", () => ({ getServices: async () => state.services }));

type PlaceArgs = Parameters<typeof placeOrder>[0];
type VerifyArgs = Parameters<typeof verify>[0];

let addresses = 0;
const post = (
  body: unknown,
  headers: Record<string, string> = { "Content-Type": "application/json" },
  clientAddress = `203.0.113.${++addresses % 250}`,
) =>
  placeOrder({
    request: new Request("http://shop.test/api/orders", {
      method: "POST",
      headers,
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
    params: {},
    context: { clientAddress },
  } as PlaceArgs);
let visitors = 0;
/** A check asked from a connection of its own: the order's allowance, not one connection's, is what runs out. */
const verifyOrder = (reference: string) =>
  verify({
    request: new Request(`http://shop.test/api/orders/${reference}/verify`, { method: "POST" }),
    params: { reference },
    context: { clientAddress: `203.0.113.${++visitors % 250}` },
  } as VerifyArgs);
const validBody = (overrides: Record<string, unknown> = {}) => ({
  customer: createCustomerForm(),
  lines: [createLine()],
  ...overrides,
});
const answer = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as Record<string, unknown>,
});

/** Paystack's verify endpoint as the fake answers it. */
function stubPaystack(data: Record<string, unknown> | null, status = 200) {
  const fetchMock = vi.fn(
    async () =>
      new Response(
        JSON.stringify(
          data
            ? { status: true, message: "Verification successful", data }
            : { status: false, message: "Transaction reference not found" },
        ),
        { status },
      ),
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

  it("answers an order's status for its page to follow, privately and never cached; 404 for an unknown one", async () => {
    const { body } = await answer(await post(validBody()));
    const reference = body.reference as string;
    const status = (ref: string) =>
      orderStatus({
        request: new Request(`http://shop.test/api/orders/${ref}/status`),
        params: { reference: ref },
        context: {},
      } as Parameters<typeof orderStatus>[0]);
    const found = await status(reference);
    expect(found.status).toBe(200);
    expect(found.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await found.json()).toEqual({ reference, status: "pending" });
    expect((await status("HZL-222222222222")).status).toBe(404);
    expect((await status("nonsense")).status).toBe(404);
  });

  it("stores a pending order priced from the catalogue and answers its reference, amount and summary", async () => {
    const { status, body } = await answer(await post(validBody({ lines: [createLine({ quantity: 2 })] })));
    expect(status).toBe(201);
    expect(body).toEqual({
      reference: expect.stringMatching(/^HZL-[2-9A-HJ-NP-Z]{12}$/),
      // The first payment is Paystack's transaction under the order's own reference.
      paymentReference: (body as { reference: string }).reference,
      amountMinor: 3_000_000,
      currency: "NGN",
      summary: expect.stringMatching(
        /^BB Ensemble - Price: ₦15,000 - Quantity: 2 - Size: M\nDelivery: Pickup at our Port Harcourt atelier - ₦0\nReady to collect by \w+day \d+ \w+ \d{4}$/,
      ),
      isTest: false,
      channels: ["card", "bank_transfer", "ussd", "bank"],
    });
    const stored = await findOrder(state.services!.db, body.reference as string);
    // Paystack's test keys take no real money: the order is kept as a test order, paid through Paystack.
    expect(stored).toMatchObject({
      status: "pending",
      isTest: true,
      amountMinor: 3_000_000,
      customer: { email: "ada@example.com" },
    });
    expect(stored?.delivery).toMatchObject({ method: "pickup", fee: 0, express: false, neededBy: null });
  });

  it("prices delivery and express on the server and stores them with the promised window", async () => {
    const made = createLine({ productId: 12, size: "S" }); // Pistachio Blouse, made to order, ₦35,000
    const lagos = createCustomerForm({ state: "Lagos", address: "3 Awolowo Road, Ikoyi" });
    const { status, body } = await answer(
      await post(
        validBody({
          customer: lagos,
          lines: [made, createLine()],
          delivery: "nigeria",
          express: true,
          neededBy: "2099-01-01",
        }),
      ),
    );
    expect(status).toBe(201);
    const fee = nigeriaZones["south-west"].fee;
    expect(body.amountMinor).toBe(nairaUnits(35_000 + 15_000 + fee + 10_500));
    expect(body.summary).toContain(`\nDelivery: Courier, South West - ₦${fee.toLocaleString("en-US")}\n`);
    expect(body.summary).toContain("\nExpress production (30% of the made-to-order pieces) - ₦10,500\n");
    expect(body.summary).toMatch(/\nNeeded by: Thursday 1 January 2099$/);
    const stored = await findOrder(state.services!.db, body.reference as string);
    expect(stored?.delivery).toMatchObject({
      method: "nigeria",
      zone: "south-west",
      fee: nairaUnits(fee),
      express: true,
      expressFee: 1_050_000,
      neededBy: "2099-01-01",
    });
    expect(stored?.delivery.readyBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(stored!.delivery.deliverBy! > stored!.delivery.readyBy!).toBe(true);
  });

  it("refuses a delivery that does not serve the shopper's place", async () => {
    expect(await answer(await post(validBody({ delivery: "abroad", area: "Okrika" })))).toEqual({
      status: 400,
      body: { error: "delivery: abroad does not serve Okrika, Rivers, Nigeria; choose pickup, rivers." },
    });
    // A Bonny Island address cannot claim the Port Harcourt rider: the area she picked prices it.
    expect(await answer(await post(validBody({ delivery: "port-harcourt", area: "Bonny" })))).toEqual({
      status: 400,
      body: { error: "delivery: port-harcourt does not serve Bonny, Rivers, Nigeria; choose pickup, rivers." },
    });
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
    expect(body.amountMinor).toBe(1_500_000);
  });

  it.each([
    [
      "an unknown product",
      validBody({ lines: [createLine({ productId: 12345 })] }),
      "lines.0.productId: There is no product 12345.",
    ],
    [
      "a size not in XS-3XL",
      validBody({ lines: [{ ...createLine(), size: "XXXL" }] }),
      "lines.0.size: size must be one of XS, S, M, L, XL, 2XL, 3XL or empty.",
    ],
    [
      "a zero quantity",
      validBody({ lines: [createLine({ quantity: 0 })] }),
      "lines.0.quantity: quantity must be a positive whole number.",
    ],
    [
      "a fractional quantity",
      validBody({ lines: [createLine({ quantity: 0.5 })] }),
      "lines.0.quantity: quantity must be a positive whole number.",
    ],
    [
      "a quantity as text",
      validBody({ lines: [{ ...createLine(), quantity: "1" }] }),
      "lines.0.quantity: quantity must be a number.",
    ],
    ["no items", validBody({ lines: [] }), "lines: The order has no items."],
    [
      "a missing email",
      validBody({ customer: { ...createCustomerForm(), email: undefined } }),
      "customer.email: Please enter a valid email address for shipping updates.",
    ],
    [
      "a missing state",
      validBody({ customer: createCustomerForm({ state: "" }) }),
      "customer.state: Please provide a valid state.",
    ],
    [
      "a state of another country",
      validBody({ customer: createCustomerForm({ country: "Ghana", city: "Accra", state: "Rivers" }) }),
      "customer.state: Please provide a valid state.",
    ],
    [
      "an oversized field",
      validBody({ customer: createCustomerForm({ firstName: "A".repeat(81) }) }),
      "customer.firstName: First name is too long (at most 80 characters).",
    ],
    ["no customer", { lines: [createLine()] }, "customer: Invalid input: expected object, received undefined"],
  ])("answers 400 naming %s", async (_name, body, error) => {
    expect(await answer(await post(body))).toEqual({ status: 400, body: { error } });
  });

  it("answers 400 for a body that is not JSON or is empty", async () => {
    expect(await answer(await post("{customer:"))).toEqual({
      status: 400,
      body: { error: "The request body is not valid JSON." },
    });
    expect(await answer(await post(""))).toEqual({ status: 400, body: { error: "The request body is empty." } });
  });

  it("answers 413 for a body over 32 kB, 415 for a body that is not JSON", async () => {
    const huge = JSON.stringify(validBody({ customer: createCustomerForm({ comments: "x".repeat(40_000) }) }));
    expect(await answer(await post(huge))).toEqual({
      status: 413,
      body: { error: "The request body is too large: at most 32 kB is accepted." },
    });
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
    const request = new Request("http://shop.test/api/orders", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
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

  it("flags the order for review when Paystack charged less, or another currency", async () => {
    for (const [tx, reason] of [
      [
        { status: "success", amount: 15_000, currency: "NGN" },
        "Paystack amount 15000 kobo differs from the order's 1500000 kobo.",
      ],
      [
        { status: "success", amount: 1_500_000, currency: "USD" },
        "Paystack currency USD differs from the order's NGN.",
      ],
    ] as const) {
      const { body } = await answer(await post(validBody()));
      const reference = body.reference as string;
      stubPaystack({ reference, ...tx });
      expect(await answer(await verifyOrder(reference))).toEqual({
        status: 200,
        body: { reference, status: "review" },
      });
      expect(await findOrder(state.services!.db, reference)).toMatchObject({
        status: "review",
        reviewReason: reason,
        paidAt: null,
      });
    }
  });

  it("keeps awaiting payment, and emails nobody, an order Paystack does not know or whose transfer is not sent yet", async () => {
    for (const data of [null, { status: "abandoned", amount: 1_500_000, currency: "NGN" }]) {
      const { body } = await answer(await post(validBody()));
      const reference = body.reference as string;
      stubPaystack(data && { reference, ...data }, data ? 200 : 400);
      expect(await answer(await verifyOrder(reference))).toEqual({
        status: 200,
        body: { reference, status: "pending" },
      });
      const emails = await state.services!.db.query("select 1 from outbox where order_reference = $1", [reference]);
      expect(emails).toHaveLength(0);
    }
  });

  it("asks Paystack once for 20 verify calls posted at once, and still answers the shopper's own", async () => {
    const { body } = await answer(await post(validBody()));
    const reference = body.reference as string;
    const fetchMock = stubPaystack({ reference, status: "ongoing", amount: 1_500_000, currency: "NGN" });
    const answers = await Promise.all(Array.from({ length: 20 }, () => verifyOrder(reference)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await state.services!.db.query(
      "update payments set checked_at = now() - interval '1 minute' where reference = $1",
      [reference],
    );
    expect((await verifyOrder(reference)).status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("keeps the order pending and answers 503 when Paystack cannot be reached", async () => {
    const { body } = await answer(await post(validBody()));
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("fetch failed"))),
    );
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { status } = await answer(await verifyOrder(body.reference as string));
    expect(status).toBe(503);
    expect((await findOrder(state.services!.db, body.reference as string))?.status).toBe("pending");
  });

  it("keeps Paystack's test/live domain with the payment", async () => {
    const { body } = await answer(await post(validBody()));
    const reference = body.reference as string;
    stubPaystack({ reference, status: "success", amount: 1_500_000, currency: "NGN", domain: "test" });
    await verifyOrder(reference);
    expect(await findOrder(state.services!.db, reference)).toMatchObject({
      status: "paid",
      payment: { source: "verify", domain: "test" },
    });
  });

  it("answers 400 when equal lines together pass the 50-pieces cap", async () => {
    const line = createLine({ quantity: 26 });
    expect(await answer(await post(validBody({ lines: [line, line] })))).toEqual({
      status: 400,
      body: { error: "lines: An order holds at most 50 pieces of one product in one size." },
    });
  });

  it("takes 10 orders from one address in 10 minutes, then answers 429 and stores nothing", async () => {
    const address = "192.0.2.77";
    const results = await Promise.all(Array.from({ length: 14 }, () => post(validBody(), undefined, address)));
    expect(results.map((r) => r.status).sort()).toEqual([...Array(10).fill(201), ...Array(4).fill(429)]);
    const refused = results.find((r) => r.status === 429)!;
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(590);
    expect(await refused.json()).toEqual({
      error: "Too many orders from your connection. Please try again in 10 minutes.",
    });
    const [row] = await state.services!.db.query<{ n: number }>(
      "select count(*)::int as n from orders where client_address = $1",
      [address],
    );
    expect(row?.n).toBe(10);
    expect((await post(validBody(), undefined, "192.0.2.78")).status).toBe(201);
  });

  it("counts an IPv6 host by its /64: stepping through its addresses earns no fresh limit", async () => {
    const statuses: number[] = [];
    for (let i = 2; i < 14; i++)
      statuses.push((await post(validBody(), undefined, `2001:db8:7::${i.toString(16)}`)).status);
    expect(statuses).toEqual([...Array(10).fill(201), 429, 429]);
    expect((await post(validBody(), undefined, "2001:db8:7::ffff")).status).toBe(429);
    expect((await post(validBody(), undefined, "2001:db8:7:1::2")).status).toBe(201);
  });

  it("reuses Paystack's answer for a few seconds, and asks about one order at most 10 times in 10 minutes", async () => {
    const { body } = await answer(await post(validBody()));
    const reference = body.reference as string;
    const fetchMock = stubPaystack({ reference, status: "abandoned", amount: 1_500_000, currency: "NGN" });
    for (let i = 0; i < 5; i++) expect((await verifyOrder(reference)).status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const db = state.services!.db;
    const expireCache = () =>
      db.query("update payments set checked_at = now() - interval '1 minute' where reference = $1", [reference]);
    for (let i = 0; i < 9; i++) {
      await expireCache();
      expect((await verifyOrder(reference)).status).toBe(200);
    }
    expect(fetchMock).toHaveBeenCalledTimes(10);
    await expireCache();
    const refused = await verifyOrder(reference);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(fetchMock).toHaveBeenCalledTimes(10);
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
    expect(await findOrder(state.services!.db, reference)).toMatchObject({
      isTest: true,
      status: "paid",
      payment: { source: "test" },
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("cannot mark a real order paid", async () => {
    const { services } = state;
    const { insertOrder } = await import("~/server/orders/store/index.server");
    const { priceOrder } = await import("~/features/checkout/pricing");
    const { validateCustomer } = await import("~/features/checkout/customer-schema");
    const v = validateCustomer(createCustomerForm());
    if (!v.ok) throw new Error("fixture");
    const priced = priceOrder([createLine()], findProductFacts);
    const real = await insertOrder(services!.db, {
      reference: "HZL-REALREAL2345",
      isTest: false,
      customer: v.customer,
      items: priced.items,
      amountMinor: priced.amountMinor,
    });
    expect((await verifyOrder(real.reference)).status).toBe(503);
    expect((await findOrder(services!.db, real.reference))?.status).toBe("pending");
  });
});

describe("an order for pieces no longer there", () => {
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const t = await createTestServices("pglite", { demo: true });
    state.services = t.services;
    dispose = t.dispose;
    await t.services.db.transaction((tx) => setStock(tx, 42, { M: 1 }));
  });
  afterAll(() => dispose());

  it("is answered 409 naming the piece and size, and nothing is stored", async () => {
    const first = await answer(await post(validBody({ lines: [createLine({ quantity: 1 })] })));
    expect(first.status).toBe(201);
    const second = await answer(await post(validBody({ lines: [createLine({ quantity: 2 })] })));
    expect(second).toEqual({
      status: 409,
      body: {
        error:
          "Sorry, BB Ensemble in size M has sold out. Change your cart, then place the order again; nothing was charged.",
        unavailable: [{ productId: 42, name: "BB Ensemble", size: "M", quantity: 2, soldOut: true }],
      },
    });
    const orders = await state.services!.db.query("select reference from orders");
    expect(orders.map((o) => o.reference)).toEqual([first.body.reference]);
  });

  it("is answered 409 when the page showed other prices than the shop's, and nothing is stored", async () => {
    const before = await state.services!.db.query("select reference from orders");
    const refused = await answer(await post(validBody({ lines: [createLine({ quantity: 1 })], itemsTotal: 30_000 })));
    expect(refused).toEqual({ status: 409, body: { error: PRICES_CHANGED, pricesChanged: true } });
    expect(await state.services!.db.query("select reference from orders")).toEqual(before);
  });
});
