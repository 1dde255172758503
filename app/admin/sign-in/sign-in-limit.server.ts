import { signInBudgetEmail } from "~/admin/sign-in/sign-in-alert";
import { addressLimitKey } from "~/server/base/address-block.server";
import type { Db } from "~/server/db/db.server";
import { queueAlert } from "~/server/outbox/store.server";
import { effectiveLimit, hit, limitWindow, unhit } from "~/server/base/rate-limit.server";
import { HashesBusy } from "~/server/base/slow-hash.server";

/** Failed sign-ins one address (an IPv6 /64) may make; past them, every sign-in from it is refused for the rest of the window. */
const ADMIN_SIGN_IN_LIMIT = { limit: 10, windowSeconds: 15 * 60 } as const;
/**
 * Failed sign-ins from every address together, but browsers the owner has signed in with
 * (docs/decisions/165-sign-in-budget-and-known-browsers.md); past them, sign-ins from any other
 * browser are refused for the rest of the hour.
 */
const ADMIN_SIGN_IN_BUDGET = { limit: 100, windowSeconds: 60 * 60 } as const;
const BUDGET_KEY = "owner-sign-in:shop";

export type SignInCheck =
  | { ok: true }
  | { ok: false; reason: "wrong" }
  | { ok: false; reason: "busy" }
  | { ok: false; reason: "limited" | "budget"; retryAfterSeconds: number };

export interface SignInAttempt {
  clientAddress: string;
  /**
   * Checks the password (a staff member's scrypt, the owner's) or the passkey's answer: called only
   * once every limit has counted the attempt, so a refused one costs no hash.
   */
  verify: () => Promise<boolean>;
  /** The browser carries a valid "known device" cookie: exempt from the shop-wide budget. */
  knownDevice: boolean;
}

/**
 * Counts a sign-in attempt before anything checks it, so parallel guesses cannot slip past a limit
 * and a refused one costs no password hash; a right password takes its counts back, and so does one
 * the process was too busy to hash ("busy": two hashes ran and the queue was full). After
 * ADMIN_SIGN_IN_LIMIT failures from its address, or once ADMIN_SIGN_IN_BUDGET is spent by all
 * addresses together (for a browser she has not signed in with), the attempt is refused, right
 * password or not, until the window ends. Each refusal is logged; a spent budget emails the owner
 * once per window.
 */
export async function checkAdminSignIn(
  db: Db,
  { clientAddress, verify, knownDevice }: SignInAttempt,
  { siteUrl, log = console }: { siteUrl: string; log?: Pick<Console, "warn"> },
): Promise<SignInCheck> {
  const addressKey = addressLimitKey("owner-sign-in", clientAddress);
  const counted = await hit(db, { key: addressKey, ...ADMIN_SIGN_IN_LIMIT });
  if (!counted.ok) {
    log.warn(
      `Admin sign-in refused for ${clientAddress}: too many failed attempts; allowed again in ${counted.retryAfterSeconds} s`,
    );
    return { ok: false, reason: "limited", retryAfterSeconds: counted.retryAfterSeconds };
  }
  if (!knownDevice) {
    const budget = await hit(db, { key: BUDGET_KEY, ...ADMIN_SIGN_IN_BUDGET });
    if (!budget.ok) {
      log.warn(
        `Admin sign-in refused for ${clientAddress}: the shop-wide budget of failed sign-ins is spent; browsers not signed in before are allowed again in ${budget.retryAfterSeconds} s`,
      );
      await queueBudgetAlert(db, siteUrl);
      return { ok: false, reason: "budget", retryAfterSeconds: budget.retryAfterSeconds };
    }
  }
  const takeBack = async () => {
    await unhit(db, addressKey);
    if (!knownDevice) await unhit(db, BUDGET_KEY);
  };
  let right: boolean;
  try {
    right = await verify();
  } catch (error) {
    if (!(error instanceof HashesBusy)) throw error;
    log.warn(`Admin sign-in from ${clientAddress} not checked: the process is busy with other password checks`);
    await takeBack();
    return { ok: false, reason: "busy" };
  }
  if (!right) return { ok: false, reason: "wrong" };
  await takeBack();
  return { ok: true };
}

/**
 * Queues the owner's email about the spent budget, keyed by the window's start: every refusal in
 * the window, on any instance, names the same key, so one email goes per spent window.
 */
async function queueBudgetAlert(db: Db, siteUrl: string): Promise<void> {
  const window = await limitWindow(db, BUDGET_KEY);
  if (!window) return;
  const email = signInBudgetEmail({
    failures: effectiveLimit(ADMIN_SIGN_IN_BUDGET.limit),
    windowMinutes: ADMIN_SIGN_IN_BUDGET.windowSeconds / 60,
    endsAt: window.endsAt,
    siteUrl,
  });
  await queueAlert(db, `owner-sign-in-budget:${window.started}`, "messages", email);
}
