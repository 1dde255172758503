import { randomBytes } from "node:crypto";
import { formatMoney, money } from "~/features/currency";
import { codeFromBytes, CODE_LENGTH, formatCode } from "~/features/credit";
import type { Db } from "../db/db.server";
import { addEntry, balanceOfEmail, insertCode } from "./store.server";
import { queueAlert } from "../outbox/store.server";

/**
 * What a transfer to her own account brought beyond what her orders owe, as store credit of hers
 * (no fee: it is her money), for a caller storing the transfer in its transaction: a new code with
 * its `issued` row keyed by the transfer, and her email with the code queued. Answers the code's
 * last four.
 */
export async function creditFromTransfer(
  tx: Db,
  t: { email: string; amount: number; transferReference: string; siteUrl: string },
): Promise<string> {
  const code = codeFromBytes(randomBytes(CODE_LENGTH));
  const saved = await insertCode(tx, { code, email: t.email, kind: "credit", currency: "NGN" });
  const said = formatMoney(money(t.amount, "NGN"));
  const added = await addEntry(tx, {
    codeId: saved.id,
    amount: t.amount,
    kind: "issued",
    who: "transfer to her own account",
    why: `What transfer ${t.transferReference} brought beyond what her orders owed.`,
    movementKey: `transfer:${t.transferReference}`,
  });
  if (!added) throw new Error(`Transfer ${t.transferReference} has its credit already`);
  const total = await balanceOfEmail(tx, t.email, "NGN");
  await queueAlert(tx, `transfer-credit:${t.transferReference}`, "customer", {
    to_email: t.email,
    to_name: "",
    reference: t.transferReference,
    status: "store credit",
    order_summary: [
      `Your transfer brought ${said} more than your orders owe: it is yours as store credit.`,
      `Your code: ${formatCode(code)}`,
      `All your store credit: ${formatMoney(money(total, "NGN"))}.`,
      "Type the code in the Gift card or credit code field at the checkout.",
    ].join("\n"),
    total: said,
    order_url: `${t.siteUrl.replace(/\/+$/, "")}/account`,
    note: "Keep this email: the code is shown nowhere else.",
  });
  return saved.last4;
}
