// Clients' own transfer accounts and the transfers to them (tables transfer_accounts, transfers):
// every statement on them (docs/decisions/300).
import type { TransferAccountView } from "~/features/transfers";
import type { Db } from "../db/db.server";

export interface TransferAccount {
  email: string;
  state: "claimed" | "assigned" | "demo";
  customerCode: string | null;
  view: TransferAccountView | null;
  chosenOrder: string | null;
  tries: number;
  lastError: string;
}

interface AccountRow {
  [key: string]: unknown;
  email: string;
  state: TransferAccount["state"];
  customer_code: string | null;
  account_number: string | null;
  account_name: string;
  bank_name: string;
  chosen_order: string | null;
  tries: number;
  last_error: string;
}

const toAccount = (r: AccountRow): TransferAccount => ({
  email: r.email,
  state: r.state,
  customerCode: r.customer_code,
  view: r.account_number
    ? {
        accountNumber: r.account_number,
        accountName: r.account_name,
        bankName: r.bank_name,
        demo: r.state === "demo",
      }
    : null,
  chosenOrder: r.chosen_order,
  tries: Number(r.tries),
  lastError: r.last_error,
});

/** Her row, written once: `claimed` (Paystack to be asked) or a demo account; the row as it stands after. */
export async function claimAccountRow(
  db: Db,
  email: string,
  demo: { accountNumber: string; accountName: string; bankName: string } | null,
): Promise<TransferAccount> {
  await db.query(
    `insert into transfer_accounts (email, state, account_number, account_name, bank_name)
     values ($1, $2, $3, $4, $5) on conflict (email) do nothing`,
    [email, demo ? "demo" : "claimed", demo?.accountNumber ?? null, demo?.accountName ?? "", demo?.bankName ?? ""],
  );
  return (await findAccountOf(db, email))!;
}

export async function findAccountOf(db: Db, email: string): Promise<TransferAccount | undefined> {
  const [row] = await db.query<AccountRow>("select * from transfer_accounts where email = $1", [email]);
  return row && toAccount(row);
}

/**
 * The client a transfer names: by the account it was sent to, else by Paystack's customer (kept
 * before her account is made, so a transfer to an account whose answer was lost still finds her).
 */
export async function findAccountOfTransfer(
  db: Db,
  t: { accountNumber: string | null; customerCode: string | null },
): Promise<TransferAccount | undefined> {
  const [row] = await db.query<AccountRow>(
    `select * from transfer_accounts
      where (state = 'assigned' and account_number = $1) or customer_code = $2
      order by (account_number = $1) desc limit 1`,
    [t.accountNumber ?? "", t.customerCode ?? ""],
  );
  return row && toAccount(row);
}

/**
 * Takes the right to ask Paystack for her account now: a claimed row nobody holds (its lease
 * past), held for `leaseSeconds`. True when taken: one instance asks, the others pass.
 */
export async function takeAccountCall(db: Db, email: string, leaseSeconds: number): Promise<boolean> {
  const rows = await db.query(
    `update transfer_accounts set calling_until = now() + make_interval(secs => $2), tries = tries + 1, updated_at = now()
      where email = $1 and state = 'claimed' and (calling_until is null or calling_until <= now())
      returning email`,
    [email, leaseSeconds],
  );
  return rows.length > 0;
}

/** Paystack's answer kept: her customer code and account. */
export async function setAccountAssigned(
  db: Db,
  email: string,
  a: { customerCode: string; accountNumber: string; accountName: string; bankName: string },
): Promise<void> {
  await db.query(
    `update transfer_accounts set state = 'assigned', customer_code = $2, account_number = $3, account_name = $4,
            bank_name = $5, calling_until = null, last_error = '', updated_at = now()
      where email = $1 and state = 'claimed'`,
    [email, a.customerCode, a.accountNumber, a.accountName, a.bankName],
  );
}

/** The assignment Paystack told of by its event, for the claimed row of that customer. */
export async function setAccountAssignedByCustomer(
  db: Db,
  customerCode: string,
  a: { accountNumber: string; accountName: string; bankName: string },
): Promise<boolean> {
  const rows = await db.query(
    `update transfer_accounts set state = 'assigned', account_number = $2, account_name = $3, bank_name = $4,
            calling_until = null, last_error = '', updated_at = now()
      where customer_code = $1 and state = 'claimed' returning email`,
    [customerCode, a.accountNumber, a.accountName, a.bankName],
  );
  return rows.length > 0;
}

