// What a group's deadline and the owner's decision mean, read from its shares' accounts: for the
// group's pages, a guest's order page, and the emails stored once when the owner decides.
import {
  deadlineWords,
  groupState,
  groupTotals,
  lastJoinDay,
  paidWord,
  shareDeadlineWords,
  shareEnded,
} from "~/features/aso-ebi";
import type { Order } from "~/features/orders";
import type { GroupNewsPurpose } from "~/features/notices/purposes";
import { lagosToday } from "~/lib/lagos-clock";
import type { Db } from "../db/db.server";
import { queueAlert } from "../outbox/store.server";
import { readOrderAccounts, type ReadAccount } from "../payments/account.server";
import { groupIdOfOrder, ordersOfGroup } from "../orders/store/index.server";
import { storeOrderMessage } from "../orders/message-notices.server";
import { findGroup } from "./owner-store.server";
import { groupsPastTheirLastDay, type Group } from "./store.server";

type Accounts = ReadonlyMap<string, ReadAccount>;

/** A share as the deadline leaves it: paid at least its deposit, any money in, lapsed or ended. */
function shareFacts(order: Order, accounts: Accounts) {
  const { account } = accounts.get(order.reference)!;
  return { paid: paidWord(account.status) !== "nothing", paidIn: account.paid > 0, ended: shareEnded(order.status) };
}

/** The group's state on `today` and how many paid, from its shares' accounts (as the owner's choice counts them). */
function stateOf(group: Group, orders: readonly Order[], accounts: Accounts, today: string) {
  const paid = groupTotals(orders.map((o) => accounts.get(o.reference)!.account)).paid;
  return { state: groupState(group, today, paid), paid };
}

/** The group's state and its news in words for its pages (null while simply open). */
export async function groupNews(db: Db, group: Group, today = lagosToday()) {
  const orders = await ordersOfGroup(db, group.id);
  const { state, paid } = stateOf(group, orders, await readOrderAccounts(db, orders), today);
  return { state, words: deadlineWords(group, state, paid) };
}

/** The group an order is a share of, as her order's page names it, with what its deadline means for her; or null. */
export async function shareNews(
  db: Db,
  reference: string,
  today = lagosToday(),
): Promise<{ name: string; path: string; news: string | null } | null> {
  const id = await groupIdOfOrder(db, reference);
  const group = id === null ? undefined : await findGroup(db, id);
  if (!group) return null;
  const orders = await ordersOfGroup(db, group.id);
  const accounts = await readOrderAccounts(db, orders);
  const { state } = stateOf(group, orders, accounts, today);
  const own = orders.find((o) => o.reference === reference);
  return {
    name: group.name,
    path: `/aso-ebi/${group.pageKey}`,
    news: own ? shareDeadlineWords(group, state, shareFacts(own, accounts)) : null,
  };
}

/**
 * Stores the owner's decision's emails, in the transaction that takes it: one to the coordinator
 * and one to each guest whose share still counted, each under a key of the group and its decision,
 * so a repeated decision or a second instance stores none again. The outbox's relay sends them.
 * A guest who chose WhatsApp or SMS updates gets the same words there, once per share.
 */
export const queueDecisionNotices = (
  tx: Db,
  decided: Group,
  orders: readonly Order[],
  accounts: Accounts,
  when: { today: string; siteUrl: string },
): Promise<void> =>
  queueGroupNotices(tx, decided, orders, accounts, {
    ...when,
    key: `aso-ebi-decision:${decided.id}:${decided.outcome}`,
    status: `what was decided for ${decided.name}`,
    purpose: "aso-ebi-decision",
  });

/**
 * The coordinator's email and each counting guest's, saying what the group's state means for them,
 * once per key; each guest's WhatsApp/SMS notice beside hers when her number consented, once per
 * share and purpose (a later extension's last day is emailed, not messaged again).
 */
async function queueGroupNotices(
  tx: Db,
  group: Group,
  orders: readonly Order[],
  accounts: Accounts,
  {
    today,
    siteUrl,
    key,
    status,
    purpose,
  }: { today: string; siteUrl: string; key: string; status: string; purpose: GroupNewsPurpose },
): Promise<void> {
  const origin = siteUrl.replace(/\/+$/, "");
  const { state, paid } = stateOf(group, orders, accounts, today);
  const c = group.coordinator;
  await queueAlert(tx, `${key}:coordinator`, "customer", {
    to_email: c.email,
    to_name: c.firstName,
    reference: "",
    status,
    order_summary: deadlineWords(group, state, paid) ?? "",
    total: "",
    order_url: `${origin}/aso-ebi/${group.pageKey}`,
    note: "Your private page says the same, beside each guest's share.",
  });
  for (const order of orders) {
    if (shareEnded(order.status)) continue;
    const words = shareDeadlineWords(group, state, shareFacts(order, accounts)) ?? "";
    await queueAlert(tx, `${key}:${order.reference}`, "customer", {
      to_email: order.customer.email,
      to_name: order.customer.firstName,
      reference: order.reference,
      status: `your share of ${group.name}`,
      order_summary: words,
      total: "",
      order_url: `${origin}/order/${order.reference}`,
      note: "",
    });
    if (words) await storeOrderMessage(tx, order, purpose, async () => [order.reference, group.name, words]);
  }
}

/**
 * At a group's last day to join, whatever it leaves (closed with its guests, or a missed minimum
 * the atelier now decides on), the coordinator and every guest are told by email what their pages
 * say, once per group and last day however many instances look (an extension's day is its own).
 * Looks back a fortnight, so a shop that was down on the day still tells them.
 */
export async function queueDeadlineNotices(db: Db, { today, siteUrl }: { today: string; siteUrl: string }) {
  for (const group of await groupsPastTheirLastDay(db, today)) {
    await db.transaction(async (tx) => {
      const orders = await ordersOfGroup(tx, group.id);
      const accounts = await readOrderAccounts(tx, orders);
      await queueGroupNotices(tx, group, orders, accounts, {
        today,
        siteUrl,
        key: `aso-ebi-deadline:${group.id}:${lastJoinDay(group)}`,
        status: `${group.name}: the last day to join has passed`,
        purpose: "aso-ebi-deadline",
      });
    });
  }
}
