import { randomBytes } from "node:crypto";
import { referenceFromBytes } from "~/features/checkout/reference";
import type { Order } from "~/features/orders";
import type { Db } from "../db/db.server";
import type { Env } from "../base/env.server";
import { paystackConfig } from "../adapters/paystack.server";
import { insertOrder, isDuplicateReference, type NewOrder } from "./store/index.server";

export const newReference = (): string => referenceFromBytes(randomBytes(12));

/** An order's fields as its flow knows them: the reference and the test flag are the store's. */
export type NewOrderFields = Omit<NewOrder, "reference" | "isTest">;

/**
 * The one way a new order is stored (checkout, a quote, a gift card): `place` runs in a transaction
 * with a fresh reference and an `insert` that stores the order under it, a test order when the shop
 * has no Paystack keys or its test keys (they take no real money). A reference already taken
 * rolls everything back and tries again with another, five times at most.
 */
export async function storeNewOrder<T>(
  { env, db }: { env: Env; db: Db },
  place: (tx: Db, insert: (fields: NewOrderFields) => Promise<Order>, reference: string) => Promise<T>,
  makeReference: () => string = newReference,
): Promise<T> {
  const config = paystackConfig(env);
  const isTest = config === undefined || config.mode === "test";
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction((tx) => {
        const reference = makeReference();
        return place(tx, (fields) => insertOrder(tx, { ...fields, reference, isTest }), reference);
      });
    } catch (error) {
      if (!isDuplicateReference(error) || attempt >= 4) throw error;
    }
  }
}
