import { randomBytes } from "node:crypto";
import { expect, it } from "vitest";
import { validateCustomer } from "~/features/checkout/customer-schema";
import { priceOrder } from "~/features/checkout/pricing";
import { createCustomerForm, createLine } from "~/features/checkout/test-fixtures";
import { findProductFacts } from "~/features/catalogue";
import { addDays, formatDay, lagosToday } from "~/lib/lagos-clock";
import { describeOnBothDatabases } from "~/server/test-data-suite.server";
import { openDb, type Db } from "~/server/db/db.server";
import { coordinatorView } from "~/server/aso-ebi/coordinator.server";
import { groupNews, queueDeadlineNotices, shareNews } from "~/server/aso-ebi/deadline-news.server";
import { paystackConfig, verifyTransaction } from "~/server/adapters/paystack.server";
import { insertGroup } from "~/server/aso-ebi/store.server";
import { findGroup } from "~/server/aso-ebi/owner-store.server";
import { entriesOfOrder } from "~/server/credit/store.server";
import { newReference } from "~/server/orders/new-order.server";
import { recordVerdict } from "~/server/orders/record-verdict.server";
import { countOrdersByState, findOrder, findOrders, insertOrder } from "~/server/orders/store/index.server";
import { takingsBetween } from "../home/rollups-store.server";
import { paymentsOf } from "~/server/payments/store.server";
import { refundsOf } from "~/server/refunds/store.server";
import { keepConsent, noticesOf } from "~/server/notices/store.server";
import { setOverride, startCutting } from "./cutting.server";
import { ownerGroup, ownerGroupList } from "./group-view.server";
import { chooseOutcome, returnEveryPayment } from "./outcome.server";

const priced = priceOrder([createLine()], findProductFacts);

