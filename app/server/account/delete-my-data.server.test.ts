import { expect, it } from "vitest";
import { DELETED_NAME, VERDICT_WORDS } from "~/features/account";
import { validateCustomer } from "~/features/checkout/customer-schema";
import { priceOrder } from "~/features/checkout/pricing";
import { createCustomerForm, createLine } from "~/features/checkout/test-fixtures";
import { findProductFacts } from "~/features/catalogue";
import { normalMailbox } from "~/features/mailbox";
import type { Customer } from "~/features/orders";
import { keptMeasurementsOfEmail } from "../bespoke/store/index.server";
import { storeBespokeRequest } from "../bespoke/store/index.server";
import type { Db } from "../db/db.server";
import { changeOrderState } from "../orders/change-state.server";
import { newReference } from "../orders/new-order.server";
import { findOrder, insertOrder } from "../orders/store/index.server";
import { storeMessage } from "../messages/store.server";
import { markRelaySent, queueAlert } from "../outbox/store.server";
import { savePiece } from "../saved/saved.server";
import { savedRowsOf } from "../saved/store.server";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { deleteMyData, sendDeletionCode } from "./delete-my-data.server";
import type { Her } from "./session.server";
import { sendSignInCode, signInWithCode } from "./sign-in.server";
import { findSession } from "./store.server";

const SITE = "https://shop.test";
let n = 0;

/** The code of the last email queued to `email`, as the outbox holds it. */
async function lastCode(db: Db, email: string) {
  const [row] = await db.query<{ params: Record<string, string> | string }>(
    "select params from outbox where template = 'customer' and params->>'to_email' = $1 order by id desc limit 1",
    [email],
  );
  const params = typeof row!.params === "string" ? (JSON.parse(row!.params) as Record<string, string>) : row!.params;
  return params;
}

