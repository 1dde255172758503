import { expect, it } from "vitest";
import { createCustomerForm } from "~/features/checkout/test-fixtures";
import type { DiscountInput } from "~/features/discounts";
import { parseEnv } from "../base/env.server";
import { openDb, type Db } from "../db/db.server";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { insertDiscount, listDiscounts, saveWelcomeOffer } from "./store.server";
import { offerWelcomeCodes, sendWelcomeCode } from "./welcome.server";
import { confirmByKey, signUpForNews } from "../lists/lists.server";
import { memberById } from "../lists/store.server";
import { ordersCsv } from "../../features/admin/orders/order-export.server";
import { changeOrderState } from "../orders/change-state.server";
import { placeOrder } from "../checkout/place-order.server";
import { DISCOUNT_TOO_MANY } from "./take-discount.server";
import { findOrder } from "../orders/store/index.server";

const CORAL = 37; // Coral Dress, ₦25,000, HazelBee, ready to wear
const NALEDI = 3; // ₦140,000, Naledi
let addresses = 0;
let codes = 0;

const code = (r: Partial<DiscountInput> = {}): DiscountInput => ({
  code: `TEST${++codes}X`,
  kind: "percent",
  value: 10,
  minimumOrder: 0,
  startsAt: null,
  endsAt: null,
  totalUses: null,
  usesPerEmail: null,
  collectionsMode: "all",
  collections: [],
  includeSale: false,
  active: true,
  ...r,
});

