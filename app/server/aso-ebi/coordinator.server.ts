// The coordinator's private page: her group's members as she may see them (never an address,
// a phone or measurements), the totals from the members' order accounts, and her reminders.
import {
  deadlineWords,
  groupState,
  groupTotals,
  lastJoinDay,
  paidWord,
  reminderText,
  shareLink,
  type GroupTotals,
  type PaidWord,
} from "~/features/aso-ebi";
import { ORDER_STATUS_TEXT, type Order } from "~/features/orders";
import { formatDay, lagosDayOf } from "~/lib/lagos-clock";
import type { Db } from "../db/db.server";
import type { Env } from "../base/env.server";
import { readOrderAccounts } from "../payments/account.server";
import { ordersOfGroup } from "../orders/store/index.server";
import { queueAlert } from "../outbox/store.server";
import {
  findGroupWithKeyHash,
  referencesWithMeasurements,
  remindedOn,
  takeReminderDay,
  type Group,
} from "./store.server";
import { isSecretOf } from "./keys.server";

/** A member as her coordinator sees her. */
interface MemberView {
  reference: string;
  name: string;
  paid: PaidWord;
  fit: "size given" | "measurements given";
  country: string;
  stage: string;
  /** Her order's page, where anyone with the link may pay her share. */
  payPath: string | null;
  remindedToday: boolean;
  whatsapp: string | null;
}

export interface CoordinatorView {
  group: Pick<Group, "pageKey" | "name" | "eventName" | "eventOn" | "joinBy" | "minimum" | "payPlan">;
  members: MemberView[];
  totals: GroupTotals;
  /** Whether guests may still join; once not, `news` says what happened at the deadline. */
  open: boolean;
  news: string | null;
}

const stageOf = (o: Order) => (o.status === "pending" ? "Waiting for payment" : ORDER_STATUS_TEXT[o.status].title);

/** The group when `secret` is its coordinator's; undefined for a wrong key as for an unknown group. */
export async function coordinatorGroup(db: Db, pageKey: string, secret: string | null): Promise<Group | undefined> {
  const found = await findGroupWithKeyHash(db, pageKey);
  return found && isSecretOf(secret, found.coordinatorKeyHash) ? found.group : undefined;
}

export async function coordinatorView(
  { env, db }: { env: Env; db: Db },
  group: Group,
  now = new Date(),
  /** The shop's address the page is read on (its links); SITE_URL when absent. */
  site = env.SITE_URL,
): Promise<CoordinatorView> {
  const orders = await ordersOfGroup(db, group.id);
  const [accounts, measured, reminded] = await Promise.all([
    readOrderAccounts(db, orders),
    referencesWithMeasurements(db, group.id),
    remindedOn(
      db,
      orders.map((o) => o.reference),
      lagosDayOf(now),
    ),
  ]);
  const origin = site.replace(/\/+$/, "");
  const members = orders.map((o): MemberView => {
    const account = accounts.get(o.reference)!.account;
    const owes = account.owedNow > 0 && account.stage === "open" && o.status !== "expired";
    const payPath = owes ? `/order/${o.reference}` : null;
    return {
      reference: o.reference,
      name: `${o.customer.firstName} ${o.customer.lastName}`,
      paid: paidWord(account.status, account.stage),
      fit: measured.has(o.reference) ? "measurements given" : "size given",
      country: o.customer.country,
      stage: stageOf(o),
      payPath,
      remindedToday: reminded.has(o.reference),
      whatsapp: payPath ? shareLink(reminderText(o.customer.firstName, group.name, `${origin}${payPath}`)) : null,
    };
  });
  // Each share in its order's currency: a guest abroad pays in dollars, the totals keep them apart.
  const totals = groupTotals(orders.map((o) => accounts.get(o.reference)!.account));
  const { pageKey, name, eventName, eventOn, joinBy, minimum, payPlan } = group;
  const state = groupState(group, lagosDayOf(now), totals.paid);
  return {
    group: { pageKey, name, eventName, eventOn, joinBy, minimum, payPlan },
    members,
    totals,
    open: state === "open",
    news: deadlineWords(group, state, totals.paid),
  };
}

export type RemindResult = { ok: true; sent: number } | { ok: false; message: string };

/**
 * Reminds the group's unpaid members by email: at most once a Lagos day each, the day's row taken
 * before her email is queued, in one transaction (two tabs or instances remind once).
 */
export async function remindUnpaid(
  { env, db }: { env: Env; db: Db },
  group: Group,
  only: string | null,
  now = new Date(),
): Promise<RemindResult> {
  const view = await coordinatorView({ env, db }, group, now);
  const unpaid = view.members.filter((m) => m.payPath && (!only || m.reference === only));
  if (unpaid.length === 0)
    return {
      ok: false,
      message: only ? "This member has nothing left to pay." : "Everyone has paid: there is no one to remind.",
    };
  const orders = new Map((await ordersOfGroup(db, group.id)).map((o) => [o.reference, o]));
  const day = lagosDayOf(now);
  const origin = env.SITE_URL.replace(/\/+$/, "");
  let sent = 0;
  for (const m of unpaid) {
    const order = orders.get(m.reference)!;
    const queued = await db.transaction(async (tx) => {
      if (!(await takeReminderDay(tx, m.reference, day))) return false;
      await queueAlert(tx, `aso-ebi-reminder:${m.reference}:${day}`, "customer", {
        to_email: order.customer.email,
        to_name: order.customer.firstName,
        reference: order.reference,
        status: `your share of ${group.name}`,
        order_summary: `${group.coordinator.firstName} reminds you to pay your share of ${group.name}'s aso-ebi for ${group.eventName}.`,
        total: "",
        order_url: `${origin}/order/${order.reference}`,
        note: `Guests join and pay until ${formatDay(lastJoinDay(group))}.`,
      });
      return true;
    });
    if (queued) sent++;
  }
  if (sent === 0) return { ok: false, message: "Everyone unpaid was already reminded today: try again tomorrow." };
  return { ok: true, sent };
}
