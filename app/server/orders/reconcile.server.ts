import { planAfterCheck, type CheckSchedule, type CheckVerdict } from "~/features/orders/reconcile-plan";
import type { Db } from "../db/db.server";
import type { Env } from "../env.server";
import { repeat } from "../jobs.server";
import { takeTurn } from "../db/rate-clock.server";
import { paystackConfig, PaystackError, verifyTransaction, type PaystackConfig } from "../adapters/paystack.server";
import { changeOrderState } from "./change-state.server";
import { recordVerdict } from "./confirm-payment.server";
import { leaseCheck, lockDueCheck, postponeCheck, recordCheck } from "./store/index.server";
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
    const reference = await lockDueCheck(tx, schedule.scheduleSeconds[0] ?? 60, testOrders);
    if (!reference) return undefined;
    if (!(await takeTurn(tx, "paystack", pace))) return "paced";
    return leaseCheck(tx, reference, LEASE_SECONDS);
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
    await postponeCheck(db, order.reference, retry);
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
  await recordCheck(db, order.reference, plan.nextCheckAt);
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
