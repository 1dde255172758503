// Her own account for paying by transfer, assigned once per client (docs/decisions/300): her row
// is stored first, then one instance at a time asks Paystack (a lease on the row); a failed call is
// asked again by the job. Without Paystack's keys her account is a labelled demo one.
import { createHash } from "node:crypto";
import type { Order } from "~/features/orders";
import { TRANSFER_CURRENCY, type TransferAccountView } from "~/features/transfers";
import type { Db } from "../db/db.server";
import type { Env } from "../base/env.server";
import { every } from "../base/jobs.server";
import {
  createCustomer,
  createDedicatedAccount,
  listDedicatedAccounts,
  paystackConfig,
  PaystackError,
  type PaystackConfig,
} from "../adapters/paystack.server";
import { ordersOfEmail } from "../orders/store/index.server";
import {
  claimAccountRow,
  dueAccountClaims,
  findAccountOf,
  setAccountAssigned,
  setAccountCallFailed,
  setCustomerCode,
  takeAccountCall,
} from "./store.server";

/** How long one instance holds the right to ask Paystack for an account. */
const LEASE_SECONDS = 60;
/** After a failed call: a minute, doubling to an hour. */
const retryAfter = (tries: number) => Math.min(3600, 60 * 2 ** Math.max(0, tries - 1));

/** Her key: her email as her page and her orders know it. */
export const clientKey = (email: string) => email.trim().toLowerCase();

/** A demo account's number, the same for her every time: ten digits from her email. */
function demoAccount(email: string) {
  const digits = BigInt(`0x${createHash("sha256").update(email).digest("hex").slice(0, 15)}`) % 10_000_000_000n;
  return {
    accountNumber: digits.toString().padStart(10, "0"),
    accountName: "Hazel (demo)",
    bankName: "Demo Bank",
  };
}

const bankOf = (env: Env, config: PaystackConfig) =>
  env.PAYSTACK_TRANSFER_BANK ?? (config.mode === "test" ? "test-bank" : "wema-bank");

/**
 * Her own account, claimed if she has none yet and, when this instance takes the call, asked of
 * Paystack now; null while Paystack has not answered (her page says it is on its way).
 */
export async function ensureTransferAccount(
  { env, db }: { env: Env; db: Db },
  email: string,
  fetchImpl: typeof fetch = fetch,
): Promise<TransferAccountView | null> {
  const key = clientKey(email);
  const config = paystackConfig(env);
  const row = await claimAccountRow(db, key, config ? null : demoAccount(key));
  if (row.view || !config) return row.view;
  await assignNow({ env, db }, key, config, fetchImpl);
  return (await findAccountOf(db, key))?.view ?? null;
}

/** Her account as her balance reminders name it, when she has one and the order is in naira. */
export async function orderTransferAccount(db: Db, order: Order): Promise<TransferAccountView | null> {
  if (order.currency !== TRANSFER_CURRENCY) return null;
  return (await findAccountOf(db, clientKey(order.customer.email)))?.view ?? null;
}

/**
 * Asks Paystack for her account when this instance takes the row's lease: her customer (Paystack
 * answers the one it has for her email), an account it already holds for her (a retry after an
 * answer that was lost), else a new one.
 */
async function assignNow(
  { env, db }: { env: Env; db: Db },
  email: string,
  config: PaystackConfig,
  fetchImpl: typeof fetch,
): Promise<void> {
  if (!(await takeAccountCall(db, email, LEASE_SECONDS))) return;
  try {
    const [latest] = await ordersOfEmail(db, email, 1);
    const customer = await createCustomer(
      config,
      {
        email,
        firstName: latest?.customer.firstName ?? "",
        lastName: latest?.customer.lastName ?? "",
        phone: latest?.customer.phone ?? "",
      },
      fetchImpl,
    );
    await setCustomerCode(db, email, customer.code);
    const [held] = await listDedicatedAccounts(config, customer.id, fetchImpl);
    const account =
      held ??
      (await createDedicatedAccount(
        config,
        { customerCode: customer.code, preferredBank: bankOf(env, config) },
        fetchImpl,
      ));
    await setAccountAssigned(db, email, { customerCode: customer.code, ...account });
  } catch (error) {
    if (!(error instanceof PaystackError)) throw error;
    const tries = (await findAccountOf(db, email))?.tries ?? 1;
    console.warn(`Paystack's transfer account for a client was not made (try ${tries}): ${error.message}`);
    await setAccountCallFailed(db, email, error.message, retryAfter(tries));
  }
}

/** The job: asks Paystack again for the accounts whose call failed or was cut short. */
export function startTransferAccounts({ env, db }: { env: Env; db: Db }) {
  return every(60_000, async () => {
    const config = paystackConfig(env);
    if (!config) return;
    for (const email of await dueAccountClaims(db, 20)) await assignNow({ env, db }, email, config, fetch);
  });
}
