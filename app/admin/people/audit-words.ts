// Who did what, in words (pure): an entry's money before and after, from the order's account as
// the ledger's module derived it when the entry was made; nothing is summed again here.
import { formatMoney, money, type LedgerCurrency } from "~/features/currency";

type Standing = {
  currency?: unknown;
  codeBalance?: unknown;
  netPaid?: unknown;
  refunded?: { processed?: unknown; pending?: unknown };
  creditIssued?: unknown;
  movedOut?: unknown;
};

/** The snapshot's currency: an order account's own; naira for a code's balance and entries kept before currencies. */
const currencyOf = (s: Standing): LedgerCurrency => (s.currency === "USD" ? "USD" : "NGN");

/**
 * "holds ₦50,000; refunded ₦0; credit ₦0; moved ₦0" for an order, "code balance ₦20,000" for a
 * credit or gift card code, or "" for an entry with no money.
 */
export function standingWords(standing: unknown): string {
  if (!standing || typeof standing !== "object") return "";
  const s = standing as Standing;
  const amount = (n: unknown) => (typeof n === "number" ? formatMoney(money(n, currencyOf(s))) : "?");
  if (s.codeBalance !== undefined) return `code balance ${amount(s.codeBalance)}`;
  const refunded = (Number(s.refunded?.processed) || 0) + (Number(s.refunded?.pending) || 0);
  return `holds ${amount(s.netPaid)}; refunded ${amount(refunded)}; credit ${amount(s.creditIssued)}; moved ${amount(s.movedOut)}`;
}

export interface AuditLine {
  at: string;
  person: string;
  address: string;
  action: string;
  subject: string;
  before: string;
  after: string;
}

export const AUDIT_HEADER = ["When (Lagos)", "Person", "Address", "Action", "Order or request", "Before", "After"];

export const auditCells = (l: AuditLine) => [l.at, l.person, l.address, l.action, l.subject, l.before, l.after];
