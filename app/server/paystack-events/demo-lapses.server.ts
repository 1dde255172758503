import type { Db } from "../db/db.server";
import type { Env } from "../base/env.server";
import { every, type StopJob } from "../base/jobs.server";
import { paystackConfig } from "../adapters/paystack.server";
import { changeOrderState } from "../orders/change-state.server";
import { unpaidPlacedBefore } from "../orders/store/index.server";

/**
 * In the demo (no Paystack keys) no re-check asks Paystack about unpaid orders: one still unpaid when
 * the payment window has passed expires all the same, as the re-check would expire it, so a group's
 * unpaid share, a held piece and a week's capacity are given back. Each once: the state change is
 * refused when another instance got there first.
 */
export async function expireUnpaidInDemo(env: Env, db: Db): Promise<number> {
  if (paystackConfig(env)) return 0;
  const hours = Math.round(env.RECONCILE_EXPIRE_AFTER_SECONDS / 3600);
  let expired = 0;
  for (const reference of await unpaidPlacedBefore(db, env.RECONCILE_EXPIRE_AFTER_SECONDS)) {
    const changed = await changeOrderState(db, {
      reference,
      to: "expired",
      source: "reconcile",
      note: `Not paid ${hours} hours after the order was placed (the demo takes no payment to check).`,
    });
    if (changed.kind === "changed") expired += 1;
  }
  return expired;
}

/** Runs it every minute, in the demo only. */
export const startDemoLapses = ({ env, db }: { env: Env; db: Db }): StopJob =>
  paystackConfig(env) ? async () => {} : every(60_000, () => expireUnpaidInDemo(env, db));
