// The welcome the sign-up pop-up promises: a subscriber who confirms gets a personal, one-use
// discount code by email, once per address (docs/decisions/267-the-welcome-code-once-per-address.md).
import { randomBytes } from "node:crypto";
import { lagosDayOf } from "~/lib/lagos-clock";
import { codeFromBytes, CODE_LENGTH } from "~/features/credit";
import { discountWords } from "~/features/discounts";
import { formatMoney, nairaMoney } from "~/features/currency";
import type { Db } from "../db/db.server";
import { queueListEmail } from "../outbox/store.server";
import { whenSubscriberConfirms, type OnConfirmed } from "../lists/lists.server";
import { insertWelcomeCode, readWelcomeOffer } from "./store.server";

const DAY = 24 * 60 * 60 * 1000;

/** A welcome code: "WELCOME" and ten characters of the credit codes' alphabet (about 50 random bits). */
const newWelcomeCode = () => `WELCOME${codeFromBytes(randomBytes(CODE_LENGTH)).slice(0, 10)}`;

/**
 * In the confirmation's transaction: a news subscriber gets her code when the owner offers one;
 * her address holds at most one welcome code ever (a unique column), so confirming twice, or on
 * two servers at once, sends one email. The email is queued in the outbox with the code.
 */
export const sendWelcomeCode: OnConfirmed = async (tx: Db, member) => {
  if (member.list !== "news") return;
  const offer = await readWelcomeOffer(tx);
  if (!offer.active) return;
  const code = newWelcomeCode();
  const endsAt = offer.validDays ? new Date(Date.now() + offer.validDays * DAY) : null;
  if (!(await insertWelcomeCode(tx, { email: member.email, code, offer, endsAt }))) return;
  await queueListEmail(tx, member.id, "welcome", {
    code,
    offer: discountWords(offer),
    minimum: offer.minimumOrder > 0 ? formatMoney(nairaMoney(offer.minimumOrder)) : "",
    until: endsAt ? lagosDayOf(endsAt) : "",
  });
};

let registered = false;

/** Hooks the welcome code into every confirmation, once per process. */
export function offerWelcomeCodes(): void {
  if (registered) return;
  registered = true;
  whenSubscriberConfirms(sendWelcomeCode);
}
