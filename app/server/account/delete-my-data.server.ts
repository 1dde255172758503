import { DELETED_NAME, readCode, VERDICT_WORDS, type KeptOrder } from "~/features/account";
import { internationalDigits } from "~/features/whatsapp";
import { eraseTransfersOf } from "../transfers/store.server";
import { eraseCardsOfOrders } from "../autopay/store.server";
import { clientKey } from "../transfers/assign.server";
import { addressLimitKey } from "../base/address-block.server";
import { hit, waitInWords } from "../base/rate-limit.server";
import { eraseBespokeOfEmail } from "../bespoke/store/index.server";
import { eraseAppointmentsOfEmail } from "../appointments/store/index.server";
import { deleteMeasurementsOfOrders, eraseGroupsOfEmail } from "../aso-ebi/store.server";
import type { Db } from "../db/db.server";
import { eraseGiftCardsOfEmail } from "../gift-cards/store.server";
import { eraseMessagesOfEmail } from "../messages/store.server";
import { eraseEmailsOf } from "../outbox/erase.server";
import { eraseNoticesOf, eraseNoticesOfAppointments } from "../notices/store.server";
import { deleteSavedOfMailbox } from "../saved/store.server";
import { findOrder } from "../orders/store/index.server";
import { herNumbers } from "./her-updates.server";
import { eraseHerOrders } from "./kept-for-delivery.server";
import type { Her } from "./session.server";
import { sendSignInCode, type Answer } from "./sign-in.server";
import { deleteSessionsOf, recordDeletion, tryCode } from "./store.server";

// "Delete my data" (docs/decisions/288-saved-pieces-and-delete-my-data.md): asked on her page,
// confirmed by a fresh code sent to her email, carried out in one transaction.

/** Codes typed per address, shared with the sign-in's: guessing stays hopeless. */
const TRIES_PER_ADDRESS = { limit: 30, windowSeconds: 15 * 60 } as const;

type SignedIn = Her & { signedIn: true };

/** Sends the code that confirms the deletion to the email she is signed in with (the sign-in's limits count). */
export function sendDeletionCode(db: Db, her: SignedIn, clientAddress: string | undefined, siteUrl: string) {
  return sendSignInCode(db, { email: her.email, clientAddress, siteUrl, purpose: "delete" });
}

/**
 * With the right code: her name, phone, addresses and measurements go from her orders, bespoke
 * requests, groups and appointments, her messages and the emails stored for her or about her
 * orders, her IP addresses from orders, requests and messages, her kept measurements and saved
 * pieces go, the deletion is recorded, and every session of her mailbox ends, all in one
 * transaction. An order on its way keeps what it needs to reach her until it does (`kept`).
 * Refused in words otherwise.
 */
export async function deleteMyData(
  db: Db,
  her: SignedIn,
  typed: string,
  clientAddress: string | undefined,
): Promise<Answer<{ counts: Record<string, number>; kept: KeptOrder[] }>> {
  const code = readCode(typed);
  if (!code) return { ok: false, error: "Type the 6 digits of the code we emailed you." };
  const tries = await hit(db, { key: addressLimitKey("account-try", clientAddress), ...TRIES_PER_ADDRESS });
  if (!tries.ok)
    return {
      ok: false,
      error: `Too many codes were tried from this connection. Please try again in ${waitInWords(tries.retryAfterSeconds)}.`,
    };
  const tried = await tryCode(db, her.mailbox, code, "delete");
  if (tried.verdict !== "ok") return { ok: false, error: VERDICT_WORDS[tried.verdict] };
  return db.transaction(async (tx) => {
    // Her numbers, read before they are erased: the consents she gave for them go too.
    const numbers = await herNumbers(tx, her.email);
    // First: her account's row names the order her transfers went to first.
    const transfers = await eraseTransfersOf(tx, clientKey(her.email));
    const { references: orders, kept } = await eraseHerOrders(tx, her.email);
    const shareMeasurements = await deleteMeasurementsOfOrders(tx, orders);
    // Her kept cards go with her orders' data: no autopay charges them again.
    await eraseCardsOfOrders(tx, orders);
    const groups = await eraseGroupsOfEmail(tx, her.email, DELETED_NAME);
    const appointments = await eraseAppointmentsOfEmail(tx, her.email, DELETED_NAME);
    // Her appointments' notices go, and the consents of her numbers but those an order on its way still needs.
    const keptNumbers = (await Promise.all(kept.map((k) => findOrder(tx, k.reference)))).map((o) =>
      internationalDigits(o?.customer.phone ?? ""),
    );
    await eraseNoticesOfAppointments(
      tx,
      appointments.map((a) => a.id),
      [...numbers, ...appointments.map((a) => internationalDigits(a.phone))].filter(
        (p) => p.length >= 8 && !keptNumbers.includes(p),
      ),
    );
    const bespoke = await eraseBespokeOfEmail(tx, her.email, DELETED_NAME);
    const giftCards = await eraseGiftCardsOfEmail(tx, her.email, DELETED_NAME);
    const messages = await eraseMessagesOfEmail(tx, her.email, DELETED_NAME);
    const emails = await eraseEmailsOf(tx, { email: her.email, references: orders, name: DELETED_NAME });
    // Her number on WhatsApp and SMS goes with them; an order still on its way keeps it until it arrives.
    await eraseNoticesOf(
      tx,
      orders.filter((r) => !kept.some((k) => k.reference === r)),
    );
    const saved = await deleteSavedOfMailbox(tx, her.mailbox);
    const sessions = await deleteSessionsOf(tx, her.mailbox);
    const done = {
      orders: orders.length,
      keptForDelivery: kept.length,
      shareMeasurements,
      groups,
      appointments: appointments.length,
      bespokeRequests: bespoke.requests,
      keptMeasurements: bespoke.kept,
      giftCards,
      messages,
      emails,
      saved,
      sessions,
      transfers,
    };
    await recordDeletion(tx, her.mailbox, done);
    return { ok: true as const, counts: done, kept };
  });
}
