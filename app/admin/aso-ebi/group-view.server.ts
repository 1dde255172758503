// Reads a group for the owner: its shares from their orders, each share's money from its order's
// account (readOrderAccounts), her measurements from the group's store.
import { groupState, groupTotals, type GroupTotals } from "~/features/aso-ebi";
import { accountWords } from "~/features/order-account";
import type { Order } from "~/features/orders";
import { measurementLines, type Measurements } from "~/features/measurements";
import { lagosToday } from "~/lib/lagos-clock";
import type { Db } from "~/server/db/db.server";
import { measurementsOfGroup, type Group } from "~/server/aso-ebi/store.server";
import { findGroup, listGroups } from "~/server/aso-ebi/owner-store.server";
import { ordersOfGroup, ordersOfGroups } from "~/server/orders/store/index.server";
import { readOrderAccounts } from "~/server/payments/account.server";
import { isLive, MEASURED, type GroupState, type Share } from "./group-view";

/** Each order of a group as a share, its money from its account. */
async function sharesOf(db: Db, orders: Order[], measured: Map<string, Measurements>): Promise<Share[]> {
  const accounts = await readOrderAccounts(db, orders);
  return orders.map((o) => {
    const { account } = accounts.get(o.reference)!;
    const m = measured.get(o.reference);
    return {
      reference: o.reference,
      name: `${o.customer.firstName} ${o.customer.lastName}`,
      country: o.customer.country,
      state: o.status,
      size: m ? MEASURED : (o.items[0]?.size ?? "") || MEASURED,
      pieces: o.items.reduce((n, i) => n + i.quantity, 0),
      measurements: m ? measurementLines(m) : [],
      accountStatus: account.status,
      total: account.total,
      netPaid: account.netPaid,
      currency: account.currency,
      owedNow: account.owedNow,
      money: accountWords(account),
      readyBy: o.delivery.readyBy ?? null,
    };
  });
}

/** The totals of the shares that still count. */
const totalsOf = (shares: Share[]): GroupTotals =>
  groupTotals(
    shares.filter(isLive).map((s) => ({ status: s.accountStatus, netPaid: s.netPaid, currency: s.currency })),
  );

export interface OwnerGroup {
  group: Group;
  shares: Share[];
  totals: GroupTotals;
  state: GroupState;
  today: string;
}

/** One group as her page shows it, or undefined when there is none with that id. */
export async function ownerGroup(db: Db, id: number, today = lagosToday()): Promise<OwnerGroup | undefined> {
  const group = await findGroup(db, id);
  if (!group) return undefined;
  const [orders, measured] = await Promise.all([ordersOfGroup(db, id), measurementsOfGroup(db, id)]);
  const shares = await sharesOf(db, orders, measured);
  const totals = totalsOf(shares);
  return { group, shares, totals, state: groupState(group, today, totals.paid), today };
}

export interface GroupListItem {
  id: number;
  name: string;
  eventName: string;
  eventOn: string;
  joinBy: string;
  totals: GroupTotals;
  state: GroupState;
}

/** Every group with its members, paid count and money: two statements and the accounts' reads. */
export async function ownerGroupList(db: Db, today = lagosToday()): Promise<GroupListItem[]> {
  const groups = await listGroups(db);
  const byGroup = await ordersOfGroups(
    db,
    groups.map((g) => g.id),
  );
  const accounts = await readOrderAccounts(db, [...byGroup.values()].flat());
  return groups.map((g) => {
    const shares = (byGroup.get(g.id) ?? []).map((o) => ({
      state: o.status,
      account: accounts.get(o.reference)!.account,
    }));
    const totals = groupTotals(shares.filter(isLive).map((s) => s.account));
    return {
      id: g.id,
      name: g.name,
      eventName: g.eventName,
      eventOn: g.eventOn,
      joinBy: g.extendedTo ?? g.joinBy,
      totals,
      state: groupState(g, today, totals.paid),
    };
  });
}
