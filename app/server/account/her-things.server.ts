import type { HerThings } from "~/features/account";
import { money } from "~/features/currency";
import { findProductFacts } from "~/features/catalogue";
import { normalMailbox } from "~/features/mailbox";
import { appointmentPath } from "../appointments/emails.server";
import { appointmentsOfEmail } from "../appointments/store/index.server";
import { keptMeasurementsOfEmail } from "../bespoke/store/index.server";
import { bespokeRequestsOfEmail } from "../bespoke/store/index.server";
import { codesOfEmail } from "../credit/store.server";
import type { Db } from "../db/db.server";
import { listMembersOfMailbox } from "../lists/store.server";

/**
 * Everything else kept under her email, each read by its own store: appointments to come, bespoke
 * requests (with their private pages' keys), kept measurements and their history, credit and gift
 * card codes (last four characters only) with their balances, and her lists with their unsubscribe.
 */
export async function herThings(db: Db, email: string, now = new Date()): Promise<HerThings> {
  const [appointments, requests, kept, codes, lists] = await Promise.all([
    appointmentsOfEmail(db, email, now),
    bespokeRequestsOfEmail(db, email),
    keptMeasurementsOfEmail(db, email),
    codesOfEmail(db, email),
    listMembersOfMailbox(db, normalMailbox(email)),
  ]);
  return {
    appointments: appointments.map((a) => ({
      name: a.typeName,
      startsAt: a.startsAt.toISOString(),
      waiting: a.status !== "booked",
      page: appointmentPath(a.key),
    })),
    requests: requests.map((r) => ({
      reference: r.reference,
      piece: r.piece,
      status: r.status,
      sentAt: r.createdAt.toISOString(),
      page: `/bespoke/${r.reference}?key=${r.viewKey}`,
    })),
    kept: kept.map((k) => ({
      id: k.id,
      measurements: k.measurements,
      updatedAt: k.updatedAt.toISOString(),
      history: k.history.map((h) => ({ actor: h.actor, at: h.at.toISOString(), changes: h.changes })),
    })),
    codes: codes
      .filter((c) => c.balance > 0 && (!c.expiresAt || c.expiresAt > now))
      .map((c) => ({
        last4: c.last4,
        gift: c.kind === "gift",
        balance: money(c.balance, c.currency),
        expiresOn: c.expiresAt?.toISOString() ?? null,
      })),
    lists: lists.map((m) => ({
      what:
        m.list === "news"
          ? "News and sales"
          : `Back in stock: ${(m.productId && findProductFacts(m.productId)?.name) ?? "a piece"}${m.size ? `, size ${m.size}` : ""}`,
      confirmed: m.confirmed,
      unsubscribe: `/lists/unsubscribe?key=${m.key}`,
    })),
  };
}
