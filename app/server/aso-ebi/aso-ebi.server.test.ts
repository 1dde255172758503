// Aso-ebi on both databases: a group refused in words or created, guests joining as ordinary
// orders, two racing for the last piece, reminders once a day, and the coordinator's page.
import { groupForm as testGroupForm } from "./test-group-form";
import { beforeEach, expect, it } from "vitest";
import { addDays, formatDay, lagosDayOf, lagosMidnight } from "~/lib/lagos-clock";
import { signWebhook } from "../adapters/paystack.server";
import { handleWebhook } from "../paystack-events/webhook.server";
import { saveCapacity } from "../atelier/store.server";
import { forgetQueueFacts } from "../atelier/queue.server";
import { eraseOrdersOfEmail, findOrder } from "../orders/store/index.server";
import { setStock } from "../stock/store/index.server";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { coordinatorGroup, coordinatorView, remindUnpaid } from "./coordinator.server";
import { createGroup, UNKNOWN_PRODUCT } from "./create-group.server";
import { joinGroup } from "./join-group.server";
import { deliveryPrices, quoteJoin } from "./join-quote.server";
import { deleteMeasurementsOfOrders, eraseGroupsOfEmail, measurementsOfGroup } from "./store.server";
import { herOrders } from "../account/her-orders.server";
import { saveDollarSetting } from "../dollars/store.server";
import { formatMoney, money } from "~/features/currency";
import { DELETED_NAME } from "~/features/account";
import { openOrderIn } from "~/features/checkout/open-order-cookie";
import { createCustomerForm } from "~/features/checkout/test-fixtures";
import { placeOrder } from "../checkout/place-order.server";
import { sizeForAtelier, sizeForShopper } from "~/features/orders";
import { productionSheet } from "~/admin/orders/production-sheet";
import { atelierSheet } from "~/admin/production/production-view.server";
import { shopperOrderView } from "../orders/order-page.server";
import { readOrderAccount } from "../payments/account.server";
import { withMemberMeasurements } from "./member-measurements.server";

const rigel = 5; // Rigel Dress, made to order
const coral = 37; // Coral Dress, HazelBee, ready to wear
const NOW = new Date("2027-03-01T10:00:00Z");
const today = lagosDayOf(NOW);

const groupForm = (over: Record<string, string> = {}) => testGroupForm(today, over);

const guest = (n: number, over: Record<string, string> = {}) => {
  const f: Record<string, string> = {
    firstName: `Guest${n}`,
    lastName: "Okafor",
    email: `guest${n}@example.com`,
    phone: `+234 803 555 000${n}`,
    country: "Nigeria",
    state: "Rivers",
    city: "",
    address: `${n} Secret Close, Port Harcourt`,
    postcode: "",
    comments: "",
    fit: "size",
    size: "M",
    delivery: "pickup",
    ...over,
  };
  return (name: string) => f[name] ?? "";
};

