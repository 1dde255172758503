// What each screen, email and file of the shop states of an order's money, read through the server
// function that builds it (never the browser): its figures as Money, its words as they are written.
import { ordersCsv } from "~/admin/orders/order-export.server";
import { refundsView } from "~/admin/orders/order-refunds.server";
import { adminOrderView } from "~/admin/orders/order-view.server";
import { productionSheet } from "~/admin/orders/production-sheet";
import { BALANCE_DUE } from "~/admin/orders/stages";
import { ATELIER_STAGES } from "~/admin/production/production-view.server";
import { money, parseMoney, type LedgerCurrency, type Money } from "~/features/currency";
import { shopperStatusText, type AccountLine } from "~/features/order-account";
import type { Order } from "~/features/orders";
import { herOrders } from "../account/her-orders.server";
import { coordinatorView } from "../aso-ebi/coordinator.server";
import type { Group } from "../aso-ebi/store.server";
import { creditFacts } from "../credit/credit-from-order.server";
import { movableOf } from "../credit/move-payment.server";
import type { Db } from "../db/db.server";
import { readOrderAccount, readOrderAccounts } from "../payments/account.server";
import type { Services } from "../services.server";
import { noticeEmail } from "../orders/notices.server";
import { balanceFacts } from "../orders/reminders.server";
import { shopperOrderView } from "../orders/order-page.server";
import { balanceDueReferences } from "../orders/balance-due.server";
import { findOrders } from "../orders/store/index.server";

/** The account's figures a reader may state: each is one of the account's own. */
export type Figure =
  | "total"
  | "paid"
  | "owed"
  /** What it still holds (netPaid): paid less what went back. */
  | "kept"
  | "toReturn"
  | "paidByPaystack"
  | "refundable"
  | "creditable"
  | "movable";

/** What one reader states of one order. */
export interface Statement {
  reader: string;
  /** The currency it says the order is in, when it says one. */
  currency?: LedgerCurrency;
  figures?: Partial<Record<Figure, Money>>;
  /** Where the money stands, in the words it shows. */
  words?: string;
  /** What its payment form asks her to pay now: never more than she owes. */
  asks?: Money;
  /** The account's rows as it lists them, each signed in the order's currency. */
  lines?: readonly AccountLine[];
  /** Whether the owner's list shows it under Balance due. */
  balanceDue?: boolean;
  /** Its other sentences about the order (history, summaries, notes): any amount in them is in the order's currency. */
  texts?: readonly string[];
  /** The amounts it says Paystack took, by payment reference, to return. */
  toReturnOf?: readonly { reference: string; said: Money }[];
}

/** A CSV cell of an amount: a naira order's whole naira, a dollar order's "USD 120.50". */
function csvMoney(cell: string): Money {
  const currency = cell.startsWith("USD ") ? "USD" : "NGN";
  const read = parseMoney(cell, currency);
  if (!read.ok) throw new Error(`The export's cell "${cell}" is not an amount: ${read.error}`);
  return read.money;
}

/** RFC 4180 rows (quoted cells, doubled quotes, CRLF line ends), as the export writes them. */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted || (c !== "," && c !== "\n")) cell += c;
    else {
      row.push(cell.replace(/\r$/, ""));
      cell = "";
      if (c === "\n") {
        rows.push(row);
        row = [];
      }
    }
  }
  return rows;
}

/**
 * The orders as the owner's export writes them (its writer, with their accounts read together as
 * each of its pages reads them), by reference: each row as header → cell.
 */
export async function exported(db: Db, orders: readonly Order[]): Promise<Map<string, Record<string, string>>> {
  const accounts = new Map([...(await readOrderAccounts(db, orders))].map(([ref, a]) => [ref, a.account]));
  const [header = [], ...rows] = csvRows(ordersCsv(orders, accounts).replace(/^\uFEFF/, ""));
  return new Map(rows.map((r) => [r[0]!, Object.fromEntries(header.map((h, i) => [h, r[i] ?? ""]))]));
}

/** What her own page lists: every order of her email, as herOrders builds it. */
export const herPage = (services: Services, email: string) => herOrders(services.db, email, false);

