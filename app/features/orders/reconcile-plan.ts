/** When the shop re-checks an unpaid order with Paystack, and for how long. */
export interface CheckSchedule {
  /** Seconds after placement of the first check, then between checks; the last repeats. */
  scheduleSeconds: readonly number[];
  /** After this long an order Paystack has not confirmed expires. */
  expireAfterSeconds: number;
}

/** What one check found: the payment confirmed, confirmed but not matching the order, or not yet. */
export type CheckVerdict = { kind: "paid" } | { kind: "review"; reason: string } | { kind: "waiting" };

export interface CheckPlan {
  to?: "paid" | "review" | "expired";
  /** When to check again; null for never. */
  nextCheckAt: Date | null;
}

const seconds = (n: number) => n * 1000;

/** The delay before the check after `checksDone` checks (5, 15, 60 minutes, then hourly by default). */
export function delayAfter(checksDone: number, schedule: CheckSchedule): number {
  const list = schedule.scheduleSeconds;
  return list[Math.min(checksDone, list.length - 1)] ?? 3600;
}

/**
 * What to do after a check. A confirmed payment settles the order (paid, or in review when its
 * amount or currency differ) and ends the checks; an order still unpaid when its time is up
 * expires (a quote when its validity ends); otherwise the next check follows the schedule, the last one falling on the deadline.
 */
export function planAfterCheck(
  order: { status: string; createdAt: Date; checksDone: number; quote?: { validUntil: Date } },
  verdict: CheckVerdict,
  now: Date,
  schedule: CheckSchedule,
): CheckPlan {
  if (verdict.kind === "paid") return { to: "paid", nextCheckAt: null };
  if (verdict.kind === "review") return { to: order.status === "review" ? undefined : "review", nextCheckAt: null };
  // A quote waits for its money until its validity ends, however long the shop waits for an order's.
  const deadline =
    order.quote?.validUntil.getTime() ?? order.createdAt.getTime() + seconds(schedule.expireAfterSeconds);
  if (now.getTime() >= deadline) return { to: "expired", nextCheckAt: null };
  const next = now.getTime() + seconds(delayAfter(order.checksDone, schedule));
  return { nextCheckAt: new Date(Math.min(next, deadline)) };
}
