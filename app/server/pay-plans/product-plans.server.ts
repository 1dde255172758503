// The plans the owner offers on products (product_plans): set from the product's page, read by the
// checkout to price and freeze a plan. Every statement on the table is here.
import type { PlanAnchor, PlanTerms } from "~/features/pay-plans";
import type { Db } from "../db/db.server";

type TermsRow = {
  product_id: number;
  first_percent: number;
  parts: number;
  anchor: PlanAnchor;
  fee_minor: string | number;
  cancel_kind: "credit" | "refund";
  cancel_fee_minor: string | number;
};

/** Sets a product's plan, or takes it off (`null`). */
export async function keepProductPlan(db: Db, productId: number, terms: PlanTerms | null): Promise<void> {
  shown.delete(db);
  if (!terms) {
    await db.query("delete from product_plans where product_id = $1", [productId]);
    return;
  }
  await db.query(
    `insert into product_plans (product_id, first_percent, parts, anchor, fee_minor, cancel_kind, cancel_fee_minor)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (product_id) do update set first_percent = excluded.first_percent, parts = excluded.parts,
       anchor = excluded.anchor, fee_minor = excluded.fee_minor, cancel_kind = excluded.cancel_kind,
       cancel_fee_minor = excluded.cancel_fee_minor, updated_at = now()`,
    [
      productId,
      terms.firstPercent,
      terms.parts,
      terms.anchor,
      terms.fee,
      terms.cancel.kind,
      terms.cancel.kind === "refund" ? terms.cancel.fee : 0,
    ],
  );
}

// The checkout's page shows the plans an instance read at most SHOWN_FOR_MS ago (another instance's
// change shows within it); an order is always priced from the table (productPlans).
const SHOWN_FOR_MS = 30_000;
const shown = new WeakMap<Db, { at: number; plans: Promise<Map<number, PlanTerms>> }>();

/** The plans of these products as the checkout's page shows them, read once in SHOWN_FOR_MS per instance. */
export async function shownPlans(
  db: Db,
  productIds: readonly number[],
  now = Date.now(),
): Promise<Map<number, PlanTerms>> {
  let kept = shown.get(db);
  if (!kept || now - kept.at >= SHOWN_FOR_MS) {
    kept = { at: now, plans: productPlans(db) };
    shown.set(db, kept);
    kept.plans.catch(() => shown.delete(db));
  }
  const all = await kept.plans;
  return new Map(productIds.flatMap((id) => (all.has(id) ? [[id, all.get(id)!] as const] : [])));
}

/** The plans of many products (every product's when not said), keyed by product id (those without one are absent). */
export async function productPlans(db: Db, productIds?: readonly number[]): Promise<Map<number, PlanTerms>> {
  if (productIds?.length === 0) return new Map();
  const rows = await db.query<TermsRow>(
    `select product_id, first_percent, parts, anchor, fee_minor, cancel_kind, cancel_fee_minor
       from product_plans where $1::int[] is null or product_id = any($1::int[])`,
    [productIds ? [...productIds] : null],
  );
  return new Map(
    rows.map((r) => [
      r.product_id,
      {
        firstPercent: r.first_percent,
        parts: r.parts,
        anchor: r.anchor,
        fee: Number(r.fee_minor),
        cancel: r.cancel_kind === "refund" ? { kind: "refund", fee: Number(r.cancel_fee_minor) } : { kind: "credit" },
      },
    ]),
  );
}