describeOnBothDatabases("aso-ebi groups on %s", (suite) => {
  suite.paystack();
  const services = suite.services();
  beforeEach(async () => {
    await services.db.exec(
      `delete from aso_ebi_reminders; delete from aso_ebi_measurements; delete from stock; delete from stock_holds;
       delete from order_events; delete from outbox; delete from payments; delete from orders; delete from aso_ebi_groups;`,
    );
    await saveCapacity(services.db, { weekly: 25, express: 5 });
    forgetQueueFacts();
  });

  const create = async (productId = rigel, over: Record<string, string> = {}) => {
    const made = await createGroup(services, String(productId), groupForm(over), NOW);
    if (!made.ok) throw new Error(JSON.stringify(made));
    return made;
  };

  const pay = async (reference: string) => {
    const order = (await findOrder(services.db, reference))!;
    const raw = JSON.stringify({
      event: "charge.success",
      data: {
        id: Math.floor(Math.random() * 1e9),
        reference,
        status: "success",
        amount: order.amountMinor,
        currency: order.currency,
      },
    });
    await handleWebhook(services, new TextEncoder().encode(raw), signWebhook(raw, services.env.PAYSTACK_SECRET_KEY!));
  };

  it("refuses a deadline after the event, a minimum beyond the atelier's room, and a style a group cannot order", async () => {
    const late = await createGroup(services, String(rigel), groupForm({ joinBy: addDays(today, 130) }), NOW);
    expect(late).toMatchObject({
      ok: false,
      form: { errors: { joinBy: "The last day to join must be on or before the event." } },
    });
    await saveCapacity(services.db, { weekly: 2, express: 0 });
    forgetQueueFacts();
    const many = await createGroup(
      services,
      String(rigel),
      groupForm({ eventOn: addDays(today, 30), joinBy: addDays(today, 10), minimum: "40" }),
      NOW,
    );
    expect(many.ok).toBe(false);
    if (!many.ok)
      expect(many.form?.errors.minimum).toMatch(
        /^The atelier can make \d+ of this style before \w+day \d+ \w+ \d{4}: choose a minimum of \d+ or fewer, or an event on \w+day/,
      );
    expect(await createGroup(services, "999999", groupForm(), NOW)).toEqual({ ok: false, message: UNKNOWN_PRODUCT });
    const [row] = await services.db.query<{ n: number }>("select count(*)::int as n from aso_ebi_groups");
    expect(row!.n).toBe(0);
  });

  it("creates a group, keeps only the hash of her secret, and emails her private link", async () => {
    const made = await create();
    const [row] = await services.db.query<{ coordinator_key_hash: string }>(
      "select coordinator_key_hash from aso_ebi_groups",
    );
    expect(row!.coordinator_key_hash).not.toContain(made.secret);
    const [mail] = await services.db.query<{ params: unknown }>(
      "select params from outbox where alert_key like 'aso-ebi-created:%'",
    );
    expect(JSON.stringify(mail!.params)).toContain(`/coordinator/${made.secret}`);
    expect(await coordinatorGroup(services.db, made.group.pageKey, made.secret)).toBeDefined();
    // One character changed (never to itself): a guessed neighbour opens nothing.
    const neighbour = `${made.secret.slice(0, -1)}${made.secret.endsWith("A") ? "B" : "A"}`;
    expect(await coordinatorGroup(services.db, made.group.pageKey, neighbour)).toBeUndefined();
    expect(await coordinatorGroup(services.db, made.group.pageKey, null)).toBeUndefined();
    expect(await coordinatorGroup(services.db, "nope", made.secret)).toBeUndefined();
  });

  it("labels a guest's share as her group's on her page; deleting her data takes her measurements, the coordinator's her name", async () => {
    const { group } = await create();
    const joined = await joinGroup(
      services,
      group.pageKey,
      guest(4, { fit: "measurements", "m-unit": "cm", "m-bust": "92", "m-waist": "74", "m-hips": "100" }),
      { now: NOW },
    );
    if (!joined.ok) throw new Error(JSON.stringify(joined));
    const [share] = await herOrders(services.db, "guest4@example.com", true);
    expect(share).toMatchObject({
      kind: "Group share",
      group: { name: "Amaka's bridesmaids", path: `/aso-ebi/${group.pageKey}` },
    });

    const erased = await eraseOrdersOfEmail(services.db, "GUEST4@example.com", DELETED_NAME);
    expect(erased).toEqual([joined.reference]);
    expect(await deleteMeasurementsOfOrders(services.db, erased)).toBe(1);
    expect((await measurementsOfGroup(services.db, group.id)).size).toBe(0);
    expect(await eraseGroupsOfEmail(services.db, "chioma@example.com", DELETED_NAME)).toBe(1);
    const [row] = await services.db.query<{ first_name: string; phone: string; event_name: string }>(
      "select first_name, phone, event_name from aso_ebi_groups where id = $1",
      [group.id],
    );
    expect(row).toEqual({ first_name: DELETED_NAME, phone: "", event_name: "Amaka and Tobi's wedding" });
  });

  it("puts the measurements a guest gave on her piece for her order's page, the owner's page and the tailor's sheet", async () => {
    const { group } = await create();
    const joined = await joinGroup(
      services,
      group.pageKey,
      guest(8, { fit: "measurements", "m-unit": "in", "m-bust": "36.5", "m-waist": "29", "m-hips": "40" }),
      { now: NOW },
    );
    const sized = await joinGroup(services, group.pageKey, guest(9), { now: NOW });
    if (!joined.ok || !sized.ok) throw new Error(JSON.stringify([joined, sized]));
    const stored = (await findOrder(services.db, joined.reference))!;
    // Stored as placed, without a size: read onto the piece whenever the order is read.
    expect(stored.items[0]!.size).toBe("");
    const lines = [
      { label: "Bust", value: "36.5 in" },
      { label: "Waist", value: "29 in" },
      { label: "Hips", value: "40 in" },
    ];
    const order = await withMemberMeasurements(services.db, stored);
    expect(order.items[0]!.custom).toEqual({ eventDate: "", measurements: lines });
    expect(sizeForShopper(order.items[0]!)).toBe("Made to your measurements");
    expect(sizeForAtelier(order.items[0]!)).toBe("made to her measurements");
    // Her page shows them (to her own browser, as the route decides), a stranger's the words alone.
    const hers = await shopperOrderView(services.db, order, { demo: true, measurements: true });
    expect(hers.items[0]!.custom?.measurements).toEqual(lines);
    const stranger = await shopperOrderView(services.db, order, { demo: true });
    expect(stranger.items[0]!.custom?.measurements).toEqual([]);
    // The owner's sheet and the tailor's.
    const { account } = await readOrderAccount(services.db, order);
    expect(productionSheet(order, account).pieces[0]).toMatchObject({ measurements: lines, madeToMeasure: true });
    expect((await atelierSheet(services.db, stored)).pieces[0]).toMatchObject({ measurements: lines });
    // A guest who gave her size is read as she was.
    const withSize = (await findOrder(services.db, sized.reference))!;
    expect(await withMemberMeasurements(services.db, withSize)).toBe(withSize);
    // Deleting her data takes them off every reader at once.
    await deleteMeasurementsOfOrders(services.db, [joined.reference]);
    expect(await withMemberMeasurements(services.db, stored)).toBe(stored);
  });

  it("keeps a guest's unpaid share when her browser places another order: a share is never replaced", async () => {
    const { group } = await create();
    const joined = await joinGroup(services, group.pageKey, guest(1), { now: NOW });
    if (!joined.ok) throw new Error(JSON.stringify(joined));
    const open = openOrderIn(joined.setCookies[0]!.split(";")[0]!);
    expect(open?.reference).toBe(joined.reference);
    await services.db.transaction((tx) => setStock(tx, coral, { M: 2 }));
    const other = await placeOrder(
      services,
      { customer: createCustomerForm(), lines: [{ productId: coral, size: "M", quantity: 1 }] },
      { clientAddress: "198.51.100.77", open, now: NOW },
    );
    if (!other.ok) throw new Error(JSON.stringify(other));
    expect(other.order.reference).not.toBe(joined.reference);
    expect((await findOrder(services.db, joined.reference))!.status).toBe("pending");
  });

  it("takes guests as ordinary orders of the group, with a size or measurements, and refuses a size it is not made in", async () => {
    const { group } = await create();
    const one = await joinGroup(services, group.pageKey, guest(1), { now: NOW });
    const two = await joinGroup(
      services,
      group.pageKey,
      guest(2, { fit: "measurements", "m-unit": "cm", "m-bust": "92", "m-waist": "74", "m-hips": "100" }),
      { now: NOW },
    );
    if (!one.ok || !two.ok) throw new Error(JSON.stringify([one, two]));
    const order = (await findOrder(services.db, one.reference))!;
    expect(order.items).toMatchObject([{ productId: rigel, size: "M", quantity: 1 }]);
    expect(order.delivery.neededBy).toBe(group.eventOn);
    const [row] = await services.db.query<{ group_id: string; origin: string }>(
      "select group_id, origin from orders where reference = $1",
      [one.reference],
    );
    expect(Number(row!.group_id)).toBe(group.id);
    expect(row!.origin).toBe("checkout");
    expect([...(await measurementsOfGroup(services.db, group.id)).keys()]).toEqual([two.reference]);
    const bad = await joinGroup(services, group.pageKey, guest(3, { size: "9XL" }), { now: NOW });
    expect(bad).toMatchObject({
      ok: false,
      errors: { size: expect.stringMatching(/^Choose your size: this style is made in /) },
    });
    // A guest who picks up at the atelier gives no address: the order's is the atelier's.
    const pickupOnly = await joinGroup(services, group.pageKey, guest(4, { state: "", address: "" }), { now: NOW });
    if (!pickupOnly.ok) throw new Error(JSON.stringify(pickupOnly));
    expect((await findOrder(services.db, pickupOnly.reference))!.customer).toMatchObject({
      address: "Pickup at our Port Harcourt atelier",
      state: "Rivers",
    });
    // What the hidden address fields still hold (a state not Nigeria's, a half address) is not hers to correct.
    const pickupTypedAbroad = await joinGroup(
      services,
      group.pageKey,
      guest(6, { state: "Nowhere", city: "Ikeja", address: "", postcode: "x" }),
      { now: NOW },
    );
    if (!pickupTypedAbroad.ok) throw new Error(JSON.stringify(pickupTypedAbroad));
    expect((await findOrder(services.db, pickupTypedAbroad.reference))!.customer).toMatchObject({
      state: "Rivers",
      city: "",
      address: "Pickup at our Port Harcourt atelier",
    });
    const pickupQuote = await quoteJoin(services.db, group, guest(7, { state: "Nowhere", address: "" }), NOW);
    expect(pickupQuote).toMatchObject({ ok: true, quote: { deliveryFee: 0 } });
    const deliveredWithout = await joinGroup(
      services,
      group.pageKey,
      guest(5, { state: "", address: "", delivery: "nigeria" }),
      { now: NOW },
    );
    expect(deliveredWithout).toMatchObject({ ok: false, errors: { address: expect.any(String) } });
    const noFit = await joinGroup(services, group.pageKey, guest(3, { fit: "measurements", "m-bust": "" }), {
      now: NOW,
    });
    expect(noFit).toMatchObject({ ok: false, status: 400 });
  });

  it("prices a share before she joins as her order is then charged, storing nothing, and names the field it cannot price", async () => {
    const { group } = await create(rigel, { payPlan: "deposit" });
    const lagos = guest(1, { state: "Lagos", city: "Ikeja", address: "1 Allen Avenue", delivery: "nigeria" });
    const quoted = await quoteJoin(services.db, group, lagos, NOW);
    if (!quoted.ok) throw new Error(JSON.stringify(quoted));
    expect(quoted.quote.deliveryFee).toBeGreaterThan(0);
    expect(quoted.quote.total).toBe(quoted.quote.piece + quoted.quote.deliveryFee);
    expect(quoted.quote.dueNow).toBe(Math.ceil((quoted.quote.total * 75) / 100));
    const [none] = await services.db.query<{ n: number }>("select count(*)::int as n from orders");
    expect(none!.n).toBe(0);

    const joined = await joinGroup(services, group.pageKey, lagos, { now: NOW });
    if (!joined.ok) throw new Error(JSON.stringify(joined));
    const order = (await findOrder(services.db, joined.reference))!;
    expect(quoted.quote.currency).toBe("NGN");
    expect(order.amountMinor).toBe(quoted.quote.total);
    expect(order.deposit?.amount).toBe(quoted.quote.dueNow);

    const nowhere = await quoteJoin(services.db, group, guest(2, { state: "", delivery: "port-harcourt" }), NOW);
    expect(nowhere).toMatchObject({ ok: false, field: expect.stringMatching(/^(delivery|area|state)$/) });
  });

  it("prices each delivery choice before her total, by the rule her total is priced by", async () => {
    const { group } = await create();
    const before = await deliveryPrices(services.db, group, () => "", NOW);
    expect(before).toMatchObject({
      pickup: "Free",
      "port-harcourt": "₦3,000",
      rivers: "₦5,000",
      nigeria: "₦6,000 to ₦10,000, by state",
      abroad: expect.stringMatching(/^₦[\d,]+ to ₦[\d,]+, by country$/),
    });
    // Once she names her place, the price for it: the one her total then shows.
    const lagos = guest(1, { state: "Lagos", delivery: "nigeria" });
    const quoted = await quoteJoin(services.db, group, lagos, NOW);
    if (!quoted.ok) throw new Error(JSON.stringify(quoted));
    const hers = await deliveryPrices(services.db, group, lagos, NOW);
    expect(hers.nigeria).toBe(formatMoney(money(quoted.quote.deliveryFee, "NGN")));
    expect(hers.nigeria).toBe("₦7,500");
    expect(hers["port-harcourt"]).toBe("₦3,000");
  });

  it("takes no one after its last day to join", async () => {
    const { group } = await create();
    const after = new Date(lagosMidnight(addDays(group.joinBy, 1)).getTime() + 3_600_000);
    const late = await joinGroup(services, group.pageKey, guest(1), { now: after });
    expect(late).toMatchObject({
      ok: false,
      status: 409,
      message: "This group's last day to join has passed: it takes no one now.",
    });
    const [row] = await services.db.query<{ n: number }>("select count(*)::int as n from orders");
    expect(row!.n).toBe(0);
  });

  it("gives the last counted piece to one of two guests racing for it; the other is told in words", async () => {
    await services.db.transaction((tx) => setStock(tx, coral, { M: 1 }));
    const { group } = await create(coral);
    const [a, b] = await Promise.all([
      joinGroup(services, group.pageKey, guest(1), { now: NOW, clientAddress: "198.51.100.1" }),
      joinGroup(services, group.pageKey, guest(2), { now: NOW, clientAddress: "198.51.100.2" }),
    ]);
    const results = [a, b];
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const lost = results.find((r) => !r.ok);
    expect(lost).toMatchObject({ ok: false, status: 409, message: expect.stringMatching(/sold out/i) });
    const [row] = await services.db.query<{ n: number }>("select count(*)::int as n from orders where group_id = $1", [
      group.id,
    ]);
    expect(row!.n).toBe(1);
  });

  it("shows the coordinator who paid and the totals from the accounts, never an address, phone, email or measurements", async () => {
    const { group } = await create();
    const joined = [];
    for (const n of [1, 2, 3]) {
      const extra: Record<string, string> =
        n === 3 ? { fit: "measurements", "m-unit": "cm", "m-bust": "93.5", "m-waist": "71", "m-hips": "101" } : {};
      const r = await joinGroup(services, group.pageKey, guest(n, extra), {
        now: NOW,
        clientAddress: `198.51.100.${n}`,
      });
      if (!r.ok) throw new Error(JSON.stringify(r));
      joined.push(r.reference);
    }
    await pay(joined[0]!);
    await pay(joined[2]!);
    const view = await coordinatorView(services, group, NOW);
    expect(view.totals.paid).toBe(2);
    expect(view.totals.members).toBe(3);
    const orders = await Promise.all(joined.map((r) => findOrder(services.db, r)));
    expect(view.totals.collected).toEqual([
      { amount: orders[0]!.amountMinor + orders[2]!.amountMinor, currency: "NGN" },
    ]);
    expect(view.members.map((m) => [m.paid, m.fit])).toEqual([
      ["in full", "size given"],
      ["nothing", "size given"],
      ["in full", "measurements given"],
    ]);
    const text = JSON.stringify(view);
    for (const secret of ["Secret Close", "555", "@example.com", "93.5", "101"]) expect(text).not.toContain(secret);
  });

  it("quotes and sums a guest abroad's share in dollars, apart from the naira shares", async () => {
    await saveDollarSetting(services.db, { allowed: true, nairaPerDollar: 1_500 });
    const { group } = await create();
    const london = guest(2, {
      phone: "+44 7700 900123",
      country: "United Kingdom",
      state: "London",
      city: "London",
      address: "1 Example Street",
      postcode: "SW1A 1AA",
    });
    const quoted = await quoteJoin(services.db, group, london, NOW);
    if (!quoted.ok) throw new Error(JSON.stringify(quoted));
    expect(quoted.quote.currency).toBe("USD");
    const joined = [];
    for (const [n, read] of [
      [1, guest(1)],
      [2, london],
    ] as const) {
      const r = await joinGroup(services, group.pageKey, read, { now: NOW, clientAddress: `198.51.100.${n}` });
      if (!r.ok) throw new Error(JSON.stringify(r));
      await pay(r.reference);
      joined.push((await findOrder(services.db, r.reference))!);
    }
    const [lagos, abroad] = joined;
    expect([lagos!.currency, abroad!.currency]).toEqual(["NGN", "USD"]);
    expect(abroad!.amountMinor).toBe(quoted.quote.total);
    const view = await coordinatorView(services, group, NOW);
    expect(view.totals.collected).toEqual([
      { amount: lagos!.amountMinor, currency: "NGN" },
      { amount: abroad!.amountMinor, currency: "USD" },
    ]);
  });

  it("reminds each unpaid member by email at most once a Lagos day", async () => {
    const { group } = await create();
    const r = await joinGroup(services, group.pageKey, guest(1), { now: NOW });
    if (!r.ok) throw new Error("not joined");
    const first = await remindUnpaid(services, group, null, NOW);
    const [again, concurrent] = await Promise.all([
      remindUnpaid(services, group, null, NOW),
      remindUnpaid(services, group, r.reference, NOW),
    ]);
    expect(first).toEqual({ ok: true, sent: 1 });
    expect(again.ok).toBe(false);
    expect(concurrent.ok).toBe(false);
    const count = async () =>
      (
        await services.db.query<{ n: number }>(
          "select count(*)::int as n from outbox where alert_key like 'aso-ebi-reminder:%'",
        )
      )[0]!.n;
    expect(await count()).toBe(1);
    // Its day in words, never as 2027-01-02.
    const [mail] = await services.db.query<{ params: unknown }>(
      "select params from outbox where alert_key like 'aso-ebi-reminder:%'",
    );
    const { note } = (typeof mail!.params === "string" ? JSON.parse(mail!.params) : mail!.params) as { note: string };
    expect(note).toBe(`Guests join and pay until ${formatDay(group.joinBy)}.`);
    expect(note).toMatch(/^Guests join and pay until \w+day \d{1,2} \w+ \d{4}\.$/);
    expect((await coordinatorView(services, group, NOW)).members[0]!.remindedToday).toBe(true);
    expect(await remindUnpaid(services, group, null, new Date(NOW.getTime() + 86_400_000))).toEqual({
      ok: true,
      sent: 1,
    });
    expect(await count()).toBe(2);
  });
});
