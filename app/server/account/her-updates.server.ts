import { CONSENT_WORDING, consentChanges } from "~/features/notices/consent";
import { internationalDigits } from "~/features/whatsapp";
import type { HerUpdatesState } from "~/features/account";
import type { Db } from "../db/db.server";
import { appointmentsOfEmail } from "../appointments/store/index.server";
import { keepConsent, liveConsents, stopMessages } from "../notices/store.server";
import { ordersOfEmail } from "../orders/store/index.server";

// Her WhatsApp and SMS updates on her page (docs/messages.md): the numbers she gave with her
// orders and bookings, each with its consent; ticked, a consent kept with the page's words, time
// and place; unticked, stopped as STOP stops them.

/** Her numbers offered at most: her newest orders' and bookings'. */
const NUMBERS_SHOWN = 5;

/** Her numbers in international digits (her newest orders' and bookings'), newest first, without repeats or erased ones. */
export async function herNumbers(db: Db, email: string): Promise<string[]> {
  const [orders, appointments] = await Promise.all([
    ordersOfEmail(db, email, 30),
    appointmentsOfEmail(db, email, new Date(0)),
  ]);
  const phones = [...orders.map((o) => o.customer.phone), ...appointments.reverse().map((a) => a.phone)]
    .map(internationalDigits)
    .filter((p) => p.length >= 8 && p.length <= 15);
  return [...new Set(phones)].slice(0, NUMBERS_SHOWN);
}

/** Her numbers and whether each gets updates now; `saved` when she has just saved them. */
export async function herUpdates(db: Db, email: string, saved: boolean): Promise<HerUpdatesState> {
  const numbers = await herNumbers(db, email);
  const live = await liveConsents(db, numbers);
  return { numbers: numbers.map((phone) => ({ phone, live: live.includes(phone) })), saved };
}

/**
 * Her page's form: each of her numbers ticked that has no consent gets one (with the page's
 * words), each unticked that has one is stopped (those waiting withheld). A number not hers is
 * ignored. Returns what changed.
 */
export async function saveHerUpdates(db: Db, email: string, ticked: readonly string[]) {
  const hers = await herNumbers(db, email);
  const changes = consentChanges(hers, ticked, await liveConsents(db, hers));
  await db.transaction(async (tx) => {
    for (const phone of changes.give)
      await keepConsent(tx, { phone, wording: CONSENT_WORDING["her page"], place: "her page" });
  });
  for (const phone of changes.withdraw) await stopMessages(db, phone);
  return changes;
}
