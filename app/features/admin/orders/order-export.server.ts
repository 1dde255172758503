import { toCsv } from "~/features/admin/shared/csv";
import { lagosCsvDateTime } from "~/lib/lagos-clock";
import { stateLabel } from "~/features/admin/orders/stages";
import type { Order, OrderItem } from "~/features/orders";
import { accountWords, orderAccount, orderRows, type OrderAccount } from "~/features/order-account";
import type { Db } from "~/server/db/db.server";
import { readOrderAccount } from "~/server/payments/account.server";
import { ordersPlacedBetween } from "~/server/orders/store/index.server";

const HEADER = [
  "Reference",
  "Placed (WAT)",
  "Stage",
  "Test order",
  "First name",
  "Last name",
  "Email",
  "Phone",
  "Address",
  "Town / city",
  "Postcode",
  "State",
  "Country",
  "Comments",
  "Items",
  "Pieces",
  "Total (NGN)",
  "Paid (NGN)",
  "Outstanding (NGN)",
  "Money",
  "To return (NGN)",
  "Paid (WAT)",
  "Payment channel",
  "Bought on sale",
  "Gift for",
  "Gift phone",
  "Gift message",
  "Discount code",
  "Discount (NGN)",
];

/** "2 × Coral Dress (M) at 12500", and the sale it was bought in with its regular price. */
function itemCell(i: OrderItem): string {
  const line = `${i.quantity} × ${i.name}${i.size ? ` (${i.size})` : ""} at ${i.unitPrice}`;
  if (!i.saleName) return line;
  return `${line} (${i.saleName} sale${i.listPrice !== undefined ? `, regular ${i.listPrice}` : ""})`;
}

/**
 * Orders as a spreadsheet: one row each, the items in one cell, amounts in whole naira; what each
 * has paid, owes and is to return is its account's (an order without one has paid nothing).
 */
export function ordersCsv(orders: readonly Order[], accounts: ReadonlyMap<string, OrderAccount>): string {
  const rows = orders.map((o) => {
    const money = accounts.get(o.reference) ?? orderAccount(orderRows(o, []));
    return [
      o.reference,
      lagosCsvDateTime(o.createdAt),
      stateLabel(o.status),
      o.isTest ? "yes" : "no",
      o.customer.firstName,
      o.customer.lastName,
      o.customer.email,
      o.customer.phone,
      o.customer.address,
      o.customer.city,
      o.customer.postcode,
      o.customer.state,
      o.customer.country,
      o.customer.comments,
      o.items.map(itemCell).join("; "),
      o.items.reduce((n, i) => n + i.quantity, 0),
      o.amountKobo / 100,
      money.paid,
      money.owedNow,
      accountWords(money),
      money.overpaid,
      o.paidAt ? lagosCsvDateTime(o.paidAt) : "",
      typeof o.payment?.channel === "string" ? o.payment.channel : "",
      [...new Set(o.items.flatMap((i) => (i.saleName ? [i.saleName] : [])))].join("; "),
      o.gift?.recipientName ?? "",
      o.gift?.recipientPhone ?? "",
      o.gift?.message ?? "",
      o.discount?.code ?? "",
      o.discount?.amount ?? "",
    ];
  });
  return toCsv(HEADER, rows);
}

/** The orders placed from `from` to `to` (days in WAT) as a spreadsheet, with each one's account. */
export async function ordersCsvBetween(db: Db, from: string, to: string): Promise<string> {
  const orders = await ordersPlacedBetween(db, from, to);
  const accounts = new Map<string, OrderAccount>();
  for (const o of orders) accounts.set(o.reference, (await readOrderAccount(db, o)).account);
  return ordersCsv(orders, accounts);
}
