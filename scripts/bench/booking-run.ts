// bench:cluster's booking round: the same appointment times booked at once from the three
// instances (one of them stopped and started again meanwhile), each fee paid on the Paystack
// fake's page and her page opened twice on the way back. Then the database is checked: no seat
// taken twice nor beyond the type's rooms, every fee stored once.
import type { Db } from "../../app/server/db/db.server";

/** First fitting (seeded): 2 rooms, a fee of ₦10,000. */
const TYPE = 2;
const SEATS = 2;
const FEE = 10_000;

export interface BookingRun {
  tries: number;
  booked: number;
  refused: number;
  unreachable: number;
  paid: number;
}

const form = (slot: string, n: number) =>
  new URLSearchParams({
    type: String(TYPE),
    slot,
    name: `Bench shopper ${n}`,
    email: `booking-${n}@example.com`,
    phone: "08030000000",
    forOrder: "",
  }).toString();

/** Books each of the first times from every instance at once, for about `seconds`, paying each fee taken. */
export async function bookingRun(base: string, instances: () => string[], seconds: number): Promise<BookingRun> {
  const run: BookingRun = { tries: 0, booked: 0, refused: 0, unreachable: 0, paid: 0 };
  // The page shows one day's times at a time: each day button's page gives its own.
  const page = await (await fetch(`${base}/appointments?type=${TYPE}`)).text();
  const days = [...new Set([...page.matchAll(/day=(\d{4}-\d\d-\d\d)/g)].map((m) => m[1]!))];
  const pages = await Promise.all(
    days.map(async (day) => (await fetch(`${base}/appointments?type=${TYPE}&day=${day}`)).text()),
  );
  const slots = [
    ...new Set(
      (pages.length ? pages : [page]).flatMap((p) =>
        [...p.matchAll(/value="(\d{4}-\d\d-\d\dT\d\d:\d\d)"/g)].map((m) => m[1]!),
      ),
    ),
  ];
  const end = Date.now() + seconds * 1000;
  for (const slot of slots) {
    if (Date.now() > end) break;
    await Promise.all(
      [...instances(), ...instances()].map(async (url) => {
        const n = ++run.tries;
        const answer = await fetch(`${url}/appointments`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: form(slot, n),
          redirect: "manual",
        }).catch(() => undefined);
        if (!answer) return void run.unreachable++;
        const paystack = answer.headers.get("location") ?? "";
        if (answer.status !== 303 || !/\/checkout\/ac_\d+$/.test(paystack)) return void run.refused++;
        run.booked++;
        const paid = await fetch(`${paystack}/pay`, { method: "POST", redirect: "manual" });
        const back = new URL(paid.headers.get("location") ?? "");
        // Back on her page through nginx (the instance it left may be stopped), twice.
        for (const _ of [1, 2])
          await fetch(`${base}${back.pathname}${back.search}`, { redirect: "manual" }).catch(() => 0);
        run.paid++;
      }),
    );
  }
  return run;
}

/** No time holds more appointments than rooms nor one room twice; every fee order has one payment taken, of the fee. */
export async function checkBookings(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const times = await db.query<{ starts_at: Date; n: number; seats: number }>(
    `select starts_at, count(*)::int as n, count(distinct seat)::int as seats from appointments
      where type_id = $1 and status in ('held', 'booked', 'unseated') group by starts_at`,
    [TYPE],
  );
  for (const t of times)
    if (t.n > SEATS || t.n !== t.seats)
      problems.push(`booking: ${t.n} appointments in ${t.seats} rooms at ${new Date(t.starts_at).toISOString()}`);
  const fees = await db.query<{ status: string; taken: number; amount: number }>(
    `select a.status, count(p.*)::int as taken, coalesce(sum(p.amount), 0)::bigint as amount
       from appointments a left join payments p on p.order_reference = a.fee_order and p.status = 'succeeded'
      where a.type_id = $1 group by a.id, a.status`,
    [TYPE],
  );
  for (const f of fees)
    if (f.taken > 1 || (f.status === "booked" && (f.taken !== 1 || Number(f.amount) !== FEE * 100)))
      problems.push(`booking: a ${f.status} appointment's fee stored ${f.taken} times (${f.amount} kobo)`);
  return problems;
}
