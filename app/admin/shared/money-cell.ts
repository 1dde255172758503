import { ledgerFieldValue, nairaOf, type Money } from "~/features/currency";
import type { CsvCell } from "./csv";

/**
 * Money as a spreadsheet cell: naira as a number of naira (the columns' NGN, kobo as decimals); dollars in
 * words, "USD 120.50", so they are never read, nor added up, as naira.
 */
export const moneyCell = (m: Money): CsvCell =>
  m.currency === "NGN" ? nairaOf(m.amount) : `USD ${ledgerFieldValue(m.amount, m.currency)}`;
