// Mailgun's events to the lists: a bounce (a permanent failure), a complaint or Mailgun's own
// unsubscribe takes the address off every list of the shop until it confirms anew; each event is
// kept once by its id, for its campaign's figures. Unsigned, stale or repeated events change nothing.
import { readWebhook } from "../adapters/mailgun.server";
import type { Db } from "../db/db.server";
import { keepMailEvent } from "./mail-events.server";
import { suppressMailbox } from "./store.server";

export type WebhookOutcome = { status: 200 | 401 | 403 | 406; message: string };

/** One webhook's body, as Mailgun posted it (JSON); `signingKey` undefined: the shop takes no events. */
export async function receiveMailEvent(
  db: Db,
  signingKey: string | undefined,
  body: unknown,
  now = new Date(),
): Promise<WebhookOutcome> {
  // Refused, not unavailable: without the key no event can be checked, and none is taken.
  if (!signingKey) return { status: 403, message: "MAILGUN_WEBHOOK_SIGNING_KEY is not set." };
  const read = readWebhook(signingKey, body, now);
  // 406 tells Mailgun not to retry: a forged or replayed event will not become valid.
  if ("refused" in read) return { status: read.refused === "not a Mailgun event" ? 406 : 401, message: read.refused };
  if ("ignored" in read) return { status: 200, message: `ignored: ${read.ignored}` };
  const { event } = read;
  return db.transaction(async (tx) => {
    if (!(await keepMailEvent(tx, event))) return { status: 200, message: "already kept" };
    if (event.kind === "delivered") return { status: 200, message: "kept" };
    const left = await suppressMailbox(tx, event.email);
    return { status: 200, message: `${event.kind}: ${left} memberships left` };
  });
}
