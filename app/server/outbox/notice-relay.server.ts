// Relays the notice ledger (app/server/notices/) to WhatsApp and SMS, as the email relay beside it
// relays the outbox: one due notice at a time, claimed so that servers sharing the database never
// send one twice, tried again with the same backoff, and moved to the chain's next link when a
// channel refuses it or no receipt comes within NOTICE_RECEIPT_SECONDS (docs/messages.md).
import type { Daytime } from "~/features/payments";
import { inDaytime } from "~/features/notices/daytime";
import type { Channel } from "~/features/notices/states";
import type { Db } from "../db/db.server";
import type { Env } from "../base/env.server";
import { repeat } from "../base/jobs.server";
import { sendTemplate, whatsappConfig, type ProviderAnswer } from "../adapters/whatsapp.server";
import { sendSms, termiiConfig } from "../adapters/termii.server";
import {
  claimDueNotice,
  fallBack,
  markNoticeRetry,
  mayMessage,
  postponeNotice,
  recordSend,
  withholdNotice,
  type DueNotice,
} from "../notices/store.server";
import { backoffSeconds } from "./store.server";

type Log = Pick<Console, "info" | "warn" | "error">;

/** Sends a notice on one channel; a channel with no sender set is passed over. */
export type NoticeSenders = Partial<Record<Channel, (n: DueNotice) => Promise<ProviderAnswer>>>;

export type NoticeOutcome = "idle" | "sent" | "retry" | "fell back" | "withheld" | "waits for daytime" | "ended";

export interface NoticeRelayContext {
  senders: NoticeSenders;
  /** How long a message may stay without a delivery receipt before the next channel is tried. */
  receiptSeconds: number;
  daytime: Daytime;
  log?: Log;
  now?: () => Date;
}

/** Relays the oldest due notice, if any. */
export async function relayNoticeOnce(db: Db, c: NoticeRelayContext): Promise<NoticeOutcome> {
  const now = c.now?.() ?? new Date();
  const log = c.log ?? console;
  const due = await claimDueNotice(db, now);
  if (!due) return "idle";
  const what = `${due.purpose} of ${ofWhat(due)} on ${due.channel}`;
  if (!(await mayMessage(db, due.phone))) {
    await withholdNotice(db, due.id);
    log.info(`Withheld ${what}: no consent, or she wrote STOP`);
    return "withheld";
  }
  // Woken for its receipt: the message went and none came back in time.
  if (due.send) return moveOn(db, due, "no receipt", log);
  if (due.daytimeOnly) {
    const at = inDaytime(now, c.daytime);
    if (at > now) {
      await postponeNotice(db, due.id, at);
      return "waits for daytime";
    }
  }
  const send = c.senders[due.channel];
  if (!send) return moveOn(db, due, "not configured", log);
  const answer = await send(due);
  if (answer.ok) {
    await recordSend(db, due.id, due.channel, answer.id, c.receiptSeconds);
    log.info(`Sent ${what}: ${answer.id}`);
    return "sent";
  }
  if (answer.final) {
    const failure = { code: answer.code ?? String(answer.status), title: answer.text.slice(0, 200) };
    return moveOn(db, due, `refused ${failure.code}`, log, failure);
  }
  const wait = backoffSeconds(due.attempts);
  await markNoticeRetry(db, due.id, `${answer.status || "network"}: ${answer.text.slice(0, 500)}`, wait);
  log.warn(`Did not send ${what} (attempt ${due.attempts}); retrying in ${wait} s`);
  return "retry";
}

const ofWhat = (due: DueNotice) =>
  due.appointmentId === null ? `order ${due.reference}` : `appointment ${due.appointmentId}`;

async function moveOn(
  db: Db,
  due: DueNotice,
  why: string,
  log: Log,
  failure?: { code: string; title: string },
): Promise<NoticeOutcome> {
  const next = await fallBack(db, due.id, due.channel, failure, `${why} on ${due.channel}`);
  log.info(`${due.purpose} of ${ofWhat(due)}: ${why} on ${due.channel}${next ? `, now on ${next}` : ""}`);
  return next ? "fell back" : "ended";
}

/** The senders the settings allow: WhatsApp's template, Termii's SMS; none in the demo. */
export function noticeSenders(env: Env, fetchImpl: typeof fetch = fetch): NoticeSenders {
  const whatsapp = whatsappConfig(env);
  const sms = termiiConfig(env);
  return {
    ...(whatsapp
      ? {
          whatsapp: (n: DueNotice) =>
            sendTemplate(
              whatsapp,
              { to: n.phone, template: n.template, language: n.language, variables: n.variables },
              fetchImpl,
            ),
        }
      : {}),
    ...(sms ? { sms: (n: DueNotice) => sendSms(sms, { to: n.phone, sms: n.smsText }, fetchImpl) } : {}),
  };
}

/**
 * Runs in the server process: relays due notices every few seconds. Without WhatsApp's or Termii's
 * keys it does not run: the notices stay stored, as the demo's mailbox shows them.
 */
export function startNoticeRelay({ env, db, log = console }: { env: Env; db: Db; log?: Log }) {
  const senders = noticeSenders(env);
  if (!senders.whatsapp && !senders.sms) {
    log.warn("WhatsApp and Termii are not configured: order notices are stored, not sent.");
    return async () => {};
  }
  const context = { senders, receiptSeconds: env.NOTICE_RECEIPT_SECONDS, daytime: env.REMINDER_DAYTIME, log };
  return repeat(
    () => relayNoticeOnce(db, context),
    (outcome = "idle") => (outcome === "idle" ? 2000 : 200),
    log,
    "The notice relay failed; it will try again",
  );
}
