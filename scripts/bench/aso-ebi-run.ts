// bench:cluster's aso-ebi round: a coordinator opens one group of a HazelBee piece through nginx,
// then 200 guests join it, eight at a time, each from one of the three instances in turn (one of
// them stopped and started again meanwhile), each paying her share on the Paystack fake's page,
// every third share's webhook delivered too, and her order's page opened on the way back. Then the
// database is checked: every share stored once, every payment once, and the group's totals on the
// owner's page and the coordinator's page the sum of its orders' accounts and of what Paystack took.
import { lagosToday, addDays } from "../../app/lib/lagos-clock";
import type { Db } from "../../app/server/db/db.server";
import type { Env } from "../../app/server/base/env.server";
import { findGroupByPageKey } from "../../app/server/aso-ebi/store.server";
import { coordinatorView } from "../../app/server/aso-ebi/coordinator.server";
import { ownerGroup } from "../../app/admin/aso-ebi/group-view.server";
import { ordersOfGroup } from "../../app/server/orders/store/index.server";
import { readOrderAccounts } from "../../app/server/payments/account.server";
import { registerReactions } from "../../app/server/reactions.server";
import type { PaystackFake } from "../../test-fakes/paystack";

/** Coral Dress (HazelBee shop line, id 37): ₦25,000 a share, paid in full, no atelier queue. */
const PRODUCT = 37;
const SHARE = 25_000;
const GUESTS = 200;
const AT_ONCE = 8;
const TRIES = 8;

export interface AsoEbiRun {
  pageKey: string;
  /** Guests whose join was answered with Paystack's page, by email. */
  joined: string[];
  /** What Paystack took, by payment reference, in kobo (as the ledger keeps it). */
  taken: Map<string, number>;
  webhooks: number;
  /** Joins or returns sent again after an instance was unreachable or answered a 5xx. */
  retried: number;
  /** Milliseconds from the first guest's join to the last one's payment. */
  took: number;
  failures: string[];
}

const post = (url: string, body: Record<string, string>) =>
  fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(body).toString(),
    redirect: "manual",
  });

/** Tries each instance in turn from the n-th until one answers below 500 (a stopped one refuses to connect). */
async function anyInstance(
  run: AsoEbiRun,
  instances: () => string[],
  n: number,
  send: (base: string) => Promise<Response>,
) {
  for (let i = 0; ; i++) {
    const list = instances();
    try {
      const answer = await send(list[(n + i) % list.length]!);
      if (answer.status < 500 || i >= TRIES) return answer;
    } catch (error) {
      if (i >= TRIES) throw error;
    }
    run.retried++;
    await new Promise((r) => setTimeout(r, 200 * (i + 1)));
  }
}

const guestForm = (n: number) => ({
  firstName: `Guest${n}`,
  lastName: "Bench",
  email: `asoebi-guest-${n}@example.com`,
  phone: "+234 803 123 4567",
  country: n % 4 === 0 ? "United Kingdom" : "Nigeria",
  state: n % 4 === 0 ? "London" : "Rivers",
  city: n % 4 === 0 ? "London" : "Port Harcourt",
  address: `${n} Bench Close`,
  postcode: n % 4 === 0 ? "SW1A 1AA" : "",
  fit: "size",
  size: ["S", "M", "L", "XL"][n % 4]!,
  delivery: "pickup",
  area: "",
});

/** One guest from joining to her share paid. */
async function guest(run: AsoEbiRun, fake: PaystackFake, instances: () => string[], n: number): Promise<void> {
  const form = guestForm(n);
  const joined = await anyInstance(run, instances, n, (base) => post(`${base}/aso-ebi/${run.pageKey}`, form));
  const hosted = joined.headers.get("location") ?? "";
  if (joined.status !== 303 || !hosted.startsWith(fake.url))
    return void run.failures.push(`guest ${n}: join answered ${joined.status} ${hosted}`);
  run.joined.push(form.email);
  const paid = await fetch(`${hosted}/pay`, { method: "POST", redirect: "manual" });
  const back = new URL(paid.headers.get("location") ?? "http://x");
  const reference = back.searchParams.get("reference");
  const took = reference ? fake.transactions.get(reference) : undefined;
  if (!reference || !took) return void run.failures.push(`guest ${n}: Paystack's page did not take her share`);
  run.taken.set(reference, took.amount);
  if (n % 3 === 0) {
    const event = await fetch(`${fake.url}/__event`, {
      method: "POST",
      body: JSON.stringify({
        url: `${instances()[n % 3]}/api/paystack/webhook`,
        event: "charge.success",
        data: { id: n, reference, status: "success", amount: took.amount, currency: "NGN" },
      }),
    }).catch(() => undefined);
    if (event) run.webhooks++;
  }
  // Back on her order's page from another instance than the one she joined on.
  const page = await anyInstance(run, instances, n + 1, (base) =>
    fetch(`${base}${back.pathname}${back.search}`, { redirect: "manual" }),
  );
  if (page.status >= 400) run.failures.push(`guest ${n}: back from Paystack answered ${page.status}`);
}

