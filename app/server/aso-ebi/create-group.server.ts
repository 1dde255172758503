// A coordinator's new group: her form checked, stored with its keys, her private link emailed.
import { findProductFacts, productById, type ProductFacts } from "~/features/catalogue";
import { shopLineCollection } from "~/config/collections";
import { formatDay } from "~/lib/lagos-clock";
import { earliestEventFor, parseGroupForm, piecesBefore, type GroupFormResult } from "~/features/aso-ebi";
import { lagosDayOf } from "~/lib/lagos-clock";
import type { Db } from "../db/db.server";
import type { Env } from "../base/env.server";
import { queueAlert } from "../outbox/store.server";
import { queueFacts } from "../atelier/queue.server";
import { insertGroup, type Group } from "./store.server";
import { newCoordinatorSecret, newPageKey, secretHash } from "./keys.server";

/** A style a group may order: a HazelBee piece or one made to order. */
export function groupProduct(productId: unknown): ProductFacts | undefined {
  const id = typeof productId === "string" && /^\d{1,9}$/.test(productId) ? Number(productId) : productId;
  if (typeof id !== "number" || !Number.isInteger(id)) return undefined;
  const facts = findProductFacts(id);
  const product = productById(id);
  if (!facts || !product) return undefined;
  return facts.madeToOrder || product.collection === shopLineCollection ? facts : undefined;
}

export const UNKNOWN_PRODUCT = "This style cannot be ordered for a group: choose a HazelBee or made-to-order piece.";

export type CreateGroupResult =
  | { ok: true; group: Group; secret: string }
  | { ok: false; message: string; form?: Extract<GroupFormResult, { ok: false }> };

export const groupPagePath = (pageKey: string) => `/aso-ebi/${pageKey}`;
export const coordinatorPath = (pageKey: string, secret: string) => `/aso-ebi/${pageKey}/coordinator/${secret}`;

/** Checks and stores the group; her private page's link is queued to her email in the same transaction. */
export async function createGroup(
  { env, db }: { env: Env; db: Db },
  productId: unknown,
  read: (name: string) => unknown,
  now = new Date(),
): Promise<CreateGroupResult> {
  const product = groupProduct(productId);
  if (!product) return { ok: false, message: UNKNOWN_PRODUCT };
  const today = lagosDayOf(now);
  const facts = product.madeToOrder ? await queueFacts(db, today) : undefined;
  const parsed = parseGroupForm(read, {
    today,
    piecesBefore: (eventOn) => (facts ? piecesBefore(facts, today, eventOn) : Number.POSITIVE_INFINITY),
    earliestEventFor: (pieces) => (facts ? earliestEventFor(facts, today, pieces) : today),
    depositAllowed: product.madeToOrder && !product.sale,
  });
  if (!parsed.ok) return { ok: false, message: "Please correct the fields marked below.", form: parsed };
  const secret = newCoordinatorSecret();
  const origin = env.SITE_URL.replace(/\/+$/, "");
  const group = await db.transaction(async (tx) => {
    const stored = await insertGroup(tx, {
      ...parsed.group,
      productId: product.id,
      pageKey: newPageKey(),
      coordinatorKeyHash: secretHash(secret),
    });
    await queueAlert(tx, `aso-ebi-created:${stored.id}`, "customer", {
      to_email: stored.coordinator.email,
      to_name: stored.coordinator.firstName,
      reference: "",
      status: `your aso-ebi group ${stored.name}`,
      order_summary: `Your group for ${stored.eventName} is open until ${formatDay(stored.joinBy)}. Share its page with your guests: ${origin}${groupPagePath(stored.pageKey)}`,
      total: "",
      order_url: `${origin}${coordinatorPath(stored.pageKey, secret)}`,
      note: "This link is your private page: who has joined and paid. Keep it to yourself.",
    });
    return stored;
  });
  return { ok: true, group, secret };
}
