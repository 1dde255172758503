import type { Db } from "../db/db.server";
import { emailjsConfig, sendEmail, type EmailFields, type SendResult } from "../emailjs.server";
import type { Env } from "../env.server";
import { toEmailFields } from "./email-fields.server";
import { backoffSeconds, claimDueRelay, markRelayFailed, markRelaySent } from "./outbox.server";

type Log = Pick<Console, "info" | "warn" | "error">;

export type RelayOutcome = "sent" | "failed" | "idle";

/** Relays the oldest due message, if any: sent, or failed and scheduled again with backoff. */
export async function relayOnce(db: Db, send: (fields: EmailFields) => Promise<SendResult>, log: Log = console): Promise<RelayOutcome> {
  const due = await claimDueRelay(db);
  if (!due) return "idle";
  const result = await send(toEmailFields(due));
  if (result.ok) {
    await markRelaySent(db, due.outbox_id, result.text);
    log.info(`EmailJS relayed message ${due.message_id}: ${result.status} ${result.text}`);
    return "sent";
  }
  const wait = backoffSeconds(due.attempts);
  const error = `${result.status || "network"}: ${result.text}`;
  await markRelayFailed(db, due.outbox_id, error, wait);
  log.warn(`EmailJS did not take message ${due.message_id} (attempt ${due.attempts}, ${error}); retrying in ${wait} s`);
  return "failed";
}

export interface RelayOptions {
  env: Env;
  db: Db;
  log?: Log;
  fetch?: typeof fetch;
  /** Least time between two requests to EmailJS (its limit is one a second). */
  minIntervalMs?: number;
  /** How often an empty outbox is looked at again. */
  idleMs?: number;
}

/**
 * Runs in the server process: relays the outbox to EmailJS one message at a time, never more
 * than one request a second. Without EmailJS settings it says once that messages are kept but
 * not relayed. Returns a stop function that waits for the relay in progress.
 */
export function startOutboxRelay({ env, db, log = console, fetch: fetchImpl, minIntervalMs = 1000, idleMs = 2000 }: RelayOptions) {
  const settings = emailjsConfig(env);
  if (!settings.ok) {
    log.warn(`EmailJS is not configured (${settings.missing.join(", ")} unset): messages are stored but not relayed.`);
    return async () => {};
  }
  const send = (fields: EmailFields) => sendEmail(settings.config, fields, fetchImpl);
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();

  const tick = async () => {
    let outcome: RelayOutcome = "idle";
    try {
      outcome = await relayOnce(db, send, log);
    } catch (error) {
      if (!stopped) log.error("The outbox relay failed; it will try again", error);
    }
    if (stopped) return;
    timer = setTimeout(run, outcome === "idle" ? idleMs : minIntervalMs);
    timer.unref?.();
  };
  const run = () => {
    running = tick();
  };
  run();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