/** Her customer code, kept as soon as Paystack gives it (before her account is made). */
export async function setCustomerCode(db: Db, email: string, customerCode: string): Promise<void> {
  await db.query("update transfer_accounts set customer_code = $2, updated_at = now() where email = $1", [
    email,
    customerCode,
  ]);
}

/** The call failed: asked again once `retrySeconds` have passed. */
export async function setAccountCallFailed(db: Db, email: string, error: string, retrySeconds: number): Promise<void> {
  await db.query(
    `update transfer_accounts set calling_until = now() + make_interval(secs => $3), last_error = $2, updated_at = now()
      where email = $1 and state = 'claimed'`,
    [email, error.slice(0, 300), retrySeconds],
  );
}

/** Claimed rows nobody holds: the retry job's to ask Paystack about. */
export async function dueAccountClaims(db: Db, limit: number): Promise<string[]> {
  const rows = await db.query<{ email: string }>(
    `select email from transfer_accounts where state = 'claimed' and (calling_until is null or calling_until <= now())
      order by updated_at limit $1`,
    [limit],
  );
  return rows.map((r) => r.email);
}

/** The order she chose her transfers to go to first (null: her oldest that owes). */
export async function setChosenOrder(db: Db, email: string, reference: string | null): Promise<void> {
  await db.query("update transfer_accounts set chosen_order = $2, updated_at = now() where email = $1", [
    email,
    reference,
  ]);
}

/** A transfer as Paystack told of it. */
export interface NewTransfer {
  reference: string;
  paystackId: number | null;
  amount: number;
  accountNumber: string;
  customerCode: string;
  paidAt: string | null;
}

/** Stores a transfer once by Paystack's reference; false when it was stored before (a webhook again). */
export async function insertTransfer(tx: Db, t: NewTransfer, state: "applied" | "review"): Promise<boolean> {
  const rows = await tx.query(
    `insert into transfers (paystack_reference, paystack_id, amount, currency, account_number, customer_code, state, paid_at)
     values ($1, $2, $3, 'NGN', $4, $5, $6, $7) on conflict (paystack_reference) do nothing returning paystack_reference`,
    [t.reference, t.paystackId, t.amount, t.accountNumber, t.customerCode, state, t.paidAt],
  );
  return rows.length > 0;
}

/** Where the transfer's money went: her orders and her credit. */
export async function setTransferApplied(
  tx: Db,
  reference: string,
  a: { email: string; parts: { reference: string; amount: number }[]; creditLast4: string; creditAmount: number },
): Promise<void> {
  await tx.query(
    `update transfers set email = $2, applied = $3::jsonb, credit_last4 = $4, credit_amount = $5
      where paystack_reference = $1`,
    [reference, a.email, JSON.stringify(a.parts), a.creditLast4, a.creditAmount],
  );
}

/** A transfer the owner is to look at (it matched no client). */
export interface TransferToReview {
  reference: string;
  amount: number;
  accountNumber: string;
  customerCode: string;
  receivedAt: Date;
}

/** The transfers that matched no client, newest first: kept for the owner, never lost. */
export async function transfersToReview(db: Db, limit = 50): Promise<TransferToReview[]> {
  const rows = await db.query<{
    paystack_reference: string;
    amount: number;
    account_number: string;
    customer_code: string;
    received_at: Date;
  }>(
    `select paystack_reference, amount, account_number, customer_code, received_at from transfers
      where state = 'review' order by received_at desc limit $1`,
    [limit],
  );
  return rows.map((r) => ({
    reference: r.paystack_reference,
    amount: Number(r.amount),
    accountNumber: r.account_number,
    customerCode: r.customer_code,
    receivedAt: new Date(r.received_at),
  }));
}

/**
 * Her data deleted: her account's row goes (a later transfer to it waits for the owner's review)
 * and her email leaves the transfers she made, which keep their amounts. Answers the rows changed.
 */
export async function eraseTransfersOf(tx: Db, email: string): Promise<number> {
  const gone = await tx.query("delete from transfer_accounts where email = $1 returning email", [email]);
  const kept = await tx.query("update transfers set email = '' where email = $1 returning paystack_reference", [email]);
  return gone.length + kept.length;
}
