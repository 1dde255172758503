import { toCsv } from "~/features/admin/shared/csv";
import { lagosDateTime } from "~/lib/lagos-format";
import { stateLabel } from "~/features/admin/orders/stages";
import type { Order, OrderItem } from "~/features/orders";

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
  "State",
  "Country",
  "Comments",
  "Items",
  "Pieces",
  "Total (NGN)",
  "Paid (WAT)",
  "Payment channel",
  "Bought on sale",
];

/** "2 × Coral Dress (M) at 12500", and the sale it was bought in with its regular price. */
function itemCell(i: OrderItem): string {
  const line = `${i.quantity} × ${i.name}${i.size ? ` (${i.size})` : ""} at ${i.unitPrice}`;
  if (!i.saleName) return line;
  return `${line} (${i.saleName} sale${i.listPrice !== undefined ? `, regular ${i.listPrice}` : ""})`;
}

/** Orders as a spreadsheet: one row each, the items in one cell, amounts in whole naira. */
export function ordersCsv(orders: readonly Order[]): string {
  const rows = orders.map((o) => [
    o.reference,
    lagosDateTime(o.createdAt),
    stateLabel(o.status),
    o.isTest ? "yes" : "no",
    o.customer.firstName,
    o.customer.lastName,
    o.customer.email,
    o.customer.phone,
    o.customer.address,
    o.customer.state,
    o.customer.country,
    o.customer.comments,
    o.items.map(itemCell).join("; "),
    o.items.reduce((n, i) => n + i.quantity, 0),
    o.amountKobo / 100,
    o.paidAt ? lagosDateTime(o.paidAt) : "",
    typeof o.payment?.channel === "string" ? o.payment.channel : "",
    [...new Set(o.items.flatMap((i) => (i.saleName ? [i.saleName] : [])))].join("; "),
  ]);
  return toCsv(HEADER, rows);
}
