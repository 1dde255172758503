import { data, redirect } from "react-router";
import { orderOr404 } from "~/admin/orders/order-form-answers.server";
import { ProductionOrder } from "~/admin/production/production-screen";
import { atelierSheet, stageWords } from "~/admin/production/production-view.server";
import { tailorMove } from "~/admin/production/tailor-move.server";
import { adminMeta } from "~/admin/shared/admin-meta";
import { readAdminForm } from "~/admin/shared/admin-form.server";
import { requireAdmin, requireAdminAction } from "~/admin/sign-in/admin-auth.server";
import { noticeText } from "~/lib/notice-text";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/production-order";

export const meta = ({ params }: Route.MetaArgs) => adminMeta(`Production sheet ${params.reference}`);

/** The moves the atelier makes from each stage. */
const MOVES: Record<string, { to: string; label: string }[]> = {
  paid: [{ to: "in_production", label: "Start production" }],
  in_production: [{ to: "ready", label: "Mark ready" }],
};
const DONE: Record<string, string> = {
  in_production: "Production started.",
  ready: "Marked ready: the shopper is told.",
};

export async function loader({ request, params }: Route.LoaderArgs) {
  const db = await requireAdmin(request);
  const order = await orderOr404(db, params.reference);
  const done = new URL(request.url).searchParams.get("done") ?? "";
  return {
    sheet: await atelierSheet(db, order),
    stage: stageWords(order.status),
    moves: MOVES[order.status] ?? [],
    done: noticeText(DONE, done) ?? undefined,
  };
}

/** "Start production" or "Mark ready": the order's own move, by the tailor; refused in words. */
export async function action({ request, params }: Route.ActionArgs) {
  const db = await requireAdminAction(request);
  const order = await orderOr404(db, params.reference);
  const form = await readAdminForm(request);
  if (!form.ok) return data({ error: form.message }, { status: form.status });
  const moved = await tailorMove(await getServices(), order, form.fields);
  if (!moved.ok) return data({ error: moved.error }, { status: 409 });
  return redirect(`/admin/production/${order.reference}?done=${moved.done}`, 303);
}

export default function Screen({ loaderData, actionData }: Route.ComponentProps) {
  return <ProductionOrder {...loaderData} error={actionData?.error} />;
}