describeOnBothDatabases("discount codes on %s", (suite) => {
  const t = suite.database();
  const env = parseEnv({ NODE_ENV: "test" }); // demo mode: no Paystack keys

  const place = (email: string, discountCode: string, o: { db?: Db; productId?: number; address?: string } = {}) =>
    placeOrder(
      { env, db: o.db ?? t.db },
      {
        customer: createCustomerForm({ email }),
        lines: [{ productId: o.productId ?? CORAL, size: "M", quantity: 1 }],
        discountCode,
      },
      { clientAddress: o.address ?? `198.51.100.${++addresses}` },
    );
  const usedOf = async (spelt: string) => (await listDiscounts(t.db)).find((c) => c.code === spelt)?.used;

  it("takes the discount off the order, records it on the order and its use, and Paystack asks for the rest", async () => {
    const c = code({ value: 20 });
    await insertDiscount(t.db, c);
    const placed = await place("ada@example.com", ` ${c.code.toLowerCase().replace("test", "test-")} `);
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    const order = await findOrder(t.db, placed.order.reference);
    // ₦25,000 less 20%, pickup: nothing for delivery.
    expect(order?.discount).toEqual({ code: c.code, amount: 5_000 });
    expect(order?.amountKobo).toBe(order!.items[0]!.lineTotal * 100 - 500_000 + order!.delivery.fee * 100);
    expect(placed.order.amountKobo).toBe(order!.amountKobo);
    expect(await usedOf(c.code)).toBe(1);
    const [header, row] = ordersCsv([order!], new Map()).split("\r\n");
    expect(header).toMatch(/,Discount code,Discount \(NGN\)$/);
    expect(row).toMatch(new RegExp(`,${c.code},5000$`));
  });

  it("refuses a code that does not apply with its reason, storing nothing", async () => {
    const before = await t.db.query("select count(*)::int as n from orders");
    expect(await place("bola@example.com", "NOSUCHCODE")).toEqual({
      ok: false,
      discount: true,
      message: expect.stringContaining("not one we know"),
      // The figures without the code, for the page to show again.
      quote: expect.objectContaining({ discount: null, total: 25_000, discountError: expect.any(String) }),
    });
    const ended = code({ endsAt: new Date(Date.now() - 60_000) });
    await insertDiscount(t.db, ended);
    expect(await place("bola@example.com", ended.code)).toMatchObject({ discount: true, message: /ended on/ });
    const naledi = code({ collectionsMode: "include", collections: ["naledi"] });
    await insertDiscount(t.db, naledi);
    expect(await place("bola@example.com", naledi.code)).toMatchObject({ message: /does not cover the pieces/ });
    const big = code({ minimumOrder: 100_000 });
    await insertDiscount(t.db, big);
    expect(await place("bola@example.com", big.code)).toMatchObject({ message: /at least ₦100,000/ });
    expect(await place("bola@example.com", big.code, { productId: NALEDI })).toMatchObject({ ok: true });
    const after = await t.db.query("select count(*)::int as n from orders");
    expect(after).toEqual([{ n: (before[0] as { n: number }).n + 1 }]);
  });

  it("counts uses per email and gives a use back when its unpaid order is cancelled", async () => {
    const c = code({ usesPerEmail: 1 });
    await insertDiscount(t.db, c);
    const first = await place("chi@example.com", c.code);
    if (!first.ok) throw new Error(JSON.stringify(first));
    expect(await place("CHI@example.com", c.code)).toMatchObject({ message: /already been used with this email/ });
    expect(await place("dayo@example.com", c.code)).toMatchObject({ ok: true });
    const cancelled = await changeOrderState(t.db, {
      reference: first.order.reference,
      to: "cancelled",
      source: "owner",
    });
    expect(cancelled.kind).toBe("changed");
    expect(await usedOf(c.code)).toBe(1);
    expect(await place("chi@example.com", c.code)).toMatchObject({ ok: true });
  });

  it("lets one of two servers use a code with one use left, never both", async () => {
    const c = code({ totalUses: 3 });
    await insertDiscount(t.db, c);
    expect(await place("e1@example.com", c.code)).toMatchObject({ ok: true });
    expect(await place("e2@example.com", c.code)).toMatchObject({ ok: true });
    const other: Db = t.url ? await openDb({ url: t.url, dataDir: "" }) : t.db;
    try {
      const results = await Promise.all([
        place("e3@example.com", c.code),
        place("e4@example.com", c.code, { db: other }),
      ]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.find((r) => !r.ok)).toMatchObject({ discount: true, message: /used as many times as it may be/ });
      expect(await usedOf(c.code)).toBe(3);
    } finally {
      if (other !== t.db) await other.close();
    }
  });

  it("limits the codes one address may try", async () => {
    const address = "203.0.113.77";
    const tries = [];
    for (let i = 0; i < 9; i++) tries.push(await place("guess@example.com", `GUESS${i}`, { address }));
    expect(tries.at(-2)).toMatchObject({ message: /not one we know/ });
    expect(tries.at(-1)).toEqual({ ok: false, discount: true, message: DISCOUNT_TOO_MANY });
  });

  it("sends a confirmed subscriber one welcome code once the owner offers it, for her email only, once", async () => {
    offerWelcomeCodes();
    offerWelcomeCodes(); // hooked once however often asked
    const welcomeRows = () =>
      t.db.query<{ params: Record<string, string> | string; list_member_id: number }>(
        "select params, list_member_id from outbox where list_email = 'welcome' order by id",
      );
    // Off by default: a confirmation sends nothing.
    await t.db.transaction((tx) => signUpForNews(tx, "off@example.com", null));
    const [offMember] = await t.db.query<{ key: string }>(
      "select key from list_members where email = 'off@example.com'",
    );
    await confirmByKey(t.db, offMember!.key);
    expect(await welcomeRows()).toHaveLength(0);

    await saveWelcomeOffer(t.db, { active: true, kind: "amount", value: 3_000, minimumOrder: 20_000, validDays: 30 });
    await t.db.transaction((tx) => signUpForNews(tx, "fola@example.com", "Fola"));
    const [m] = await t.db.query<{ key: string; id: number }>(
      "select key, id from list_members where email = 'fola@example.com'",
    );
    await confirmByKey(t.db, m!.key);
    await confirmByKey(t.db, m!.key);
    // Two servers running the hook for her at once: still one code.
    const member = (await memberById(t.db, Number(m!.id)))!;
    const other: Db = t.url ? await openDb({ url: t.url, dataDir: "" }) : t.db;
    try {
      await Promise.all([
        t.db.transaction((tx) => sendWelcomeCode(tx, member)),
        other.transaction((tx) => sendWelcomeCode(tx, member)),
      ]);
    } finally {
      if (other !== t.db) await other.close();
    }
    const rows = await welcomeRows();
    expect(rows).toHaveLength(1);
    const params = typeof rows[0]!.params === "string" ? JSON.parse(rows[0]!.params) : rows[0]!.params;
    expect(params).toMatchObject({
      code: expect.stringMatching(/^WELCOME[0-9A-Z]{10}$/),
      offer: "₦3,000 off",
      minimum: "₦20,000",
    });
    const welcome = params.code as string;
    expect(await place("someone@example.com", welcome)).toMatchObject({ message: /belongs to another email/ });
    const used = await place("fola@example.com", welcome);
    if (!used.ok) throw new Error(JSON.stringify(used));
    expect((await findOrder(t.db, used.order.reference))?.discount).toEqual({ code: welcome, amount: 3_000 });
    expect(await place("fola@example.com", welcome)).toMatchObject({ message: /used as many times|already been used/ });
  });
});
