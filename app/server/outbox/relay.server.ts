import type { Db } from "../db/db.server";
import { restartClock } from "../db/rate-clock.server";
import {
  emailjsConfig,
  sendEmail,
  TEMPLATE_VARIABLES,
  type EmailFields,
  type SendResult,
  type TemplateName,
} from "../adapters/emailjs.server";
import { mailgunConfig } from "../adapters/mailgun.server";
import type { Env } from "../base/env.server";
import { repeat } from "../base/jobs.server";
import {
  backoffSeconds,
  claimDueRelay,
  markRelayFailed,
  markRelaySent,
  markRelayWithheld,
  type DueRelay,
} from "./store.server";

type Log = Pick<Console, "info" | "warn" | "error">;

export type RelayOutcome = "sent" | "failed" | "idle" | "paced" | "withheld";

/** Sends through EmailJS with the templates that are set. */
export interface Mailer {
  templates: readonly TemplateName[];
  send(template: TemplateName, fields: EmailFields): Promise<SendResult>;
}

/**
 * Writes the emails the outbox holds, one writer per kind: the outbox relays them and knows
 * neither messages nor orders (the server hands these in). An alert carries its email already.
 */
export interface EmailWriters {
  /** A visitor's message, by its number; undefined when the message is missing. */
  message(db: Db, messageId: number): Promise<EmailFields | undefined>;
  /** One notice of an order, with its queued parameters; undefined when the order is missing. */
  notice(db: Db, notice: OrderNotice, siteUrl: string): Promise<EmailFields | undefined>;
  /**
   * One of a list's emails to one member, read at send time: `withheld` (and why) when the member
   * has unsubscribed or is not confirmed now, whatever was true when it was queued.
   */
  list(db: Db, email: ListEmail, siteUrl: string): Promise<EmailFields | { withheld: string } | undefined>;
}

/** A list's email as it waits in the outbox: its member, which email, and its queued parameters. */
export interface ListEmail {
  memberId: number;
  email: string;
  params: Record<string, string>;
}

/** An order's notice as it waits in the outbox (the notice as the orders queued it). */
export interface OrderNotice {
  reference: string;
  notice: string;
  params: Record<string, string>;
}

export interface RelayContext {
  /** Who writes each kind of email. */
  writers: EmailWriters;
  /** The shop's address, for the links in order emails. */
  siteUrl: string;
  log?: Log;
  /** Least time between two requests to EmailJS from all servers together (its limit is one a second). */
  paceSeconds?: number;
}

/** EmailJS's limit is one request a second; a tenth more keeps network jitter from crossing it. */
const EMAILJS_PACE_SECONDS = 1.1;

/**
 * How long a server holds EmailJS's turn while it sends (longer than a send may take). The pace is
 * counted from the end of its request, not from its claim: a server slowed between its claim and
 * its request (a busy event loop) cannot then bring two requests closer than the pace.
 */
const SEND_LEASE_SECONDS = 30;

/**
 * Relays the oldest due email, if any: sent, or failed and scheduled again with backoff; "paced"
 * when another server has just used EmailJS's turn.
 */
export async function relayOnce(
  db: Db,
  mailer: Mailer,
  { writers, siteUrl, log = console, paceSeconds = EMAILJS_PACE_SECONDS }: RelayContext,
): Promise<RelayOutcome> {
  const due = await claimDueRelay(db, mailer.templates, SEND_LEASE_SECONDS);
  if (due === undefined || due === "paced") return due ?? "idle";
  try {
    return await relayClaimed(db, mailer, due, writers, siteUrl, log);
  } finally {
    await restartClock(db, "emailjs", paceSeconds);
  }
}

