import { randomBytes, randomInt } from "node:crypto";
import {
  codeEmail,
  deletionCodeEmail,
  LINK_UNKNOWN,
  readCode,
  signInEmailProblem,
  VERDICT_WORDS,
} from "~/features/account";
import { site } from "~/config/site";
import { normalMailbox } from "~/features/mailbox";
import { lagosToday } from "~/lib/lagos-clock";
import { addressLimitKey } from "../base/address-block.server";
import { hit, waitInWords } from "../base/rate-limit.server";
import type { Db } from "../db/db.server";
import { queueAlert } from "../outbox/store.server";
import { insertSession, insertSignIn, tryCode, spendLink, type CodePurpose } from "./store.server";

/** Codes one address (an IPv6 /64) may ask for, whatever the emails. */
const CODES_PER_ADDRESS = { limit: 10, windowSeconds: 15 * 60 } as const;
/** Codes one mailbox may be sent, from anywhere: nobody floods her inbox. */
const CODES_PER_MAILBOX = { limit: 5, windowSeconds: 60 * 60 } as const;
/** And in a day: an hour's wait between fives does not make her inbox a target. */
const CODES_PER_MAILBOX_DAY = { limit: 10, windowSeconds: 24 * 60 * 60 } as const;
/**
 * Codes the whole shop sends, whatever the addresses and emails: many connections asking for
 * codes to many inboxes cannot spend the shop's email quota (nor make it a sender of floods).
 */
const SHOP_CODES = {
  hour: { key: "account-code-shop:hour", limit: 100, windowSeconds: 60 * 60 },
  day: { key: "account-code-shop:day", limit: 300, windowSeconds: 24 * 60 * 60 },
} as const;
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
  const byDay = await hit(db, { key: `account-code-mailbox-day:${mailbox}`, ...CODES_PER_MAILBOX_DAY });
  if (!byDay.ok) return limited(byDay.retryAfterSeconds, "Too many codes were asked for this email today.");
  for (const cap of [SHOP_CODES.hour, SHOP_CODES.day]) {
    const shop = await hit(db, cap);
    if (!shop.ok) {
      await tellOwnerCodesSpent(db, siteUrl, cap.windowSeconds);
      return limited(shop.retryAfterSeconds, "The shop has sent as many sign-in codes as it can for now.");
    }
  }
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

/**
 * The owner's email when the shop's codes are spent, once a Lagos day whichever cap and instance
 * refused first (the alert's key is the day): shoppers are refused codes until the window ends.
 */
async function tellOwnerCodesSpent(db: Db, siteUrl: string, windowSeconds: number): Promise<void> {
  console.warn(`Sign-in codes refused: the shop's cap for ${windowSeconds / 3600} hours is spent`);
  const message = [
    `The shop has sent ${SHOP_CODES.hour.limit} sign-in codes within an hour, or ${SHOP_CODES.day.limit} within a day, to shoppers' emails: the most it sends.`,
    `Until the ${windowSeconds === SHOP_CODES.day.windowSeconds ? "day" : "hour"} is over, shoppers asking for a code on ${siteUrl.replace(/\/+$/, "")}/account are asked to try again later.`,
    "If this was not a busy sale, someone may be asking for codes to many addresses: nothing is opened without the code, but each costs an email.",
  ].join("\n\n");
  await queueAlert(db, `account-codes-spent:${lagosToday()}`, "messages", {
    from_name: `${site.brand} shop`,
    from_email: site.contact.email,
    from_phone: "",
    message,
  });
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
