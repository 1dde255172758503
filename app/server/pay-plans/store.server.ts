// The plans frozen on orders (order_plans, order_plan_parts): written once with the order, read for
// its account and its pages. Every statement on the two tables is here.
import type { FrozenPlan, PlanAnchor } from "~/features/pay-plans";
import type { Db } from "../db/db.server";
import { groupBy } from "../base/group-by.server";

type PlanRow = {
  order_reference: string;
  first_percent: number;
  anchor: PlanAnchor;
  anchor_on: string;
  fee_minor: string | number;
  cut_share_minor: string | number;
  cancel_kind: "credit" | "refund";
  cancel_fee_minor: string | number;
};

type PartRow = {
  order_reference: string;
  part: number;
  amount_minor: string | number;
  due_on: string;
};

/** Freezes the plan on a new order: pass the transaction that places it, so both are stored or neither. */
export async function storeOrderPlan(tx: Db, reference: string, plan: FrozenPlan): Promise<void> {
  await tx.query(
    `insert into order_plans (order_reference, first_percent, anchor, anchor_on, fee_minor, cut_share_minor,
       cancel_kind, cancel_fee_minor) values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      reference,
      plan.firstPercent,
      plan.anchor,
      plan.anchorDay,
      plan.fee,
      plan.cutShare,
      plan.cancel.kind,
      plan.cancel.kind === "refund" ? plan.cancel.fee : 0,
    ],
  );
  for (const [i, part] of plan.parts.entries())
    await tx.query(
      "insert into order_plan_parts (order_reference, part, amount_minor, due_on) values ($1, $2, $3, $4)",
      [reference, i + 1, part.amount, part.dueDay],
    );
}

/** The plans of many orders, keyed by reference (orders without one are absent): two statements for all. */
export async function plansOfOrders(db: Db, references: readonly string[]): Promise<Map<string, FrozenPlan>> {
  if (references.length === 0) return new Map();
  const [plans, parts] = await Promise.all([
    db.query<PlanRow>(
      `select order_reference, first_percent, anchor, anchor_on::text as anchor_on, fee_minor, cut_share_minor,
         cancel_kind, cancel_fee_minor from order_plans where order_reference = any($1::text[])`,
      [[...references]],
    ),
    db.query<PartRow>(
      `select order_reference, part, amount_minor, due_on::text as due_on from order_plan_parts
        where order_reference = any($1::text[]) order by order_reference, part`,
      [[...references]],
    ),
  ]);
  const partsOf = groupBy(parts, (p) => p.order_reference);
  return new Map(
    plans.map((r) => [
      r.order_reference,
      {
        parts: (partsOf.get(r.order_reference) ?? []).map((p) => ({
          amount: Number(p.amount_minor),
          dueDay: String(p.due_on),
        })),
        fee: Number(r.fee_minor),
        cutShare: Number(r.cut_share_minor),
        firstPercent: r.first_percent,
        anchor: r.anchor,
        anchorDay: String(r.anchor_on),
        cancel: r.cancel_kind === "refund" ? { kind: "refund", fee: Number(r.cancel_fee_minor) } : { kind: "credit" },
      },
    ]),
  );
}
