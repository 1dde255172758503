// bench:cluster's deposit run: shoppers place deposit orders (Resurgence Look 1, made to order)
// through nginx, pay each deposit and then each balance through the Paystack fake (its webhook
// delivered, every third one twice, and the browser's verify), while the cluster's other load and
// its restart of one instance go on. Then the database is checked against what Paystack took.
import type { Db } from "../../app/server/db/db.server";
import type { PaystackFake } from "../../test-fakes/paystack";
import { benchShopper } from "./load-targets";

/** Resurgence Look 1 (id 25): made to order, ₦1,100,000, so ₦825,000 now and ₦275,000 later. */
const LOOK = { productId: 25, size: "M", quantity: 1 };
const SHOPPERS = 4;
const TRIES = 8;

export interface DepositRun {
  /** Orders placed with a 2xx. */
  placed: string[];
  /** Orders whose deposit and balance both went through Paystack. */
  paidBoth: string[];
  /** What Paystack took, by payment reference, in kobo (as the ledger keeps it). */
  taken: Map<string, number>;
  /** Webhooks delivered, twice-delivered among them. */
  webhooks: number;
  twice: number;
  /** Answers the shoppers retried (a 502 while an instance stopped, a reset). */
  retried: number;
  failures: string[];
}

/** Sends until an answer other than a 5xx or a reset comes (nginx does not resend a POST). */
async function until(run: DepositRun, send: () => Promise<Response>): Promise<Response> {
  for (let i = 1; ; i++) {
    try {
      const answer = await send();
      if (answer.status < 500 || i >= TRIES) return answer;
    } catch (error) {
      if (i >= TRIES) throw error;
    }
    run.retried++;
    await new Promise((r) => setTimeout(r, 250 * i));
  }
}

