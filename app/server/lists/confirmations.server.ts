// The lists' confirmation emails: at most one per mailbox per Lagos day, naming every membership
// she asked for that day (a second sign-up or wait joins the one not sent yet), and at most
// LIST_CONFIRMATIONS_PER_DAY for the whole shop, so a flood of sign-ups cannot spend the EmailJS
// quota: past it, the membership is kept and its confirmation queued, due the next day with room.
import { normalMailbox } from "~/features/mailbox";
import { addDays, lagosDayOf, lagosMidnight } from "~/lib/lagos-clock";
import type { Db } from "../db/db.server";
import {
  confirmationEmail,
  confirmationsOf,
  confirmationsQueuedOn,
  lockConfirmations,
  queueListEmail,
  setConfirmationMembers,
} from "../outbox/store.server";
import { membersOfMailbox, type ListMember } from "./store.server";

/**
 * Confirmation emails the shop sends in one Lagos day, all mailboxes together (docs/security.md).
 * Only confirmations are capped: they are the one list email a stranger's form causes; the others
 * go to confirmed members only.
 */
export const LIST_CONFIRMATIONS_PER_DAY = 200;

/**
 * In the transaction that asked (a sign-up, a wait): the member is named in her mailbox's
 * confirmation. Nothing when today's already names her; added to one not yet sent; else a new one,
 * on the first day from today her mailbox has none and the shop is under its cap.
 */
export async function askToConfirm(tx: Db, member: ListMember, now: Date): Promise<void> {
  const mailboxIds = await membersOfMailbox(tx, normalMailbox(member.email));
  await lockConfirmations(tx);
  const queued = await confirmationsOf(tx, mailboxIds);
  const today = lagosDayOf(now);
  if (queued.some((c) => c.day === today && c.members.includes(member.id))) return;
  const open = queued.find((c) => c.open);
  if (open) {
    if (!open.members.includes(member.id))
      await setConfirmationMembers(tx, open.outboxId, [...open.members, member.id]);
    return;
  }
  const taken = new Set(queued.map((c) => c.day));
  let day = today;
  while (taken.has(day) || (await confirmationsQueuedOn(tx, day)) >= LIST_CONFIRMATIONS_PER_DAY) day = addDays(day, 1);
  const dueAt = day === today ? undefined : lagosMidnight(day);
  await queueListEmail(tx, member.id, confirmationEmail(day), { members: String(member.id) }, dueAt);
}

/** The other members her confirmation emails named, which its link (this member's key) confirms too. */
export async function namedWith(tx: Db, memberId: number): Promise<number[]> {
  const named = (await confirmationsOf(tx, [memberId])).flatMap((c) => c.members);
  return [...new Set(named)].filter((id) => id !== memberId);
}
