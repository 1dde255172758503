import { expect, it } from "vitest";
import { createCustomerForm } from "~/features/checkout/test-fixtures";
import type { DiscountInput } from "~/features/discounts";
import { parseEnv } from "../base/env.server";
import { openDb, type Db } from "../db/db.server";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { insertDiscount, listDiscounts, saveWelcomeOffer } from "./store.server";
import { offerWelcomeCodes, sendWelcomeCode } from "./welcome.server";
import { confirmByKey, signUpForNews } from "../lists/lists.server";
import { memberById, unsubscribeMember, type ListMember } from "../lists/store.server";
import { ordersCsv } from "../../admin/orders/order-export.server";
import { changeOrderState } from "../orders/change-state.server";
import { confirmPayment } from "../orders/confirm-payment.server";
import { placeOrder } from "../checkout/place-order.server";
import { DISCOUNT_TOO_MANY } from "./take-discount.server";
import { findOrder } from "../orders/store/index.server";

const CORAL = 37; // Coral Dress, ₦25,000, HazelBee, ready to wear
const NALEDI = 3; // ₦140,000, Naledi
let addresses = 0;
/** A news member as the welcome hook receives her (her number unused by it). */
const placeholderMember: ListMember = {
  id: 0,
  list: "news",
  email: "",
  name: null,
  key: "0".repeat(32),
  productId: null,
  size: null,
  confirmed: true,
  unsubscribed: false,
  notified: false,
};
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

  const place = (
    email: string,
    discountCode: string,
    o: { db?: Db; productId?: number; address?: string; open?: { reference: string; key: string } } = {},
  ) =>
    placeOrder(
      { env, db: o.db ?? t.db },
      {
        customer: createCustomerForm({ email }),
        lines: [{ productId: o.productId ?? CORAL, size: "M", quantity: 1 }],
        discountCode,
      },
      { clientAddress: o.address ?? `198.51.100.${++addresses}`, open: o.open },
    );
  const usedOf = async (spelt: string) => (await listDiscounts(t.db)).find((c) => c.code === spelt)?.used;

  it("takes the discount off the order, records it on the order and its use, and Paystack asks for the rest", async () => {
    const c = code({ value: 20 });
    await insertDiscount(t.db, c);
    const placed = await place("ada@example.com", ` ${c.code.toLowerCase().replace("test", "test-")} `);
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    const order = await findOrder(t.db, placed.order.reference);
    // ₦25,000 less 20%, pickup: nothing for delivery.
    expect(order?.discount).toEqual({ code: c.code, amount: 500_000 });
    expect(order?.amountMinor).toBe(order!.items[0]!.lineTotal - 500_000 + order!.delivery.fee);
    expect(placed.order.amountMinor).toBe(order!.amountMinor);
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
      quote: expect.objectContaining({ discount: null, total: 2_500_000, discountError: expect.any(String) }),
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

  it("holds an unpaid order's use only as long as its pieces' hold; a paid order's for good", async () => {
    const c = code({ totalUses: 1 });
    await insertDiscount(t.db, c);
    const unpaid = await place("fola@example.com", c.code);
    if (!unpaid.ok) throw new Error(JSON.stringify(unpaid));
    const [use] = await t.db.query<{ lapses_at: Date }>(
      "select lapses_at from discount_uses where order_reference = $1",
      [unpaid.order.reference],
    );
    // The stock hold's rule (features/stock's holdLapsesAt): 30 minutes from placing.
    expect(Math.abs(new Date(use!.lapses_at).getTime() - (Date.now() + 30 * 60_000))).toBeLessThan(60_000);
    expect(await place("gbemi@example.com", c.code)).toMatchObject({ message: /used as many times as it may be/ });
    // Its 30 minutes pass unpaid: the use is free for another shopper.
    await t.db.query("update discount_uses set lapses_at = now() - interval '1 second' where order_reference = $1", [
      unpaid.order.reference,
    ]);
    expect(await usedOf(c.code)).toBe(0);
    const paid = await place("gbemi@example.com", c.code);
    if (!paid.ok) throw new Error(JSON.stringify(paid));
    // Demo mode: the labelled test payment pays it.
    expect(await confirmPayment({ env, db: t.db }, paid.order.reference)).toMatchObject({
      kind: "done",
      order: { status: "paid" },
    });
    // Paid, it keeps its use past the time its hold would have lapsed.
    expect(
      await t.db.query("select lapses_at from discount_uses where order_reference = $1", [paid.order.reference]),
    ).toEqual([{ lapses_at: null }]);
    expect(await usedOf(c.code)).toBe(1);
    expect(await place("hauwa@example.com", c.code)).toMatchObject({ message: /used as many times as it may be/ });
  });

  it("leaves her open order's use out only for the browser holding its key, never for a forged cookie", async () => {
    const c = code({ usesPerEmail: 1 });
    await insertDiscount(t.db, c);
    const first = await place("ife@example.com", c.code);
    if (!first.ok || !first.opened) throw new Error(JSON.stringify(first));
    const forged = { reference: first.order.reference, key: "x".repeat(32) };
    expect(await place("ife@example.com", c.code, { open: forged })).toMatchObject({
      message: /already been used with this email/,
    });
    expect(await place("ife@example.com", c.code, { open: first.opened })).toMatchObject({ ok: true });
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
    expect((await findOrder(t.db, used.order.reference))?.discount).toEqual({ code: welcome, amount: 300_000 });
    expect(await place("fola@example.com", welcome)).toMatchObject({ message: /used as many times|already been used/ });
  });

  it("counts a code's uses per email by mailbox: another spelling of one mailbox is the same email", async () => {
    const c = code({ usesPerEmail: 1 });
    await insertDiscount(t.db, c);
    expect(await place("Chi.Obi@gmail.com", c.code)).toMatchObject({ ok: true });
    for (const spelling of ["chiobi+shoes@googlemail.com", " C.H.I.O.B.I@GMAIL.COM ", "chiobi@gmail.com"])
      expect(await place(spelling, c.code)).toMatchObject({ message: /already been used with this email/ });
    // Dots count outside Gmail: another mailbox.
    expect(await place("chi.obi@example.com", c.code)).toMatchObject({ ok: true });
    expect(await place("chiobi@example.com", c.code)).toMatchObject({ ok: true });
    expect(await place("chiobi+2@example.com", c.code)).toMatchObject({ message: /already been used/ });
  });

  it("gives one welcome code per mailbox, however she spells it when she signs up again, usable from any spelling", async () => {
    offerWelcomeCodes();
    await saveWelcomeOffer(t.db, { active: true, kind: "percent", value: 10, minimumOrder: 0, validDays: null });
    const welcomeCodes = () =>
      t.db.query<{ code: string }>(
        "select code from discount_codes where welcome_email like '%gbemi%' or welcome_email like '%g.b.e%' order by id",
      );
    const signUpAndConfirm = async (email: string) => {
      await t.db.transaction((tx) => signUpForNews(tx, email, null));
      const [m] = await t.db.query<{ key: string }>(
        "select key from list_members where list = 'news' and (email = $1 or email like 'gbemi%' or email like 'g.b.e%')",
        [email.toLowerCase()],
      );
      await confirmByKey(t.db, m!.key);
      await unsubscribeMember(t.db, m!.key); // she leaves, and comes back under another spelling
    };
    await signUpAndConfirm("Gbemi.Ade@gmail.com");
    await signUpAndConfirm("gbemiade+deals@googlemail.com");
    await signUpAndConfirm("G.B.E.M.I.A.D.E@gmail.com");
    expect(await welcomeCodes()).toHaveLength(1);
    // Two servers giving the welcome to two spellings at once: still one.
    const other: Db = t.url ? await openDb({ url: t.url, dataDir: "" }) : t.db;
    const as = (email: string) => ({ ...placeholderMember, email });
    try {
      await Promise.all([
        t.db.transaction((tx) => sendWelcomeCode(tx, as("gbemi.ade+a@gmail.com"))),
        other.transaction((tx) => sendWelcomeCode(tx, as("gbemiade+b@gmail.com"))),
      ]);
    } finally {
      if (other !== t.db) await other.close();
    }
    const issued = await welcomeCodes();
    expect(issued).toHaveLength(1);
    expect(await place("gbemiade+shop@googlemail.com", issued[0]!.code)).toMatchObject({ ok: true });
  });
});