describeOnBothDatabases("delete my data on %s", (suite) => {
  const t = suite.database();

  /** Her order, her bespoke request with kept measurements, a saved piece, and her signed in. */
  async function herWithData() {
    n += 1;
    const email = `Del${n}@Example.com`;
    const clientAddress = `198.51.100.${n}`;
    const parsed = validateCustomer(createCustomerForm({ email, comments: "Ring 2 Aba Road gate" }));
    const customer = (parsed.ok ? parsed.customer : undefined) as Customer;
    const priced = priceOrder([createLine({ quantity: 2 })], findProductFacts);
    const order = await insertOrder(t.db, {
      reference: newReference(),
      isTest: false,
      customer,
      items: priced.items,
      amountMinor: priced.amountMinor,
      clientAddress,
    });
    await storeBespokeRequest(
      t.db,
      {
        piece: "A green gown",
        occasion: "Wedding",
        eventDate: "2027-01-10",
        express: false,
        name: "Ada Obi",
        email: email.toLowerCase(),
        phone: "+234 803 000 0001",
        measurements: { unit: "cm" as const, values: { bust: 92, waist: 74, hips: 100 } },
        keepMeasurements: true,
        clientAddress,
        photos: [],
      },
      SITE,
    );
    const mailbox = normalMailbox(email);
    await savePiece(t.db, { mailbox }, { productId: 37, size: "M" });
    await sendSignInCode(t.db, { email, clientAddress, siteUrl: SITE });
    const signed = await signInWithCode(t.db, {
      email,
      code: (await lastCode(t.db, email)).reference!,
      clientAddress,
      deviceHash: "phone",
    });
    if (!signed.ok) throw new Error(signed.error);
    const her: Her & { signedIn: true } = { signedIn: true, email, mailbox, token: signed.token };
    return { her, order, clientAddress, signed };
  }

  it("keeps amounts, references and the email, removes the rest, and signs her out everywhere", async () => {
    const { her, order, clientAddress, signed } = await herWithData();
    // An order that has ended (one on its way keeps its delivery facts: kept-for-delivery.server.test.ts).
    await changeOrderState(t.db, { reference: order.reference, to: "cancelled", source: "owner" });
    const sent = await sendDeletionCode(t.db, her, clientAddress, SITE);
    expect(sent.ok).toBe(true);
    const email = await lastCode(t.db, her.email);
    expect(email.subject).toBe(`${email.reference} is your code to delete your data at Hazel`);
    expect(email.order_url).toBe(`${SITE}/account`);

    const done = await deleteMyData(t.db, her, email.reference!, clientAddress);
    expect(done).toMatchObject({ ok: true, counts: { orders: 1, bespokeRequests: 1, keptMeasurements: 1, saved: 1 } });

    const after = (await findOrder(t.db, order.reference))!;
    expect(after.reference).toBe(order.reference);
    expect(after.amountMinor).toBe(order.amountMinor);
    expect(after.items).toEqual(order.items);
    expect(after.createdAt).toEqual(order.createdAt);
    expect(after.customer.email).toBe(her.email);
    expect(after.customer.firstName).toBe(DELETED_NAME);
    expect(JSON.stringify(after.customer)).not.toMatch(/Ada|Obi|803|Aba Road/);
    const [payment] = await t.db.query<{ amount: number }>("select amount from payments where order_reference = $1", [
      order.reference,
    ]);
    expect(Number(payment!.amount)).toBe(order.amountMinor);
    const [request] = await t.db.query<{ name: string; phone: string; measurements: unknown }>(
      "select name, phone, measurements from bespoke_requests where lower(email) = lower($1)",
      [her.email],
    );
    expect(request).toMatchObject({ name: DELETED_NAME, phone: "" });
    expect(JSON.stringify(request!.measurements)).not.toContain("92");
    expect(await keptMeasurementsOfEmail(t.db, her.email)).toEqual([]);
    expect(await savedRowsOf(t.db, { mailbox: her.mailbox })).toEqual([]);
    expect(await findSession(t.db, signed.token, "phone")).toBeUndefined();
    const [recorded] = await t.db.query<{ n: number | string }>("select count(*) as n from data_deletions");
    expect(Number(recorded!.n)).toBeGreaterThan(0);
  });

  it("erases her name, phone and measurements from stored emails and her IP addresses, in the same transaction", async () => {
    const { her, order, clientAddress } = await herWithData();
    await storeMessage(
      t.db,
      { kind: "contact", from_name: "Ada Obi", from_email: her.email, from_phone: "+234 803 000 0001", message: "Hi" },
      clientAddress,
    );
    // An email to her already sent, and one still waiting (its code is what it carries).
    const sentEmail = {
      to_email: her.email,
      to_name: "Ada",
      reference: order.reference,
      order_summary: "Ada Obi, 2 Aba Road",
    };
    await queueAlert(t.db, `store-credit:deleted-${order.reference}`, "customer", sentEmail);
    const [queued] = await t.db.query<{ id: string }>("select id from outbox where alert_key = $1", [
      `store-credit:deleted-${order.reference}`,
    ]);
    await markRelaySent(t.db, Number(queued!.id), "OK");
    await queueAlert(t.db, `account-code:waiting-${order.reference}`, "customer", {
      to_email: her.email,
      to_name: "Ada",
      reference: "123456",
      order_summary: "Your code is 123456",
    });
    const mine = `lower(params->>'to_email') = lower($1) or lower(params->>'customer_email') = lower($1)`;
    const herEmails = async () =>
      JSON.stringify(await t.db.query(`select params from outbox where ${mine}`, [her.email]));
    expect(await herEmails()).toMatch(/Ada Obi/);
    expect(await herEmails()).toMatch(/803 000 0001/);
    expect(await herEmails()).toMatch(/Bust/);

    await sendDeletionCode(t.db, her, clientAddress, SITE);
    expect((await deleteMyData(t.db, her, (await lastCode(t.db, her.email)).reference!, clientAddress)).ok).toBe(true);

    const after = await herEmails();
    expect(after).not.toMatch(/Ada|Obi|803 000 0001|Bust|Aba Road/);
    // The waiting email still carries its code to her.
    expect(after).toContain("Your code is 123456");
    const addresses = await t.db.query<{ client_address: string | null }>(
      `select client_address from orders where lower(email) = lower($1)
       union all select client_address from bespoke_requests where lower(email) = lower($1)
       union all select client_address from messages where lower(from_email) = lower($1)`,
      [her.email],
    );
    expect(addresses).toHaveLength(3);
    expect(addresses.every((a) => a.client_address === null)).toBe(true);
    const [message] = await t.db.query<{ from_name: string; from_phone: string | null }>(
      "select from_name, from_phone from messages where lower(from_email) = lower($1)",
      [her.email],
    );
    expect(message).toEqual({ from_name: DELETED_NAME, from_phone: null });
  });

  it("takes only a fresh deletion code: a wrong one or a sign-in code changes nothing", async () => {
    const { her, order, clientAddress } = await herWithData();
    // No deletion code asked yet: her sign-in's code (used) does not confirm one.
    const signInCode = (await lastCode(t.db, her.email)).reference!;
    expect(await deleteMyData(t.db, her, signInCode, clientAddress)).toEqual({
      ok: false,
      error: VERDICT_WORDS.expired,
    });
    await sendDeletionCode(t.db, her, clientAddress, SITE);
    const code = (await lastCode(t.db, her.email)).reference!;
    const wrong = code === "000000" ? "111111" : "000000";
    expect(await deleteMyData(t.db, her, wrong, clientAddress)).toEqual({ ok: false, error: VERDICT_WORDS.wrong });
    expect(await deleteMyData(t.db, her, "12ab", clientAddress)).toMatchObject({ ok: false });
    // A deletion's code does not sign anyone in.
    expect(await signInWithCode(t.db, { email: her.email, code, clientAddress, deviceHash: "x" })).toMatchObject({
      ok: false,
    });
    expect((await findOrder(t.db, order.reference))!.customer.firstName).toBe("Ada");
    expect(await keptMeasurementsOfEmail(t.db, her.email)).toHaveLength(1);
    // Right, it works once.
    expect((await deleteMyData(t.db, her, code, clientAddress)).ok).toBe(true);
    expect(await deleteMyData(t.db, her, code, clientAddress)).toEqual({ ok: false, error: VERDICT_WORDS.used });
  });
});
