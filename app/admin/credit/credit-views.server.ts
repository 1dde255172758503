import { randomBytes } from "node:crypto";
import type { CreditCodeRow } from "~/admin/credit/credit-list";
import { toCsv } from "~/admin/shared/csv";
import { moneyCell } from "~/admin/shared/money-cell";
import { money } from "~/features/currency";
import { codeRowLabel, CREDIT_KIND_WORDS, isMoveCode } from "~/features/credit";
import type { Db } from "~/server/db/db.server";
import { codesWithBalances, entriesOfCodes } from "~/server/credit/store.server";

/** Every code, newest first, with its balance and its rows (the owner's credit room). */
export async function creditCodeRows(db: Db): Promise<CreditCodeRow[]> {
  const codes = await codesWithBalances(db);
  const entries = await entriesOfCodes(
    db,
    codes.map((c) => c.id),
  );
  return codes.map((c) => {
    const own = entries.filter((e) => e.codeId === c.id);
    const moveCode = isMoveCode(own);
    return {
      id: c.id,
      kind: c.kind,
      last4: c.last4,
      email: c.email,
      balance: c.balance,
      currency: c.currency,
      createdAt: c.createdAt.toISOString(),
      expiresAt: c.expiresAt?.toISOString() ?? null,
      formKey: randomBytes(16).toString("hex"),
      entries: own.map((e) => ({
        label: codeRowLabel(e, moveCode),
        amount: e.amount,
        orderReference: e.orderReference,
        who: e.who,
        why: e.why,
        at: e.createdAt.toISOString(),
      })),
    };
  });
}

/**
 * The ledger as a CSV: one row per movement, signed (− taken from the code), named as on the screen
 * (a moved payment's rows name the order it went to or came from), with its code's last four,
 * owner and balance after it.
 */
export async function creditCsv(db: Db): Promise<string> {
  const rows = (await creditCodeRows(db)).toReversed().flatMap((c) => {
    let balance = 0;
    return c.entries.map((e) => {
      balance += e.amount;
      return [
        e.at,
        CREDIT_KIND_WORDS[c.kind],
        c.last4,
        c.email,
        e.label,
        moneyCell(money(e.amount, c.currency)),
        moneyCell(money(balance, c.currency)),
        e.orderReference ?? "",
        e.who,
        e.why,
      ];
    });
  });
  return toCsv(
    [
      "When (UTC)",
      "Kind",
      "Code ends",
      "Email",
      "Movement",
      "Amount (NGN)",
      "Balance after (NGN)",
      "Order",
      "Who",
      "Why",
    ],
    rows,
  );
}
