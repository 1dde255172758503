import { beforeAll, expect, it, vi } from "vitest";
import { nairaUnits } from "~/features/currency";
import { createCustomerForm } from "~/features/checkout/test-fixtures";
import { HOME_STATE_AREAS } from "~/config/delivery";
import type { QuoteInput } from "~/features/quotes";
import { placeOrder } from "~/server/checkout/place-order.server";
import { placeQuote } from "~/server/orders/place-quote.server";
import { ATTEMPTS_KEPT_FOR_HER } from "~/server/orders/start-payment.server";
import { remindersKeyOf } from "~/server/orders/store/index.server";
import { paymentsOf } from "~/server/payments/store.server";
import type { Services } from "~/server/services.server";
import { describeOnBothDatabases } from "~/server/test-data-suite.server";
import { MAX_ATTEMPTS } from "~/features/payments";
import { action, loader } from "./order";

// Who may see or pay what on an order's page, which anyone holding its reference can open: the
// reference is in every email, on Paystack's receipt and on the packing slip.

const state = vi.hoisted(() => ({ services: undefined as Services | undefined }));
vi.mock("~/server/services.server", () => ({ getServices: async () => state.services }));

const quote = (email: string): QuoteInput => ({
  customer: {
    email,
    firstName: "Ada",
    lastName: "Obi",
    phone: "0803 123 4567",
    address: "Pickup at the atelier",
    city: "",
    postcode: "",
    country: "Nigeria",
    state: "Rivers",
    comments: "",
  },
  lines: [],
  custom: [
    {
      description: "Emerald aso-oke gown",
      price: 85_000,
      eventDate: "2027-01-16",
      measurements: [{ label: "Bust", value: "92 cm" }],
    },
  ],
  delivery: "pickup",
  area: "",
  payPlan: "full",
  validDays: 7,
  fittingOn: "",
  finalFittingOn: "",
  notes: "",
  requestReference: "",
});

let addresses = 0;
/** A request from a connection of its own, with her cookie when given. */
const visit = (path: string, opts: { cookie?: string; form?: Record<string, string>; address?: string } = {}) => {
  const reference = /HZL-[2-9A-HJ-NP-Z]{12}/.exec(path)![0];
  const headers: Record<string, string> = opts.cookie ? { Cookie: opts.cookie } : {};
  const args = {
    params: { reference },
    context: { clientAddress: opts.address ?? `203.0.113.${++addresses % 250}` },
  };
  if (!opts.form) return { ...args, request: new Request(`http://shop.test${path}`, { headers }) };
  headers["Content-Type"] = "application/x-www-form-urlencoded";
  const body = new URLSearchParams(opts.form).toString();
  return { ...args, request: new Request(`http://shop.test${path}`, { method: "POST", headers, body }) };
};
const settle = async <T>(run: () => Promise<T>) => {
  try {
    return await run();
  } catch (thrown) {
    return thrown;
  }
};
/** What the page (or its .data request: the same loader) carries, as text. */
const pageData = async (path: string) => {
  const answer = (await loader(visit(path) as Parameters<typeof loader>[0])) as unknown as { data: unknown };
  return JSON.stringify(answer.data);
};
const pay = async (reference: string, opts: { cookie?: string; address?: string } = {}) =>
  (await settle(() =>
    action(visit(`/order/${reference}`, { ...opts, form: { intent: "pay" } }) as Parameters<typeof action>[0]),
  )) as Response | { init: { status: number } };
const statusOf = (answer: Response | { init: { status: number } }) =>
  answer instanceof Response ? answer.status : answer.init.status;