describeOnBothDatabases("the owner's aso-ebi group, on %s", (suite) => {
  const fake = suite.paystack();
  const services = suite.services();
  const t = suite.database();
  const deps = () => ({ db: services.db, env: services.env });

  /** The decision's emails stored for a group, by whom they are to. */
  const decisionEmails = async (groupId: number) =>
    (
      await services.db.query<{ params: Record<string, string> | string }>(
        "select params from outbox where alert_key like $1 order by id",
        [`aso-ebi-decision:${groupId}:%`],
      )
    ).map((r) => (typeof r.params === "string" ? JSON.parse(r.params) : r.params) as Record<string, string>);

  /** The emails stored for a group when its last day to join passed, by whom they are to. */
  const deadlineEmails = async (groupId: number) =>
    (
      await services.db.query<{ params: Record<string, string> | string }>(
        "select params from outbox where alert_key like $1 order by id",
        [`aso-ebi-deadline:${groupId}:%`],
      )
    ).map((r) => (typeof r.params === "string" ? JSON.parse(r.params) : r.params) as Record<string, string>);

  /** A group whose last day to join was yesterday, with a minimum of three. */
  async function group(overrides: { joinBy?: string; minimum?: number | null } = {}) {
    const today = lagosToday();
    return insertGroup(services.db, {
      name: `Adaeze's bridesmaids ${randomBytes(3).toString("hex")}`,
      eventName: "Adaeze and Tobi's wedding",
      eventOn: addDays(today, 60),
      joinBy: overrides.joinBy ?? addDays(today, -1),
      minimum: overrides.minimum === undefined ? 3 : overrides.minimum,
      atelierNote: "Emerald aso-oke, gold gele",
      payPlan: "full",
      firstName: "Ngozi",
      lastName: "Eze",
      email: "ngozi@example.com",
      phone: "+234 803 000 0000",
      productId: 42,
      pageKey: randomBytes(16).toString("base64url"),
      coordinatorKeyHash: randomBytes(32).toString("hex"),
    });
  }

  /** A member's share: an ordinary order of the group, paid through Paystack's fake when asked. */
  async function share(groupId: number, firstName: string, paid: boolean, isTest = true, phone?: string) {
    const form = createCustomerForm({
      firstName,
      email: `${firstName.toLowerCase()}@example.com`,
      ...(phone ? { phone } : {}),
    });
    const parsed = validateCustomer(form);
    if (!parsed.ok) throw new Error("fixture");
    const placed = await insertOrder(services.db, {
      reference: newReference(),
      isTest,
      customer: parsed.customer,
      items: priced.items,
      amountMinor: priced.amountMinor,
      groupId,
    });
    if (!paid) return placed;
    fake.transactions.set(placed.reference, {
      reference: placed.reference,
      status: "success",
      amount: priced.amountMinor,
      currency: "NGN",
    });
    const [payment] = await paymentsOf(services.db, placed.reference);
    const said = await verifyTransaction(paystackConfig(services.env)!, placed.reference);
    if (said.kind !== "found") throw new Error("not found");
    await recordVerdict(services.db, payment!, said.transaction, "verify");
    return (await findOrder(services.db, placed.reference))!;
  }

  it("returns every payment once, however often and from however many tabs it is pressed", async () => {
    fake.refundMode = { mode: "ok" };
    const g = await group();
    const ada = await share(g.id, "Ada", true);
    const bisi = await share(g.id, "Bisi", true);
    const chika = await share(g.id, "Chika", false);
    expect((await ownerGroup(services.db, g.id))!.state).toBe("minimum-missed");
    const form = {
      outcome: "returned",
      confirm: "yes",
      [`method-${ada.reference}`]: "paystack",
      [`method-${bisi.reference}`]: "credit",
    };
    const results = await Promise.all([chooseOutcome(deps(), g.id, form), chooseOutcome(deps(), g.id, form)]);
    expect(results.map((r) => (r.ok ? r.done : "refused")).sort()).toEqual(["already", "returned"]);
    // And once more, as a server that stopped half-way would finish it.
    await returnEveryPayment(deps(), (await findGroup(services.db, g.id))!, new Map(), new Date());

    const refunds = await refundsOf(services.db, ada.reference);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: priced.amountMinor });
    expect([...fake.refunds.values()].filter((r) => r.reference === ada.reference)).toHaveLength(1);
    expect(await refundsOf(services.db, bisi.reference)).toHaveLength(0);
    const credit = (await entriesOfOrder(services.db, bisi.reference)).filter((e) => e.kind === "issued");
    expect(credit).toHaveLength(1);
    expect(credit[0]!.amount).toBe(priced.amountMinor);
    for (const o of [ada, bisi, chika]) expect((await findOrder(services.db, o.reference))!.status).toBe("cancelled");
    const after = (await ownerGroup(services.db, g.id))!;
    expect(after.state).toBe("returned");
    expect(after.totals).toMatchObject({ paid: 0, collected: [{ amount: 0, currency: "NGN" }] });
    expect((await findGroup(services.db, g.id))!.outcome).toBe("returned");
  });

  it("tells a guest whose number consented the deadline and the decision on WhatsApp once each; one who did not, never", async () => {
    const g = await group();
    const digits = `234803${randomBytes(3).readUIntBE(0, 3) % 10_000_000}`.padEnd(13, "0");
    await keepConsent(services.db, { phone: digits, wording: "WhatsApp or SMS updates", place: "checkout" });
    const ada = await share(g.id, "Ada", true, true, `+${digits}`);
    const bisi = await share(g.id, "Bisi", true, true, "+234 803 999 0000");
    const when = { today: lagosToday(), siteUrl: "https://shop.test" };
    await queueDeadlineNotices(services.db, when);
    await queueDeadlineNotices(services.db, when);
    const news = async (reference: string) =>
      (await noticesOf(services.db, [reference]))
        .filter((x) => x.purpose.startsWith("aso-ebi"))
        .map((x) => ({ purpose: x.purpose, to: x.phone, text: x.smsText }));
    expect(await news(ada.reference)).toEqual([
      {
        purpose: "aso-ebi-deadline",
        to: digits,
        text: `Hazel: news of ${g.name} for your order ${ada.reference}. The group's last day to join has passed with fewer paid guests than it needs: the atelier now decides whether it goes ahead, and we email you what is decided. Its page has the details.`,
      },
    ]);
    for (let i = 0; i < 2; i++) expect((await chooseOutcome(deps(), g.id, { outcome: "go-ahead" })).ok).toBe(true);
    const decided = (await news(ada.reference)).filter((x) => x.purpose === "aso-ebi-decision");
    expect(decided).toEqual([
      {
        purpose: "aso-ebi-decision",
        to: digits,
        text: `Hazel: news of ${g.name} for your order ${ada.reference}. The atelier decided that the group goes ahead: your piece is being made for the event on ${formatDay(g.eventOn)}. Its page has the details.`,
      },
    ]);
    expect(await news(bisi.reference)).toEqual([]);
  });

  it("takes one choice only: two tabs choosing at once leave the first, the second changes nothing", async () => {
    const g = await group();
    await share(g.id, "Dami", true);
    const later = addDays(lagosToday(), 7);
    const results = await Promise.all([
      chooseOutcome(deps(), g.id, { outcome: "go-ahead" }),
      chooseOutcome(deps(), g.id, { outcome: "extended", extendedTo: later }),
    ]);
    const done = results.map((r) => (r.ok ? r.done : "refused"));
    expect(done).toContain("already");
    const stored = (await findGroup(services.db, g.id))!;
    expect(done).toContain(stored.outcome);
    expect(await chooseOutcome(deps(), g.id, { outcome: "returned", confirm: "yes" })).toEqual({
      ok: true,
      done: "already",
    });
    expect((await findGroup(services.db, g.id))!.outcome).toBe(stored.outcome);
  });

  it("refuses in words: a choice before the deadline, an extension not after today or after the event, a return unconfirmed", async () => {
    const open = await group({ joinBy: addDays(lagosToday(), 3) });
    expect(await chooseOutcome(deps(), open.id, { outcome: "go-ahead" })).toMatchObject({
      ok: false,
      errors: { form: expect.stringContaining("nothing to choose") },
    });
    const g = await group();
    expect(await chooseOutcome(deps(), g.id, { outcome: "extended", extendedTo: lagosToday() })).toEqual({
      ok: false,
      errors: { extendedTo: "The new last day to join must be after today." },
    });
    expect(await chooseOutcome(deps(), g.id, { outcome: "extended", extendedTo: addDays(lagosToday(), 61) })).toEqual({
      ok: false,
      errors: { extendedTo: "The new last day to join cannot be after the event." },
    });
    expect(await chooseOutcome(deps(), g.id, { outcome: "returned" })).toEqual({
      ok: false,
      errors: { confirm: "Tick the box to confirm every payment goes back." },
    });
    expect((await findGroup(services.db, g.id))!.outcome).toBeNull();
    expect(await chooseOutcome(deps(), g.id, { outcome: "extended", extendedTo: addDays(lagosToday(), 5) })).toEqual({
      ok: true,
      done: "extended",
    });
    expect((await ownerGroup(services.db, g.id))!.state).toBe("open");
  });

  it("starts cutting only once every share has paid, unless the owner says not to wait", async () => {
    const g = await group({ minimum: null });
    const paid = await share(g.id, "Efe", true);
    const unpaid = await share(g.id, "Funke", false);
    expect(await startCutting(services.db, g.id)).toMatchObject({
      ok: false,
      error: expect.stringContaining("deposit"),
    });
    expect((await findOrder(services.db, paid.reference))!.status).toBe("paid");
    await setOverride(services.db, g.id, true);
    expect((await findGroup(services.db, g.id))!.cuttingOverride).toBe(true);
    expect(await startCutting(services.db, g.id)).toEqual({ ok: true, done: "cut" });
    expect((await findOrder(services.db, paid.reference))!.status).toBe("in_production");
    expect((await findOrder(services.db, unpaid.reference))!.status).toBe("pending");

    const all = await group({ minimum: null });
    const [one, two] = [await share(all.id, "Gbemi", true), await share(all.id, "Halima", true)];
    expect((await ownerGroup(services.db, all.id))!.shares.map((s) => s.accountStatus)).toEqual([
      "paid-in-full",
      "paid-in-full",
    ]);
    expect(await startCutting(services.db, all.id)).toEqual({ ok: true, done: "cut" });
    for (const o of [one, two]) expect((await findOrder(services.db, o.reference))!.status).toBe("in_production");
  });

  it("counts each share once: in the orders list, the home's takings, and the group's totals from the orders' accounts", async () => {
    const g = await group({ minimum: null });
    const today = lagosToday();
    const takenToday = async () => (await takingsBetween(services.db, today, today))[0] ?? { taken: 0, paidOrders: 0 };
    const [before, statesBefore] = [await takenToday(), await countOrdersByState(services.db)];
    const ify = await share(g.id, "Ify", true, false);
    await share(g.id, "Jumoke", false);
    const after = await takenToday();
    expect(after.taken - before.taken).toBe(priced.amountMinor);
    expect(after.paidOrders - before.paidOrders).toBe(1);
    const states = await countOrdersByState(services.db);
    expect((states.paid ?? 0) - (statesBefore.paid ?? 0)).toBe(1);
    expect((states.pending ?? 0) - (statesBefore.pending ?? 0)).toBe(1);
    const listed = await findOrders(services.db, { search: ify.reference, page: 1 });
    expect(listed.orders.map((o) => o.reference)).toEqual([ify.reference]);
    const row = (await ownerGroupList(services.db)).find((r) => r.id === g.id)!;
    expect(row.totals).toEqual({
      members: 2,
      paid: 1,
      collected: [{ amount: priced.amountMinor, currency: "NGN" }],
    });
  });

  it("tells the coordinator and every guest what was decided, on their pages and by one email each, however often and on however many instances it is decided", async () => {
    const g = await group();
    const eze = await share(g.id, "Eze", true);
    const femi = await share(g.id, "Femi", false);
    const before = (await coordinatorView(deps(), g)).news;
    expect(before).toContain("has passed with 1 of the 3 paid guests the group needs");
    expect((await shareNews(services.db, eze.reference))!.news).toContain("the atelier now decides");
    expect(await decisionEmails(g.id)).toEqual([]);

    const other: Db = t.url ? await openDb({ url: t.url, dataDir: "" }) : t.db;
    try {
      const results = await Promise.all([
        chooseOutcome(deps(), g.id, { outcome: "go-ahead" }),
        chooseOutcome({ db: other, env: services.env }, g.id, { outcome: "go-ahead" }),
      ]);
      expect(results.map((r) => (r.ok ? r.done : "refused")).sort()).toEqual(["already", "go-ahead"]);
    } finally {
      if (other !== t.db) await other.close();
    }
    expect(await chooseOutcome(deps(), g.id, { outcome: "go-ahead" })).toEqual({ ok: true, done: "already" });

    const emails = await decisionEmails(g.id);
    expect(emails.map((e) => e.to_email)).toEqual(["ngozi@example.com", "eze@example.com", "femi@example.com"]);
    const [toCoordinator, toEze, toFemi] = emails;
    expect(toCoordinator!.order_summary).toMatch(/^The atelier decided to go ahead with the guests who paid/);
    expect(toEze!.order_summary).toMatch(/^The atelier decided that the group goes ahead: your piece is being made/);
    expect(toFemi!.order_summary).toBe(
      `The atelier decided that the group goes ahead: pay your share to have your piece made for the event on ${formatDay(g.eventOn)}.`,
    );
    // Her pages say what her email says; the coordinator's no longer asks for "at least 3".
    expect((await shareNews(services.db, eze.reference))!.news).toBe(toEze!.order_summary);
    expect((await shareNews(services.db, femi.reference))!.news).toBe(toFemi!.order_summary);
    const view = await coordinatorView(deps(), (await findGroup(services.db, g.id))!);
    expect(view).toMatchObject({ open: false, news: toCoordinator!.order_summary });
    expect((await groupNews(services.db, (await findGroup(services.db, g.id))!)).words).toBe(
      toCoordinator!.order_summary,
    );
  });

  it("tells a guest her share is returned, and an extension's new last day, once per decision", async () => {
    const called = await group();
    const gift = await share(called.id, "Gift", true);
    expect(await chooseOutcome(deps(), called.id, { outcome: "returned", confirm: "yes" })).toEqual({
      ok: true,
      done: "returned",
    });
    const [, toGift] = await decisionEmails(called.id);
    expect(toGift!.order_summary).toBe(
      "The atelier called the group off: what you paid is returned to you, and your order is cancelled.",
    );
    expect((await shareNews(services.db, gift.reference))!.news).toBe(toGift!.order_summary);

    const extended = await group();
    const hauwa = await share(extended.id, "Hauwa", false);
    const later = addDays(lagosToday(), 9);
    await chooseOutcome(deps(), extended.id, { outcome: "extended", extendedTo: later });
    const [toCoordinator, toHauwa] = await decisionEmails(extended.id);
    expect(toCoordinator!.order_summary).toBe(`The atelier extended the last day to join to ${formatDay(later)}.`);
    expect(toHauwa!.order_summary).toBe(
      `The atelier extended the group's last day to join to ${formatDay(later)}. Pay your share by then to have your piece made.`,
    );
    expect((await shareNews(services.db, hauwa.reference))!.news).toBe(toHauwa!.order_summary);
    expect(await decisionEmails(extended.id)).toHaveLength(2);
  });

  it("tells the coordinator and every guest by email what the last day to join left, once however many instances look", async () => {
    const when = { today: lagosToday(), siteUrl: "https://hazel.example" };
    const met = await group({ minimum: 1 });
    const ada = await share(met.id, "Ada", true);
    const bisi = await share(met.id, "Bisi", false);
    const missed = await group();
    const chi = await share(missed.id, "Chi", true);
    const open = await group({ joinBy: lagosToday() });
    await share(open.id, "Dupe", true);

    const other: Db = t.url ? await openDb({ url: t.url, dataDir: "" }) : t.db;
    try {
      await Promise.all([queueDeadlineNotices(services.db, when), queueDeadlineNotices(other, when)]);
    } finally {
      if (other !== t.db) await other.close();
    }
    await queueDeadlineNotices(services.db, when);

    const closed = await deadlineEmails(met.id);
    expect(closed.map((e) => e.to_email)).toEqual(["ngozi@example.com", "ada@example.com", "bisi@example.com"]);
    const [toCoordinator, toAda, toBisi] = closed;
    expect(toCoordinator!.order_summary).toBe((await groupNews(services.db, met)).words);
    expect(toCoordinator!.order_summary).toMatch(/^Joining closed on .*: the pieces of the guests who paid are made/);
    expect(toCoordinator!.order_url).toBe(`https://hazel.example/aso-ebi/${met.pageKey}`);
    expect(toAda!.order_summary).toBe((await shareNews(services.db, ada.reference))!.news);
    expect(toBisi!.order_summary).toBe((await shareNews(services.db, bisi.reference))!.news);

    const [toMissedCoordinator, toChi] = await deadlineEmails(missed.id);
    expect(toMissedCoordinator!.order_summary).toContain("has passed with 1 of the 3 paid guests the group needs");
    expect(toChi!.order_summary).toBe((await shareNews(services.db, chi.reference))!.news);
    expect(await deadlineEmails(open.id)).toEqual([]);
  });
});
