import { planAfterCheck, type CheckSchedule, type CheckVerdict } from "~/features/orders/reconcile-plan";
import type { Db } from "../db/db.server";
import type { Env } from "../env.server";
import { repeat } from "../jobs.server";
import { takeTurn } from "../db/rate-clock.server";
import { paystackConfig, PaystackError, verifyTransaction, type PaystackConfig } from "../adapters/paystack.server";
import { changeOrderState } from "./change-state.server";
import { recordVerdict } from "./confirm-payment.server";
import { toOrder, type OrderRow } from "./order-store.server";
import { decidePayment, type Order } from "~/features/orders";

type Log = Pick<Console, "info" | "warn" | "error">;

/** All servers together ask Paystack about at most two orders a second: gentle on its rate limit. */
const PAYSTACK_PACE_SECONDS = 0.5;
/** A claimed check stays claimed this long, so a server that stops mid-check leaves it to another. */
const LEASE_SECONDS = 60;

export type ReconcileOutcome = "checked" | "idle" | "paced";

function checkSchedule(env: Env): CheckSchedule {
  return { scheduleSeconds: env.RECONCILE_SCHEDULE_SECONDS, expireAfterSeconds: env.RECONCILE_EXPIRE_AFTER_SECONDS };
}

/**
 * Takes the unpaid order whose check is most overdue (the first falls a set time after placement)
 * and leases it; several servers never check the same order at once. Only orders of the keys'
 * mode are looked at: test orders under test keys, real ones under live keys.
 */
async function claimDueCheck(
  db: Db,
  schedule: CheckSchedule,
  pace: number,
  testOrders: boolean,
): Promise<(Order & { checksDone: number }) | "paced" | undefined> {
  return db.transaction(async (tx) => {
    const due = `coalesce(next_check_at, created_at + make_interval(secs => $1::float8))`;
    const [row] = await tx.query<{ reference: string }>(
      `select reference from orders where status in ('pending', 'review') and is_test = $2 and ${due} <= now()
        order by ${due} limit 1 for update skip locked`,
      [schedule.scheduleSeconds[0] ?? 60, testOrders],
    );
    if (!row) return undefined;
    if (!(await takeTurn(tx, "paystack", pace))) return "paced";
    const [leased] = await tx.query<OrderRow & { check_count: number }>(
      "update orders set next_check_at = now() + make_interval(secs => $2) where reference = $1 returning *",
      [row.reference, LEASE_SECONDS],
    );
    return leased && { ...toOrder(leased), checksDone: leased.check_count };
  });
}

/** Paystack's word on an order, as a verdict; undefined when Paystack could not be asked. */
async function askPaystack(config: PaystackConfig, order: Order, fetchImpl: typeof fetch | undefined, log: Log) {
  try {
    const result = await verifyTransaction(config, order.reference, fetchImpl);
    if (result.kind === "not-found") return { verdict: { kind: "waiting" } as CheckVerdict, result };
    const decision = decidePayment(order, result.transaction);
    const verdict: CheckVerdict =
      decision.status === "paid"
        ? { kind: "paid" }
        : decision.status === "review"
          ? { kind: "review", reason: decision.reason }
          : { kind: "waiting" };
    return { verdict, result };
  } catch (error) {
    if (!(error instanceof PaystackError)) throw error;
    log.warn(`Re-checking order ${order.reference} with Paystack failed: ${error.message}`);
    return undefined;
  }
}

/** Re-checks one due order with Paystack and records what it found. */
export async function reconcileOnce(
  env: Env,
  db: Db,
  {
    fetch: fetchImpl,
    log = console,
    pace = PAYSTACK_PACE_SECONDS,
  }: { fetch?: typeof fetch; log?: Log; pace?: number } = {},
): Promise<ReconcileOutcome> {
  const config = paystackConfig(env);
  if (!config) return "idle";
  const schedule = checkSchedule(env);
  // Paystack's test keys know only test transactions, its live keys only live ones.
  const order = await claimDueCheck(db, schedule, pace, config.mode === "test");
  if (order === undefined || order === "paced") return order ?? "idle";
  const answer = await askPaystack(config, order, fetchImpl, log);
  const now = new Date();
  if (!answer) {
    const retry = new Date(now.getTime() + (schedule.scheduleSeconds[0] ?? 60) * 1000);
    await db.query("update orders set next_check_at = $2 where reference = $1", [order.reference, retry]);
    return "checked";
  }
  const plan = planAfterCheck(
    { status: order.status, createdAt: order.createdAt, checksDone: order.checksDone + 1 },
    answer.verdict,
    now,
    schedule,
  );
  if (plan.to === "expired") {
    const note = `Paystack had not confirmed a payment ${Math.round(schedule.expireAfterSeconds / 3600)} hours after the order was placed.`;
    await changeOrderState(db, {
      reference: order.reference,
      to: "expired",
      source: "reconcile",
      note,
      details: answer.result,
    });
  } else if (answer.verdict.kind !== "waiting" && answer.result.kind === "found") {
    // Also when the plan moves nothing (an order already in review): money the order will not
    // take is recorded to return, once (docs/decisions/171-money-to-return.md).
    await recordVerdict(db, order, answer.result.transaction, "reconcile");
  }
  await db.query(
    `update orders set check_count = check_count + 1, last_checked_at = now(), next_check_at = coalesce($2::timestamptz, 'infinity')
      where reference = $1`,
    [order.reference, plan.nextCheckAt],
  );
  if (plan.to) log.info(`Re-check of order ${order.reference}: ${plan.to}`);
  return "checked";
}

/**
 * Runs in the server process: re-checks unpaid orders with Paystack on their schedule until they
 * are paid or expire. Silent and idle in demo mode (no Paystack keys). Returns a stop function
 * that waits for the check in progress.
 */
export function startReconciler({
  env,
  db,
  log = console,
  fetch: fetchImpl,
}: {
  env: Env;
  db: Db;
  log?: Log;
  fetch?: typeof fetch;
}) {
  if (!paystackConfig(env)) return async () => {};
  const pollMs = env.RECONCILE_POLL_SECONDS * 1000;
  return repeat(
    () => reconcileOnce(env, db, { fetch: fetchImpl, log }),
    (outcome = "idle") => (outcome === "idle" ? pollMs : PAYSTACK_PACE_SECONDS * 1000),
    log,
    "The payment re-check failed; it will try again",
  );
}
