import { formatMoney, type Money } from "~/features/currency";
import { formatDay } from "~/lib/lagos-clock";
import type { ReminderNotice } from "./notice-params";

/** The reminders of a balance, each sent once, the hours before its due time they fall (settings). */
export const BALANCE_REMINDERS = ["customer-balance-soon", "customer-balance-due"] as const satisfies ReminderNotice[];

/** What is owed (the account's owedNow, in the order's currency), the last Lagos day to pay it, and the order's page where she pays. */
export interface BalanceNoteFacts {
  reference: string;
  outstanding: Money;
  dueDay: string;
  orderUrl: string;
  /** Further lines of hers (her own account for paying by transfer). */
  more?: readonly string[];
  /** A plan's (Pay small small): what is paid of its total, "Paid ₦360,000 of ₦900,000"; the outstanding is its next part. */
  planPaid?: string;
}

/** What is owed: a deposit's balance, or a plan's next part with what is paid so far. */
const owedWords = (f: BalanceNoteFacts, order: string) =>
  f.planPaid
    ? `${f.planPaid} on ${order} ${f.reference}. The next part, ${formatMoney(f.outstanding)},`
    : `The balance of ${formatMoney(f.outstanding)} on ${order} ${f.reference}`;

/** The last line of every reminder to a shopper: her link to stop this order's reminders. */
const stopLine = (stopUrl: string) => `\n\nNo more reminders for this order: ${stopUrl}`;

/** The address of an order's "no more reminders" page, with its random key. */
export const stopRemindersPath = (reference: string, key: string) =>
  `/order/${reference}/reminders?key=${encodeURIComponent(key)}`;

/** The note of a balance's reminder to the shopper, with the link she pays it at and her stop link. */
export const balanceReminderNote = (f: BalanceNoteFacts, stopUrl: string) =>
  `${owedWords(f, "your order")} is due by ${formatDay(f.dueDay)}. ` +
  `Pay it on your order's page (card, transfer or USSD): ${f.orderUrl}` +
  (f.more ?? []).map((line) => `\n\n${line}`).join("") +
  stopLine(stopUrl);

/** The note of the owner's email about a balance past its due time. */
export const balanceOverdueNote = (f: BalanceNoteFacts) =>
  `${owedWords(f, "order")} was due by ${formatDay(f.dueDay)} and is not paid. ` +
  `Her order's page, where she can pay it: ${f.orderUrl}`;

/** The note of the one email to a shopper whose order has no payment an hour after she placed it. */
export const unpaidReminderNote = (reference: string, orderUrl: string, stopUrl: string) =>
  `Your order ${reference} is saved but not paid yet. Complete payment on its page: ${orderUrl}` + stopLine(stopUrl);