async function relayClaimed(
  db: Db,
  mailer: Mailer,
  due: DueRelay,
  writers: EmailWriters,
  siteUrl: string,
  log: Log,
): Promise<RelayOutcome> {
  const what =
    due.subject === "message"
      ? `message ${due.messageId}`
      : due.subject === "alert"
        ? `alert ${due.alertKey}`
        : due.subject === "list"
          ? `${due.email} to list member ${due.memberId}`
          : `${due.notice} of order ${due.reference}`;
  const fields = await emailFields(db, due, writers, siteUrl);
  if (fields && "withheld" in fields) {
    await markRelayWithheld(db, due.outboxId, fields.withheld);
    log.info(`Withheld ${what}: ${fields.withheld}`);
    return "withheld";
  }
  const result: SendResult = fields
    ? await mailer.send(due.template, fields)
    : { ok: false, status: 0, text: `the ${due.subject} is missing` };
  if (result.ok) {
    await markRelaySent(db, due.outboxId, result.text);
    log.info(`EmailJS relayed ${what}: ${result.status} ${result.text}`);
    return "sent";
  }
  const wait = backoffSeconds(due.attempts);
  const error = `${result.status || "network"}: ${result.text}`;
  await markRelayFailed(db, due.outboxId, error, wait);
  log.warn(`EmailJS did not take ${what} (attempt ${due.attempts}, ${error}); retrying in ${wait} s`);
  return "failed";
}

async function emailFields(
  db: Db,
  due: DueRelay,
  writers: EmailWriters,
  siteUrl: string,
): Promise<EmailFields | { withheld: string } | undefined> {
  if (due.subject === "message") return writers.message(db, due.messageId);
  if (due.subject === "alert") return due.params;
  if (due.subject === "list")
    return writers.list(db, { memberId: due.memberId, email: due.email, params: due.params }, siteUrl);
  return writers.notice(db, { reference: due.reference, notice: due.notice, params: due.params }, siteUrl);
}

export interface RelayOptions {
  env: Env;
  /** Who writes each kind of email. */
  writers: EmailWriters;
  db: Db;
  log?: Log;
  fetch?: typeof fetch;
  /** Least time between two requests to EmailJS, in ms, shared by every server on the database. */
  minIntervalMs?: number;
  /** How often an empty outbox is looked at again. */
  idleMs?: number;
}

/**
 * Runs in the server process: relays the outbox to EmailJS one email at a time, all servers on
 * the database together never more than one request a second. Says once which emails are kept but
 * not relayed for want of settings. Returns a stop function that waits for the relay in progress.
 */
export function startOutboxRelay({
  env,
  writers,
  db,
  log = console,
  fetch: fetchImpl,
  minIntervalMs = EMAILJS_PACE_SECONDS * 1000,
  idleMs = 2000,
}: RelayOptions) {
  const settings = emailjsConfig(env);
  if (!settings.ok) {
    log.warn(
      `EmailJS is not configured (${settings.missing.join(", ")} unset): messages and order emails are stored but not relayed.`,
    );
    return async () => {};
  }
  const { config } = settings;
  // With Mailgun set, the lists' emails are its relay's (app/server/lists/list-relay.server.ts).
  const listsElsewhere = mailgunConfig(env).ok;
  const templates = (Object.keys(TEMPLATE_VARIABLES) as TemplateName[]).filter(
    (name) => config.templates[name] && !(name === "lists" && listsElsewhere),
  );
  const unset = (Object.keys(TEMPLATE_VARIABLES) as TemplateName[]).filter((name) => !config.templates[name]);
  if (unset.length > 0) {
    log.warn(
      `${unset.map((name) => TEMPLATE_VARIABLES[name]).join(", ")} unset: those emails are stored but not relayed.`,
    );
  }
  const mailer: Mailer = {
    templates,
    send: (template, fields) => sendEmail(config, config.templates[template]!, fields, fetchImpl),
  };
  const context = { writers, siteUrl: env.SITE_URL, log, paceSeconds: minIntervalMs / 1000 };
  const waitMs: Record<RelayOutcome, number> = {
    idle: idleMs,
    paced: Math.min(200, minIntervalMs),
    sent: minIntervalMs,
    failed: minIntervalMs,
    withheld: 0,
  };
  return repeat(
    () => relayOnce(db, mailer, context),
    (outcome = "idle") => waitMs[outcome],
    log,
    "The outbox relay failed; it will try again",
  );
}
