// The lists' emails through the bulk-mail service, at its pace, from every server together
// (docs/decisions/297-list-mail-through-mailgun.md): a turn of the shared clock lets one server
// claim at most a second's worth, send them, and only then start the next turn a second later.
import { mailgunConfig, sendListMessage, type ListMessage, type MailgunConfig } from "../adapters/mailgun.server";
import type { EmailFields } from "../adapters/emailjs.server";
import type { Env } from "../base/env.server";
import { repeat } from "../base/jobs.server";
import type { Db } from "../db/db.server";
import { restartClock, takeTurn } from "../db/rate-clock.server";
import { claimListBatch, releaseListEmails, type ClaimedListEmail } from "../outbox/list-batch-store.server";
import { backoffSeconds, markRelayFailed, markRelaySent, markRelayWithheld } from "../outbox/store.server";
import { listEmail } from "./email-fields.server";

type Log = Pick<Console, "info" | "warn" | "error">;

/** A claimed email stays claimed this long: a server stopped mid-batch leaves it to another after. */
const CLAIM_SECONDS = 120;
/** How long a server holds the service's turn while it sends a batch (longer than a batch may take). */
const TURN_LEASE_SECONDS = 60;
/** Between the end of one batch and the start of the next, every server together. */
const TURN_SECONDS = 1;
/** Emails of a batch on their way to the service at once. */
const SENDS_AT_ONCE = 8;
/** A 429 without Retry-After waits this long. */
const RATE_LIMITED_SECONDS = 10;

export type BatchOutcome =
  | { kind: "idle" | "paced" }
  | { kind: "sent"; sent: number; failed: number; withheld: number }
  | { kind: "rate-limited"; wait: number };

const escape = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/** The lists' template laid out as a message: its text, the one button, the footer's unsubscribe link. */
function listMessageOf(fields: EmailFields, claimed: ClaimedListEmail): ListMessage {
  const paragraphs = (fields.message ?? "").split(/\n{2,}/).filter((p) => p.trim() !== "");
  const link = fields.link_url ? [`${fields.link_label ?? "Open"}: ${fields.link_url}`] : [];
  const leave = `Unsubscribe: ${fields.unsubscribe_url ?? ""}`;
  const html = [
    ...paragraphs.map((p) => `<p>${escape(p).replace(/\n/g, "<br>")}</p>`),
    ...(fields.link_url
      ? [`<p><a href="${escape(fields.link_url)}">${escape(fields.link_label ?? "Open")}</a></p>`]
      : []),
    `<p style="font-size:12px"><a href="${escape(fields.unsubscribe_url ?? "")}">Unsubscribe</a></p>`,
  ].join("\n");
  return {
    to: fields.to_email ?? "",
    subject: fields.subject ?? "Hazel",
    text: [...paragraphs, ...link, leave].join("\n\n"),
    html,
    listUnsubscribe: fields.list_unsubscribe ?? `<${fields.unsubscribe_url ?? ""}>`,
    campaign: claimed.email,
    outboxId: claimed.outboxId,
  };
}

export interface ListRelayContext {
  config: MailgunConfig;
  siteUrl: string;
  fetch?: typeof fetch;
  log?: Log;
  /** Seconds from the end of one batch to the next turn (tests shorten it). */
  turnSeconds?: number;
}

/**
 * One batch: takes the service's turn (or "paced" while another server holds it), claims at most
 * `perSecond` due list emails, writes each as its member stands now (withheld once she left) and
 * sends it. A 429 gives this and the batch's unsent emails back and holds the turn as long as the
 * service asks.
 */
export async function relayListBatch(db: Db, ctx: ListRelayContext): Promise<BatchOutcome> {
  const { config, siteUrl, fetch: fetchImpl, log = console, turnSeconds = TURN_SECONDS } = ctx;
  const turn = await db.transaction(async (tx) => {
    if (!(await takeTurn(tx, "mailgun", TURN_LEASE_SECONDS))) return "paced" as const;
    return claimListBatch(tx, config.perSecond, CLAIM_SECONDS);
  });
  if (turn === "paced") return { kind: "paced" };
  let pause = turnSeconds;
  try {
    if (turn.length === 0) return { kind: "idle" };
    const done = { sent: 0, failed: 0, withheld: 0 };
    /** The emails not yet started when the service asked to slow down, and the ones it refused. */
    const giveBack: number[] = [];
    let next = 0;
    let limited: number | undefined;
    const sendOne = async (claimed: ClaimedListEmail) => {
      const fields = await listEmail(
        db,
        { memberId: claimed.memberId, email: claimed.email, params: claimed.params },
        siteUrl,
      );
      if (!fields || "withheld" in fields) {
        await markRelayWithheld(db, claimed.outboxId, fields ? fields.withheld : "its subscriber is no longer kept");
        done.withheld++;
        return;
      }
      const result = await sendListMessage(config, listMessageOf(fields, claimed), fetchImpl);
      if (result.ok) {
        await markRelaySent(db, claimed.outboxId, result.id);
        done.sent++;
      } else if (result.status === 429) {
        limited = Math.max(limited ?? 0, result.retryAfter ?? RATE_LIMITED_SECONDS);
        giveBack.push(claimed.outboxId);
      } else {
        const wait = backoffSeconds(claimed.attempts);
        await markRelayFailed(db, claimed.outboxId, `${result.status || "network"}: ${result.text}`, wait);
        log.warn(`Mailgun did not take list email ${claimed.outboxId} (${result.status}); retrying in ${wait} s`);
        done.failed++;
      }
    };
    // A few at once: one at a time, the service's answer time (not its limit) would set the pace.
    const lane = async () => {
      while (limited === undefined && next < turn.length) await sendOne(turn[next++]!);
    };
    await Promise.all(Array.from({ length: Math.min(SENDS_AT_ONCE, turn.length) }, lane));
    if (limited !== undefined) {
      pause = limited;
      await releaseListEmails(db, [...giveBack, ...turn.slice(next).map((c) => c.outboxId)], pause);
      log.warn(`Mailgun asked to slow down (429); list emails wait ${pause} s`);
      return { kind: "rate-limited", wait: pause };
    }
    return { kind: "sent", ...done };
  } finally {
    await restartClock(db, "mailgun", pause);
  }
}

/**
 * Runs on every server when Mailgun is set: relays the lists' emails batch by batch. Returns a stop
 * function; nothing runs (the lists' emails stay with EmailJS or the demo mailbox) without it.
 */
export function startListRelay({
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
  const settings = mailgunConfig(env);
  if (!settings.ok) return async () => {};
  const ctx: ListRelayContext = { config: settings.config, siteUrl: env.SITE_URL, fetch: fetchImpl, log };
  return repeat(
    () => relayListBatch(db, ctx),
    (outcome) =>
      outcome?.kind === "sent" ? 0 : outcome?.kind === "paced" ? 200 : outcome?.kind === "rate-limited" ? 500 : 2000,
    log,
    "The list mail relay failed; it will try again",
  );
}
