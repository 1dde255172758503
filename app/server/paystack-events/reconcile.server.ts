import { planAfterCheck, type CheckSchedule, type CheckVerdict } from "~/features/orders/reconcile-plan";
import type { Db } from "../db/db.server";
import type { Env } from "../base/env.server";
import { repeat } from "../base/jobs.server";
import { takeTurn } from "../db/rate-clock.server";
import {
  paystackConfig,
  PaystackError,
  verifyTransaction,
  type PaystackConfig,
  type VerifyResult,
} from "../adapters/paystack.server";
import { recordVerdict } from "../orders/record-verdict.server";
import { recheckRefund } from "../refunds/outgoing-refunds.server";
import { claimDueBalanceCheck, findPayment, paymentsOf } from "../payments/store.server";
import { changeOrderState } from "../orders/change-state.server";
import { leaseCheck, lockDueCheck, postponeCheck, recordCheck } from "../orders/store/index.server";
import type { Order } from "~/features/orders";
import { decideForPayment, isSettled, type Payment } from "~/features/payments";

type Log = Pick<Console, "info" | "warn" | "error">;

/** All servers together ask Paystack about at most two orders a second: gentle on its rate limit. */
const PAYSTACK_PACE_SECONDS = 0.5;
/** The newest payments of an order asked about in one check (a shopper's retries, each a transaction). */
const PAYMENTS_PER_CHECK = 3;
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

/**
 * Paystack's word on an order's payments not settled yet (the newest PAYMENTS_PER_CHECK), as one
 * verdict: paid when one was paid, else review when one took money that does not match, else
 * waiting; undefined when Paystack could not be asked.
 */
async function askPaystack(
  config: PaystackConfig,
  db: Db,
  order: Order,
  fetchImpl: typeof fetch | undefined,
  log: Log,
): Promise<{ verdict: CheckVerdict; answers: Array<{ payment: Payment; result: VerifyResult }> } | undefined> {
  const open = (await paymentsOf(db, order.reference)).filter((p) => !isSettled(p));
  const answers: Array<{ payment: Payment; result: VerifyResult }> = [];
  try {
    for (const payment of open.slice(-PAYMENTS_PER_CHECK).reverse())
      answers.push({ payment, result: await verifyTransaction(config, payment.reference, fetchImpl) });
  } catch (error) {
    if (!(error instanceof PaystackError)) throw error;
    log.warn(`Re-checking order ${order.reference} with Paystack failed: ${error.message}`);
    return undefined;
  }
  const decisions = answers.flatMap(({ payment, result }) =>
    result.kind === "found" ? [decideForPayment(payment, result.transaction)] : [],
  );
  const review = decisions.find((d) => d.status === "review");
  const verdict: CheckVerdict = decisions.some((d) => d.status === "paid")
    ? { kind: "paid" }
    : review?.status === "review"
      ? { kind: "review", reason: review.reason }
      : { kind: "waiting" };
  return { verdict, answers };
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
  if (order === "paced") return order;
  if (order === undefined) {
    const balance = await reconcileBalance(config, db, schedule, pace, fetchImpl, log);
    if (balance !== "idle") return balance;
    // Then a refund not settled, on the same pace.
    return recheckRefund(
      config,
      db,
      { firstSeconds: schedule.scheduleSeconds[0] ?? 60, gapSeconds: schedule.scheduleSeconds.at(-1) ?? 3600 },
      (tx) => takeTurn(tx, "paystack", pace),
      fetchImpl,
      log,
    );
  }
  const answer = await askPaystack(config, db, order, fetchImpl, log);
  const now = new Date();
  if (!answer) {
    const retry = new Date(now.getTime() + (schedule.scheduleSeconds[0] ?? 60) * 1000);
    await postponeCheck(db, order.reference, retry);
    return "checked";
  }
  const plan = planAfterCheck(
    { status: order.status, createdAt: order.createdAt, checksDone: order.checksDone + 1, quote: order.quote },
    answer.verdict,
    now,
    schedule,
  );
  if (plan.to === "expired") {
    const note = order.quote
      ? "The quote lapsed unpaid."
      : `Paystack had not confirmed a payment ${Math.round(schedule.expireAfterSeconds / 3600)} hours after the order was placed.`;
    await changeOrderState(db, {
      reference: order.reference,
      to: "expired",
      source: "reconcile",
      note,
      details: answer.answers.length === 1 ? answer.answers[0]?.result : answer.answers.map((a) => a.result),
    });
  } else {
    // Each payment's word, also when the plan moves nothing (an order already in review): money
    // the order will not take is recorded to return, once (docs/decisions/171-money-to-return.md).
    for (const { payment, result } of answer.answers)
      if (result.kind === "found") await recordVerdict(db, payment, result.transaction, "reconcile");
  }
  await recordCheck(db, order.reference, plan.nextCheckAt);
  if (plan.to) log.info(`Re-check of order ${order.reference}: ${plan.to}`);
  return "checked";
}

/**
 * Re-checks one unsettled balance payment with Paystack when one is due (its order is paid, so
 * the order's own checks are over): first a set time after it was started, then at
 * the schedule's last gap, for as long as an unpaid order is checked. Claimed under the payment's
 * lock, recorded by `recordVerdict` as every word of Paystack is: counted once.
 */
async function reconcileBalance(
  config: PaystackConfig,
  db: Db,
  schedule: CheckSchedule,
  pace: number,
  fetchImpl: typeof fetch | undefined,
  log: Log,
): Promise<ReconcileOutcome> {
  const claimed = await db
    .transaction(async (tx) => {
      const reference = await claimDueBalanceCheck(tx, {
        firstSeconds: schedule.scheduleSeconds[0] ?? 60,
        gapSeconds: schedule.scheduleSeconds.at(-1) ?? 3600,
        windowSeconds: schedule.expireAfterSeconds,
      });
      if (!reference) return undefined;
      if (!(await takeTurn(tx, "paystack", pace))) throw new Paced();
      return reference;
    })
    .catch((error: unknown) => {
      if (error instanceof Paced) return "paced" as const;
      throw error;
    });
  if (claimed === undefined || claimed === "paced") return claimed ?? "idle";
  const payment = await findPayment(db, claimed);
  if (!payment) return "checked";
  let result: VerifyResult;
  try {
    result = await verifyTransaction(config, payment.reference, fetchImpl);
  } catch (error) {
    if (!(error instanceof PaystackError)) throw error;
    log.warn(`Re-checking balance ${payment.reference} with Paystack failed: ${error.message}`);
    return "checked";
  }
  if (result.kind === "found") await recordVerdict(db, payment, result.transaction, "reconcile");
  return "checked";
}

/** The pace refused this turn: the claim is rolled back, the payment left for the next. */
class Paced extends Error {}

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