/** Every reader's statement of the order: its shopper's pages and emails, the owner's pages, list and export. */
export async function statementsOf(
  services: Services,
  order: Order,
  csv: ReadonlyMap<string, Record<string, string>>,
  her: Awaited<ReturnType<typeof herPage>>,
): Promise<Statement[]> {
  const { db, env } = services;
  const c = order.currency;
  const m = (amount: number) => money(amount, c);
  const [page, admin, listed, shown, paidEmail, ownerEmail, refunds, credit, movable, { account }] = await Promise.all([
    shopperOrderView(db, order, { demo: false, own: true }),
    adminOrderView(db, env, order),
    balanceDueReferences(db, BALANCE_DUE.states).then((among) =>
      findOrders(db, { states: BALANCE_DUE.states, among, search: order.reference, page: 1 }),
    ),
    findOrders(db, { search: order.reference, page: 1 }),
    noticeEmail(db, { reference: order.reference, notice: "customer-paid", params: {} }, "https://hazel.example"),
    noticeEmail(db, { reference: order.reference, notice: "owner-paid", params: {} }, "https://hazel.example"),
    refundsView(db, env, order),
    creditFacts(db, order),
    movableOf(db, order),
    readOrderAccount(db, order),
  ]);
  const mine = her.find((o) => o.reference === order.reference);
  const row = csv.get(order.reference);
  const listedOrder = shown.orders.find((o) => o.reference === order.reference);
  const statements: Statement[] = [
    {
      reader: "shopper's order page",
      currency: page.currency,
      figures: { total: m(page.total), paid: m(page.money.paid), owed: m(page.money.owed) },
      words: page.money.words,
      ...(page.payment ? { asks: m(page.payment.amount) } : {}),
    },
    {
      reader: "her own page",
      currency: mine?.currency,
      figures: mine ? { total: m(mine.total), owed: m(mine.owed) } : {},
      words: mine?.money,
      ...(mine?.pay ? { asks: m(mine.pay.amount) } : {}),
    },
    {
      reader: "owner's order page",
      currency: admin.currency,
      figures: {
        total: m(admin.total),
        paid: m(admin.money.paid),
        kept: m(admin.money.kept),
        owed: m(admin.money.owed),
        toReturn: m(admin.money.toReturn),
      },
      words: admin.money.words,
      lines: admin.money.lines,
      texts: [
        ...admin.delivery,
        ...admin.history.flatMap((e) => (e.note ? [e.note] : [])),
        ...(admin.money.whatsapp ? [decodeURIComponent(admin.money.whatsapp)] : []),
      ],
      toReturnOf: admin.moneyToReturn.map((r) => ({
        reference: r.paystackReference,
        said: r.amount,
      })),
    },
    {
      reader: "owner's forms (refund, credit, move)",
      currency: refunds.currency,
      figures: {
        paidByPaystack: m(refunds.standing.paid),
        refundable: m(refunds.standing.refundable),
        creditable: m(credit.creditable),
        movable: m(movable),
      },
      texts: refunds.payments.map((p) => p.label),
    },
    {
      reader: "orders list",
      currency: listedOrder?.currency,
      figures: listedOrder ? { total: m(listedOrder.amountMinor) } : {},
      balanceDue: listed.orders.some((o) => o.reference === order.reference),
    },
    {
      reader: "production sheet",
      words: productionSheet(order, account).money,
    },
  ];
  // The status her order page shows: the account's words while it owes, or once its fee moved on.
  const shownStatus = shopperStatusText(order.status, page.money);
  if (shownStatus.owes || account.status === "moved")
    statements.push({ reader: "shopper's order page: status", words: shownStatus.title });
  // The page's balance box and its "paid by" split, where it shows them.
  if (page.balance)
    statements.push({
      reader: "shopper's order page: balance",
      figures: { paid: m(page.balance.paid), owed: m(page.balance.outstanding) },
    });
  if (page.paidBy)
    statements.push({
      reader: "shopper's order page: paid by",
      figures: { paid: m(page.paidBy.credit + page.paidBy.paystack), paidByPaystack: m(page.paidBy.paystack) },
    });
  for (const [reader, email] of [
    ["shopper's email", paidEmail],
    ["owner's email", ownerEmail],
  ] as const) {
    if (!email) continue;
    const total = parseMoney(email.total ?? "", c);
    statements.push({
      reader,
      figures: total.ok ? { total: total.money } : {},
      ...(total.ok ? {} : { currency: email.total?.startsWith("$") ? "USD" : "NGN" }),
      words: email.money,
      texts: [email.order_summary ?? "", email.note ?? ""],
    });
  }
  // The balance reminders' and the owner's overdue email's "balance of …": what queueReminders
  // says of the order while it is being made (nothing once it owes nothing).
  if (order.deposit && (BALANCE_DUE.states as readonly string[]).includes(order.status)) {
    const facts = await balanceFacts(db, order, "https://hazel.example");
    statements.push({ reader: "balance reminders", figures: { owed: facts?.outstanding ?? m(0) } });
  }
  if (row)
    statements.push({
      reader: "orders export (CSV)",
      currency: csvMoney(row["Total (NGN)"]!).currency,
      figures: {
        total: csvMoney(row["Total (NGN)"]!),
        paid: csvMoney(row["Paid (NGN)"]!),
        owed: csvMoney(row["Outstanding (NGN)"]!),
        toReturn: csvMoney(row["To return (NGN)"]!),
      },
      words: row.Money,
    });
  return statements;
}

/** Her friend's page of her aso-ebi group: each member as the coordinator sees her, and what was collected. */
export const coordinatorPage = (services: Services, group: Group) => coordinatorView(services, group);

/** Which of `references` the tailor's desk lists as pieces to make (its stages, fees left out). */
export async function onTailorsDesk(db: Db, references: readonly string[]): Promise<Set<string>> {
  const { orders } = await findOrders(db, { states: ATELIER_STAGES, piecesOnly: true, among: references, page: 1 });
  return new Set(orders.map((o) => o.reference));
}
