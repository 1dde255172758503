// The plans the owner offers on products (product_plans) and on whole collections (collection_plans):
// set from the product's page and the collections' plans page, read by the checkout to price and
// freeze a plan (a piece's own plan wins over its collection's). Every statement on both tables is here.
import type { PlanAnchor, PlanTerms } from "~/features/pay-plans";
import type { Db } from "../db/db.server";

type TermsRow = {
  first_percent: number;
  parts: number;
  anchor: PlanAnchor;
  fee_minor: string | number;
  cancel_kind: "credit" | "refund";
  cancel_fee_minor: string | number;
};

const TERMS = "first_percent, parts, anchor, fee_minor, cancel_kind, cancel_fee_minor";
const KEEP = (table: string, key: string) =>
  `insert into ${table} (${key}, ${TERMS}) values ($1, $2, $3, $4, $5, $6, $7)
   on conflict (${key}) do update set first_percent = excluded.first_percent, parts = excluded.parts,
     anchor = excluded.anchor, fee_minor = excluded.fee_minor, cancel_kind = excluded.cancel_kind,
     cancel_fee_minor = excluded.cancel_fee_minor, updated_at = now()`;

const termsParams = (terms: PlanTerms) => [
  terms.firstPercent,
  terms.parts,
  terms.anchor,
  terms.fee,
  terms.cancel.kind,
  terms.cancel.kind === "refund" ? terms.cancel.fee : 0,
];

const termsOf = (r: TermsRow): PlanTerms => ({
  firstPercent: r.first_percent,
  parts: r.parts,
  anchor: r.anchor,
  fee: Number(r.fee_minor),
  cancel: r.cancel_kind === "refund" ? { kind: "refund", fee: Number(r.cancel_fee_minor) } : { kind: "credit" },
});

/** Sets a product's plan, or takes it off (`null`). */
export async function keepProductPlan(db: Db, productId: number, terms: PlanTerms | null): Promise<void> {
  shown.delete(db);
  if (!terms) await db.query("delete from product_plans where product_id = $1", [productId]);
  else await db.query(KEEP("product_plans", "product_id"), [productId, ...termsParams(terms)]);
}

/** Sets a collection's plan, or takes it off (`null`). */
export async function keepCollectionPlan(db: Db, collection: string, terms: PlanTerms | null): Promise<void> {
  shown.delete(db);
  if (!terms) await db.query("delete from collection_plans where collection = $1", [collection]);
  else await db.query(KEEP("collection_plans", "collection"), [collection, ...termsParams(terms)]);
}

/** The offered plans: by product id, and by collection slug. */
export interface OfferedPlans {
  products: Map<number, PlanTerms>;
  collections: Map<string, PlanTerms>;
}

// The checkout's page shows the plans an instance read at most SHOWN_FOR_MS ago (another instance's
// change shows within it); an order is always priced from the tables (offeredPlans).
const SHOWN_FOR_MS = 30_000;
const shown = new WeakMap<Db, { at: number; plans: Promise<OfferedPlans> }>();

/** Every offered plan as the checkout's page shows them, read once in SHOWN_FOR_MS per instance. */
export async function shownPlans(db: Db, now = Date.now()): Promise<OfferedPlans> {
  let kept = shown.get(db);
  if (!kept || now - kept.at >= SHOWN_FOR_MS) {
    kept = { at: now, plans: offeredPlans(db) };
    shown.set(db, kept);
    kept.plans.catch(() => shown.delete(db));
  }
  return kept.plans;
}

/** The plans of these products (every product's when not said) and every collection's, read from the tables now. */
export async function offeredPlans(db: Db, productIds?: readonly number[]): Promise<OfferedPlans> {
  const [products, collections] = await Promise.all([productPlans(db, productIds), collectionPlans(db)]);
  return { products, collections };
}

/** The plans of many products (every product's when not said), keyed by product id (those without one are absent). */
export async function productPlans(db: Db, productIds?: readonly number[]): Promise<Map<number, PlanTerms>> {
  if (productIds?.length === 0) return new Map();
  const rows = await db.query<TermsRow & { product_id: number }>(
    `select product_id, ${TERMS} from product_plans where $1::int[] is null or product_id = any($1::int[])`,
    [productIds ? [...productIds] : null],
  );
  return new Map(rows.map((r) => [r.product_id, termsOf(r)]));
}

/** Every collection's plan, keyed by its slug (those without one are absent). */
export async function collectionPlans(db: Db): Promise<Map<string, PlanTerms>> {
  const rows = await db.query<TermsRow & { collection: string }>(`select collection, ${TERMS} from collection_plans`);
  return new Map(rows.map((r) => [r.collection, termsOf(r)]));
}