/** Opens the group through `base`, then its guests join and pay from the instances. */
export async function asoEbiRun(base: string, fake: PaystackFake, instances: () => string[]): Promise<AsoEbiRun> {
  const run: AsoEbiRun = { pageKey: "", joined: [], taken: new Map(), webhooks: 0, retried: 0, took: 0, failures: [] };
  const today = lagosToday();
  const group = {
    name: "Bench bridesmaids",
    eventName: "A bench wedding",
    eventOn: addDays(today, 60),
    joinBy: addDays(today, 30),
    minimum: "",
    atelierNote: "",
    payPlan: "full",
    firstName: "Chioma",
    lastName: "Bench",
    email: "asoebi-coordinator@example.com",
    phone: "+234 803 000 1111",
  };
  // Through nginx, sent again while the instances are too busy to answer (a group opened twice is harmless).
  const opened = await anyInstance(
    run,
    () => [base],
    0,
    (url) => post(`${url}/aso-ebi/new?product=${PRODUCT}`, group),
  );
  const key = /\/aso-ebi\/([A-Za-z0-9_-]{22})/.exec(await opened.text())?.[1];
  if (opened.status !== 200 || !key) {
    run.failures.push(`the group was not opened: ${opened.status}`);
    return run;
  }
  run.pageKey = key;
  const t0 = Date.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      for (let n = next++; n < GUESTS; n = next++)
        await guest(run, fake, instances, n).catch((error: unknown) => {
          run.failures.push(`guest ${n}: ${error instanceof Error ? error.message : String(error)}`);
        });
    }),
  );
  run.took = Date.now() - t0;
  return run;
}

/**
 * Every guest answered with Paystack's page has one order in the group; every payment Paystack
 * took is stored once; the group's totals on the owner's and the coordinator's pages are the sum
 * of its orders' accounts and of what Paystack took, every share paid.
 */
export async function checkAsoEbi(db: Db, run: AsoEbiRun): Promise<string[]> {
  const out = run.failures.map((f) => `aso-ebi: ${f}`);
  const group = run.pageKey ? await findGroupByPageKey(db, run.pageKey) : undefined;
  if (!group) return [...out, "aso-ebi: the group is not stored"];
  registerReactions();
  const orders = await ordersOfGroup(db, group.id);
  const byEmail = new Map<string, number>();
  for (const o of orders) byEmail.set(o.customer.email, (byEmail.get(o.customer.email) ?? 0) + 1);
  const twice = [...byEmail].filter(([, n]) => n > 1).length;
  if (twice > 0) out.push(`aso-ebi: ${twice} guests have more than one share`);
  const missing = run.joined.filter((email) => !byEmail.has(email)).length;
  if (missing > 0) out.push(`aso-ebi: ${missing} guests joined but have no share stored`);
  if (orders.length !== run.joined.length)
    out.push(`aso-ebi: ${run.joined.length} guests joined, ${orders.length} shares stored`);
  const references = orders.map((o) => o.reference);
  const payments = await db.query<{ reference: string; status: string; amount: number }>(
    "select reference, status, amount from payments where order_reference = any($1::text[])",
    [references],
  );
  for (const [reference, kobo] of run.taken) {
    const stored = payments.filter((p) => p.reference === reference);
    if (stored.length !== 1 || stored[0]!.status !== "succeeded" || Number(stored[0]!.amount) !== kobo)
      out.push(`aso-ebi: payment ${reference} stored ${stored.length} times (${stored[0]?.status ?? "none"})`);
  }
  const accounts = await readOrderAccounts(db, orders);
  const sum = [...accounts.values()].reduce((s, a) => s + a.account.netPaid, 0);
  const tookSum = [...run.taken.values()].reduce((s, n) => s + n, 0);
  const owner = await ownerGroup(db, group.id);
  const coordinator = await coordinatorView({ db, env: { SITE_URL: "http://bench.example" } as Env }, group);
  const expected = { members: orders.length, paid: run.taken.size, collected: sum };
  for (const [page, totals] of [
    ["owner's", owner!.totals],
    ["coordinator's", coordinator.totals],
  ] as const)
    if (JSON.stringify(totals) !== JSON.stringify(expected))
      out.push(`aso-ebi: the ${page} page shows ${JSON.stringify(totals)}, its orders ${JSON.stringify(expected)}`);
  if (sum !== tookSum) out.push(`aso-ebi: the orders hold ${sum} kobo, Paystack took ${tookSum}`);
  if (run.taken.size !== run.joined.length) out.push(`aso-ebi: ${run.joined.length} joined, ${run.taken.size} paid`);
  if (tookSum !== run.taken.size * SHARE * 100) out.push(`aso-ebi: a share was not paid ₦${SHARE}`);
  return out;
}
