import type { Db } from "../db/db.server";
import type { Env } from "../base/env.server";
import { every } from "../base/jobs.server";
import { queueDueSaleNews } from "./lists.server";

/**
 * The sale news job, on every instance, as often as the reminders look (REMINDERS_POLL_SECONDS):
 * a sale asked to be announced is queued to the subscribers once its start has passed, each
 * email once however many instances see it; the relay sends them at EmailJS's pace.
 */
export function startSaleNews({ env, db }: { env: Env; db: Db }) {
  return every(env.REMINDERS_POLL_SECONDS * 1000, () => queueDueSaleNews(db));
}