/** One shopper's order from placing to its balance; the failures say which step went wrong. */
async function shopperOrder(base: string, fake: PaystackFake, run: DepositRun, n: number): Promise<void> {
  const placed = await until(run, () =>
    fetch(`${base}/api/orders`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        customer: benchShopper("deposit-bench"),
        lines: [LOOK],
        delivery: "pickup",
        payPlan: "deposit",
      }),
    }),
  );
  if (placed.status !== 201) return void run.failures.push(`place: ${placed.status} ${await placed.text()}`);
  const { reference, amountMinor } = (await placed.json()) as { reference: string; amountMinor: number };
  run.placed.push(reference);

  // The deposit: Paystack takes it, tells the shop by webhook (every third twice), the browser verifies.
  await pay(base, fake, run, reference, amountMinor, n);

  // The balance: the order page's Pay the balance, Paystack's hosted page, back to the order page.
  const started = await until(run, () =>
    fetch(`${base}/order/${reference}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "intent=pay",
      redirect: "manual",
    }),
  );
  const hosted = started.headers.get("location");
  if (started.status !== 303 || !hosted?.startsWith(fake.url))
    return void run.failures.push(`${reference}: Pay the balance answered ${started.status} ${hosted ?? ""}`);
  const back = await fetch(`${hosted}/pay`, { method: "POST", redirect: "manual" });
  const balanceRef = new URL(back.headers.get("location") ?? "http://x").searchParams.get("reference");
  const balance = balanceRef ? fake.transactions.get(balanceRef) : undefined;
  if (!balanceRef || !balance) return void run.failures.push(`${reference}: Paystack's page did not take the balance`);
  run.taken.set(balanceRef, balance.amount);
  const page = await until(run, () =>
    fetch(`${base}/order/${reference}?reference=${balanceRef}`, { redirect: "manual" }),
  );
  if (page.status !== 302 && page.status !== 303)
    run.failures.push(`${balanceRef}: back from Paystack answered ${page.status}`);
  await pay(base, fake, run, balanceRef, balance.amount, n, false);
  run.paidBoth.push(reference);
}

/** Paystack took `kobo` for the payment `reference`: its webhook (every third twice) and a verify. */
async function pay(
  base: string,
  fake: PaystackFake,
  run: DepositRun,
  reference: string,
  kobo: number,
  n: number,
  set = true,
): Promise<void> {
  if (set) {
    fake.transactions.set(reference, { reference, status: "success", amount: kobo, currency: "NGN" });
    run.taken.set(reference, kobo);
  }
  const deliveries = n % 3 === 0 ? 2 : 1;
  for (let i = 0; i < deliveries; i++) {
    const event = await until(run, () =>
      fetch(`${fake.url}/__event`, {
        method: "POST",
        body: JSON.stringify({
          url: `${base}/api/paystack/webhook`,
          event: "charge.success",
          data: { id: n, reference, status: "success", amount: kobo, currency: "NGN" },
        }),
      }).then(async (r) => {
        // The fake answers 200 with the shop's own answer inside: retry the shop's 5xx.
        const { status } = (await r.json()) as { status: number };
        return new Response(null, { status });
      }),
    );
    if (event.status !== 200) run.failures.push(`${reference}: webhook answered ${event.status}`);
    run.webhooks++;
    if (i === 1) run.twice++;
  }
  const verified = await until(run, () => fetch(`${base}/api/orders/${reference}/verify`, { method: "POST" }));
  if (verified.status !== 200) run.failures.push(`${reference}: verify answered ${verified.status}`);
}

/** Shoppers paying deposit orders through `base` for `seconds`, four at a time. */
export async function depositRun(base: string, fake: PaystackFake, seconds: number): Promise<DepositRun> {
  const run: DepositRun = {
    placed: [],
    paidBoth: [],
    taken: new Map(),
    webhooks: 0,
    twice: 0,
    retried: 0,
    failures: [],
  };
  const end = Date.now() + seconds * 1000;
  let n = 0;
  await Promise.all(
    Array.from({ length: SHOPPERS }, async () => {
      while (Date.now() < end) {
        await shopperOrder(base, fake, run, n++).catch((error: unknown) => {
          run.failures.push(`a shopper's order failed: ${error instanceof Error ? error.message : String(error)}`);
        });
      }
    }),
  );
  return run;
}

/**
 * In the database: every payment Paystack took stored exactly once and counted as succeeded; every
 * deposit order's paid total (what the owner's lists show) is the sum of its succeeded payments and
 * of what Paystack took for it; each order whose deposit and balance were both paid is paid in full.
 */
export async function checkDeposits(db: Db, run: DepositRun): Promise<string[]> {
  const out = run.failures.map((f) => `deposits: ${f}`);
  const rows = await db.query<{ reference: string; order_reference: string; status: string; amount: number }>(
    "select reference, order_reference, status, amount from payments where order_reference = any($1::text[])",
    [run.placed],
  );
  for (const [reference, kobo] of run.taken) {
    const stored = rows.filter((r) => r.reference === reference);
    if (stored.length !== 1) out.push(`deposits: payment ${reference} stored ${stored.length} times`);
    else if (stored[0]!.status !== "succeeded" || Number(stored[0]!.amount) !== kobo)
      out.push(
        `deposits: payment ${reference} is ${stored[0]!.status} for ${stored[0]!.amount} kobo, Paystack took ${kobo}`,
      );
  }
  const orders = await db.query<{ reference: string; total: number; deposit: number; paid: number; succeeded: number }>(
    `select o.reference, o.amount_minor as total, o.deposit,
            (select coalesce(sum(p.amount), 0) from payments p
              where p.order_reference = o.reference and p.status = 'succeeded')::bigint as paid,
            (select count(*) from payments p
              where p.order_reference = o.reference and p.status = 'succeeded')::int as succeeded
       from orders o where o.reference = any($1::text[])`,
    [run.placed],
  );
  if (orders.length !== run.placed.length)
    out.push(`deposits: ${run.placed.length} orders placed, ${orders.length} stored`);
  for (const o of orders) {
    const took = [...run.taken].filter(([ref]) => ref.split("-").slice(0, 2).join("-") === o.reference);
    const sum = took.reduce((s, [, kobo]) => s + kobo, 0);
    if (Number(o.paid) !== sum) out.push(`deposits: ${o.reference} shows ${o.paid} kobo paid, Paystack took ${sum}`);
    if (o.deposit === null) out.push(`deposits: ${o.reference} was stored without its deposit`);
  }
  for (const reference of run.paidBoth) {
    const o = orders.find((x) => x.reference === reference);
    if (!o || Number(o.paid) !== Number(o.total) || Number(o.succeeded) !== 2)
      out.push(`deposits: ${reference} has both payments but shows ${o?.paid ?? 0} kobo paid of ${o?.total ?? "?"}`);
  }
  const toReturn = await db.query(
    "select 1 from outbox where notice = 'owner-money-to-return' and order_reference = any($1::text[])",
    [run.placed],
  );
  if (toReturn.length > 0) out.push(`deposits: ${toReturn.length} orders counted a payment twice (money to return)`);
  if (run.paidBoth.length === 0) out.push("deposits: no order was paid in full");
  return out;
}
