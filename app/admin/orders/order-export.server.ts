import { money, type LedgerCurrency } from "~/features/currency";
import { moneyCell } from "~/admin/shared/money-cell";
import { csvHead, csvLines, toCsv, type CsvCell } from "~/admin/shared/csv";
import { lagosCsvDateTime } from "~/lib/lagos-clock";
import { stateLabel } from "~/admin/orders/stages";
import { sizeLeftOpen, type Order, type OrderItem } from "~/features/orders";
import { accountWords, orderAccount, orderRows, type OrderAccount } from "~/features/order-account";
import type { Db } from "~/server/db/db.server";
import { readOrderAccounts } from "~/server/payments/account.server";
import { ordersPlacedPage, type PlacedCursor } from "~/server/orders/store/index.server";

/** Orders read (with their accounts) at a time: the export holds one page, however many orders the days hold. */
const EXPORT_PAGE_SIZE = 500;

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

/** An amount in an order's currency as a cell (moneyCell: naira a number, dollars "USD 120.50"). */
const amountCell = (amount: number, currency: LedgerCurrency): CsvCell => moneyCell(money(amount, currency));

/** "2 × Coral Dress (M) at 12500", and the sale it was bought in with its regular price. */
function itemCell(i: OrderItem, currency: LedgerCurrency): string {
  const size = i.size || (sizeLeftOpen(i) ? "size not specified" : "");
  const line = `${i.quantity} × ${i.name}${size ? ` (${size})` : ""} at ${amountCell(i.unitPrice, currency)}`;
  if (!i.saleName) return line;
  const regular = i.listPrice !== undefined ? `, regular ${amountCell(i.listPrice, currency)}` : "";
  return `${line} (${i.saleName} sale${regular})`;
}

/**
 * Orders as a spreadsheet: one row each, the items in one cell, amounts in whole naira (a dollar
 * order's as "USD 120.50"); what each has paid, owes and is to return is its account's (an order
 * without one has paid nothing).
 */
export function ordersCsv(orders: readonly Order[], accounts: ReadonlyMap<string, OrderAccount>): string {
  return toCsv(HEADER, orderLines(orders, accounts));
}

function orderLines(orders: readonly Order[], accounts: ReadonlyMap<string, OrderAccount>): CsvCell[][] {
  return orders.map((o) => {
    const account = accounts.get(o.reference) ?? orderAccount(orderRows(o, []));
    const amount = (n: number) => amountCell(n, o.currency);
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
      o.items.map((i) => itemCell(i, o.currency)).join("; "),
      o.items.reduce((n, i) => n + i.quantity, 0),
      amount(o.amountMinor),
      amount(account.paid),
      amount(account.owedNow),
      accountWords(account),
      amount(account.overpaid),
      o.paidAt ? lagosCsvDateTime(o.paidAt) : "",
      typeof o.payment?.channel === "string" ? o.payment.channel : "",
      [...new Set(o.items.flatMap((i) => (i.saleName ? [i.saleName] : [])))].join("; "),
      o.gift?.recipientName ?? "",
      o.gift?.recipientPhone ?? "",
      o.gift?.message ?? "",
      o.discount?.code ?? "",
      o.discount ? amount(o.discount.amount) : "",
    ];
  });
}

/**
 * The orders placed from `from` to `to` (days in WAT) as a spreadsheet, in parts: its header,
 * then a page of orders at a time (keyset, oldest first), each page's accounts read together.
 * The next page is read only when the last part was taken.
 */
export async function* ordersCsvParts(
  db: Db,
  range: { from: string; to: string },
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<string> {
  yield csvHead(HEADER);
  let cursor: PlacedCursor | undefined;
  do {
    const page = await ordersPlacedPage(db, range, cursor, pageSize);
    if (page.orders.length === 0) return;
    const accounts = new Map([...(await readOrderAccounts(db, page.orders))].map(([ref, a]) => [ref, a.account]));
    yield csvLines(orderLines(page.orders, accounts));
    cursor = page.next;
  } while (cursor);
}

/** The orders placed from `from` to `to` (days in WAT) as one spreadsheet, with each one's account. */
export async function ordersCsvBetween(db: Db, from: string, to: string): Promise<string> {
  let csv = "";
  for await (const part of ordersCsvParts(db, { from, to })) csv += part;
  return csv;
}
