import { randomBytes, randomInt } from "node:crypto";
import {
  codeEmail,
  deletionCodeEmail,
  LINK_UNKNOWN,
  readCode,
  signInEmailProblem,
  VERDICT_WORDS,
} from "~/features/account";
import { normalMailbox } from "~/features/mailbox";
import { addressLimitKey } from "../base/address-block.server";
import { hit, waitInWords } from "../base/rate-limit.server";
import type { Db } from "../db/db.server";
import { queueAlert } from "../outbox/store.server";
import { insertSession, insertSignIn, tryCode, spendLink, type CodePurpose } from "./store.server";

/** Codes one address (an IPv6 /64) may ask for, whatever the emails. */
const CODES_PER_ADDRESS = { limit: 10, windowSeconds: 15 * 60 } as const;
/** Codes one mailbox may be sent, from anywhere: nobody floods her inbox. */
const CODES_PER_MAILBOX = { limit: 5, windowSeconds: 60 * 60 } as const;
/** Codes one address may type, right or wrong, across every email: guessing stays hopeless. */
const TRIES_PER_ADDRESS = { limit: 30, windowSeconds: 15 * 60 } as const;

export type Answer<T = object> = ({ ok: true } & T) | { ok: false; error: string };

const limited = (retryAfterSeconds: number, what: string): Answer<never> => ({
  ok: false,
  error: `${what} Please try again in ${waitInWords(retryAfterSeconds)}.`,
});

/**
 * Sends a code and a link to `email`, whatever it has ordered: the answer is the same for every
 * address, so it tells nobody whether an email is a customer's. The request and its email are
 * stored together (the outbox relays it); limits per address and per mailbox count first.
 */
export async function sendSignInCode(
  db: Db,
  {
    email: raw,
    clientAddress,
    siteUrl,
    purpose = "sign-in",
  }: { email: string; clientAddress: string | undefined; siteUrl: string; purpose?: CodePurpose },
): Promise<Answer<{ email: string }>> {
  const problem = signInEmailProblem(raw);
  if (problem) return { ok: false, error: problem };
  const email = raw.trim();
  const mailbox = normalMailbox(email);
  const byAddress = await hit(db, { key: addressLimitKey("account-code", clientAddress), ...CODES_PER_ADDRESS });
  if (!byAddress.ok) return limited(byAddress.retryAfterSeconds, "Too many codes were asked for from this connection.");
  const byMailbox = await hit(db, { key: `account-code-mailbox:${mailbox}`, ...CODES_PER_MAILBOX });
  if (!byMailbox.ok) return limited(byMailbox.retryAfterSeconds, "Too many codes were asked for this email.");
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const linkToken = randomBytes(32).toString("base64url");
  const site = siteUrl.replace(/\/+$/, "");
  // A deletion's code has no link: its row's token is never sent, so no link confirms it.
  const words =
    purpose === "delete"
      ? deletionCodeEmail(code, `${site}/account`)
      : codeEmail(code, `${site}/account/continue?token=${linkToken}`);
  await db.transaction(async (tx) => {
    const id = await insertSignIn(tx, { email, mailbox, code, linkToken, purpose });
    await queueAlert(tx, `account-code:${id}`, "customer", { to_email: email, to_name: "", ...words });
  });
  return { ok: true, email };
}

/** Signs her in on this device with the code she typed for `email`; refused in words otherwise. */
export async function signInWithCode(
  db: Db,
  r: { email: string; code: string; clientAddress: string | undefined; deviceHash: string },
): Promise<Answer<{ token: string; mailbox: string }>> {
  if (signInEmailProblem(r.email)) return { ok: false, error: "Ask for a code with your email first." };
  const code = readCode(r.code);
  if (!code) return { ok: false, error: "Type the 6 digits of the code we emailed you." };
  const tries = await hit(db, { key: addressLimitKey("account-try", r.clientAddress), ...TRIES_PER_ADDRESS });
  if (!tries.ok) return limited(tries.retryAfterSeconds, "Too many codes were tried from this connection.");
  const tried = await tryCode(db, normalMailbox(r.email), code);
  if (tried.verdict === "ok" && tried.email)
    return { ok: true, token: await startSession(db, tried.email, r.deviceHash), mailbox: normalMailbox(tried.email) };
  return { ok: false, error: VERDICT_WORDS[tried.verdict === "ok" ? "wrong" : tried.verdict] };
}

/** Signs her in on this device with her email's link, once Continue is pressed (a GET never does). */
export async function signInWithLink(
  db: Db,
  token: string,
  deviceHash: string,
): Promise<Answer<{ token: string; mailbox: string }>> {
  const used = await spendLink(db, token);
  if (used.verdict !== "ok" || !used.email) {
    return {
      ok: false,
      error: used.verdict === "wrong" || used.verdict === "ok" ? LINK_UNKNOWN : VERDICT_WORDS[used.verdict],
    };
  }
  return { ok: true, token: await startSession(db, used.email, deviceHash), mailbox: normalMailbox(used.email) };
}

const startSession = (db: Db, email: string, deviceHash: string) =>
  insertSession(db, { email, mailbox: normalMailbox(email), deviceHash });