describeOnBothDatabases("who may see or pay what on an order's page, on %s", (suite) => {
  const fake = suite.paystack();
  const services = suite.services();
  beforeAll(() => {
    state.services = services;
  });

  const placeHers = async () => {
    const n = ++addresses % 250;
    const placed = await placeOrder(
      services,
      {
        customer: createCustomerForm({ email: `her${n}@example.com` }),
        lines: [{ productId: 42, size: "M", quantity: 1 }],
      },
      { clientAddress: `198.51.100.${n}` },
    );
    if (!placed.ok || !placed.opened) throw new Error(JSON.stringify(placed));
    return { reference: placed.order.reference, cookie: `hazel_order=${placed.opened.reference}.${placed.opened.key}` };
  };

  it("carries a quote's measurements only with its private key, on the page and its .data request", async () => {
    const placed = await placeQuote(services, quote("measured@example.com"));
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    const { reference } = placed.order;
    const key = placed.order.quote!.key;
    for (const path of [`/order/${reference}`, `/order/${reference}.data`]) {
      const open = await pageData(path);
      expect(open).toContain("Emerald aso-oke gown");
      expect(open).not.toContain("92 cm");
      expect(open).not.toContain("Bust");
      expect(await pageData(`${path}?key=${"A".repeat(43)}`)).not.toContain("92 cm");
      expect(await pageData(`${path}?key=${key}`)).toContain("92 cm");
    }
  });

  it("carries her delivery address only to her own browser, never to a reference alone", async () => {
    const n = ++addresses % 250;
    const placed = await placeOrder(
      services,
      {
        customer: createCustomerForm({ email: `sent${n}@example.com` }),
        lines: [{ productId: 42, size: "M", quantity: 1 }],
        delivery: "rivers",
        area: HOME_STATE_AREAS[0],
      },
      { clientAddress: `198.51.100.${n}` },
    );
    if (!placed.ok || !placed.opened) throw new Error(JSON.stringify(placed));
    const { reference } = placed.order;
    const cookie = `hazel_order=${placed.opened.reference}.${placed.opened.key}`;
    const own = (await loader(visit(`/order/${reference}`, { cookie }) as Parameters<typeof loader>[0])) as unknown as {
      data: unknown;
    };
    expect(JSON.stringify(own.data)).toContain("12 Aba Road");
    expect(await pageData(`/order/${reference}`)).not.toContain("12 Aba Road");
    expect(await pageData(`/order/${reference}.data`)).not.toContain("12 Aba Road");
  });

  it("never carries the reminders' key, though reminders may come", async () => {
    const { reference } = await placeHers();
    const key = (await remindersKeyOf(services.db, reference))!;
    for (const path of [`/order/${reference}`, `/order/${reference}.data`]) {
      const data = await pageData(path);
      expect(data).toContain('"remindersMayCome":true');
      expect(data).not.toContain(key);
      expect(data).not.toContain("/reminders");
    }
  });

  it("sends a second press to the page Paystack opened for the first: one transaction started", async () => {
    const { reference, cookie } = await placeHers();
    const first = (await pay(reference, { cookie })) as Response;
    const second = (await pay(reference)) as Response;
    expect(first.status).toBe(303);
    expect(second.headers.get("Location")).toBe(first.headers.get("Location"));
    expect(fake.initializeCalls.filter((r) => r.startsWith(reference))).toHaveLength(1);
    expect(await paymentsOf(services.db, reference)).toHaveLength(2);
  });

  it("lets 20 strangers' pay presses, from other addresses, stop neither her start nor her last attempts", async () => {
    const { reference, cookie } = await placeHers();
    const answers = [];
    for (let i = 0; i < 20; i++) {
      answers.push(statusOf(await pay(reference)));
      // Each page opened is closed at once (a transfer reported), so none is offered again.
      await services.db.query("update payments set status = 'reported' where order_reference = $1", [reference]);
    }
    // Strangers together start at most their allowance, and never her last attempts.
    expect(answers.filter((s) => s === 303).length).toBeLessThanOrEqual(MAX_ATTEMPTS - ATTEMPTS_KEPT_FOR_HER);
    expect(answers).toContain(503);
    expect(statusOf(await pay(reference, { cookie }))).toBe(303);
    // A forged cookie (her reference, another key) is a stranger.
    await services.db.query("update payments set status = 'reported' where order_reference = $1", [reference]);
    const forged = `hazel_order=${reference}.${"x".repeat(32)}`;
    expect(statusOf(await pay(reference, { cookie: forged }))).toBe(503);
  });

  it("keeps one stranger's presses within her own connection's allowance", async () => {
    const a = await placeHers();
    const b = await placeHers();
    const address = "192.0.2.77";
    const answers = [];
    for (const { reference } of [a, b, a, b, a, b, a, b, a, b, a, b]) {
      answers.push(statusOf(await pay(reference, { address })));
      await services.db.query("update payments set status = 'reported' where order_reference = $1", [reference]);
    }
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(303));
    expect(answers.slice(10)).toEqual([503, 503]);
  });

  it("lets no stranger's ?reference= visits spend her own verify allowance", async () => {
    const { reference, cookie } = await placeHers();
    fake.transactions.set(reference, { reference, status: "ongoing", amount: nairaUnits(15_000), currency: "NGN" });
    const calls = () => fake.verifyCalls.filter((r) => r === reference).length;
    const back = (opts: { cookie?: string } = {}) =>
      settle(() => loader(visit(`/order/${reference}?reference=${reference}`, opts) as Parameters<typeof loader>[0]));
    const age = () =>
      services.db.query("update payments set checked_at = now() - interval '11 seconds' where reference = $1", [
        reference,
      ]);
    for (let i = 0; i < 12; i++) {
      expect(await back()).toMatchObject({ status: 303 });
      await age();
    }
    const byStrangers = calls();
    expect(byStrangers).toBeLessThanOrEqual(10);
    expect(await back({ cookie })).toMatchObject({ status: 303 });
    expect(calls()).toBe(byStrangers + 1);
  });
});
