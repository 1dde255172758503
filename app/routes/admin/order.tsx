import { data, redirect } from "react-router";
import { isOrderReference } from "~/features/checkout/reference";
import { formatShortDateTime } from "~/lib/lagos-clock";
import { MoreActions, NextSteps } from "~/features/admin/orders/order-action-forms";
import {
  EmailsSection,
  GiftSection,
  HistorySection,
  ItemsSection,
  MoneyToReturnSection,
  ShopperSection,
} from "~/features/admin/orders/order-sections";
import { MoneySection } from "~/features/admin/orders/money-section";
import { productionSheet } from "~/features/admin/orders/production-sheet";
import { ProductionSheetSection } from "~/features/admin/orders/production-sheet-section";
import { PrintButtonIsland } from "~/components/ui/print-button";
import { RefundsSection } from "~/features/admin/orders/refunds-section";
import { CreditSection } from "~/features/admin/orders/credit-section";
import { MoveSection, type MoveRefusal } from "~/features/admin/orders/move-section";
import { isMoveForm, moveDoneText, orderMoveView, runMoveForm } from "~/features/admin/orders/order-move.server";
import type { CreditFormRefusal } from "~/features/admin/orders/credit-view";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { StageBadge } from "~/features/admin/orders/stage-badge";
import { findOrder } from "~/server/orders/store/index.server";
import { DONE_TEXT, parseAdminAction, runAdminAction, type Done } from "~/features/admin/orders/order-actions.server";
import { adminOrderView } from "~/features/admin/orders/order-view.server";
import { requestPhotos } from "~/features/admin/quotes/quote-views.server";
import { isRefundForm, refundDoneText, refundsView, runRefundForm } from "~/features/admin/orders/order-refunds.server";
import {
  creditDoneText,
  isCreditForm,
  orderCreditView,
  runCreditForm,
} from "~/features/admin/orders/order-credit.server";
import { adminActor, requireAdmin, requireAdminAction } from "~/features/admin/sign-in/admin-auth.server";
import { readAdminForm } from "~/features/admin/shared/admin-form.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/order";

export const meta = ({ params }: Route.MetaArgs) => adminMeta(`Order ${params.reference}`);

async function orderOr404(db: Parameters<typeof findOrder>[0], reference: string) {
  const order = isOrderReference(reference) ? await findOrder(db, reference) : undefined;
  if (!order) throw data("Not Found", { status: 404, statusText: "Not Found" });
  return order;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const db = await requireAdmin(request);
  const order = await orderOr404(db, params.reference);
  const { env } = await getServices();
  const done = new URL(request.url).searchParams.get("done");
  return {
    order: await adminOrderView(db, env, order),
    sheet: productionSheet(order, await requestPhotos(db, order.quote?.requestReference)),
    refunds: await refundsView(db, env, order),
    credit: await orderCreditView(db, order),
    move: await orderMoveView(db, order),
    done:
      done && Object.hasOwn(DONE_TEXT, done)
        ? DONE_TEXT[done as Done]
        : (refundDoneText(done) ?? creditDoneText(done) ?? moveDoneText(done)),
  };
}

/** One of the order's forms: done, back to the page (so a reload posts nothing); refused, the page with why. */
export async function action({ request, params }: Route.ActionArgs) {
  const db = await requireAdminAction(request);
  const order = await orderOr404(db, params.reference);
  const form = await readAdminForm(request, { multiLine: ["note", "reason", "override"] });
  if (!form.ok) return data({ intent: undefined, message: form.message }, { status: form.status });
  if (isCreditForm(form.fields)) {
    const credit = await runCreditForm(db, (await getServices()).env, order, form.fields);
    if (!credit.ok)
      return data(
        { intent: "store-credit", message: "", credit: credit.refusal as CreditFormRefusal | undefined },
        { status: 400 },
      );
    return redirect(`/admin/orders/${order.reference}?done=${credit.done}`, 303);
  }
  if (isMoveForm(form.fields)) {
    const moved = await runMoveForm(db, order, form.fields, adminActor(request));
    if (!moved.ok) return data({ intent: "move-payment", message: "", move: moved.refusal }, { status: 400 });
    return redirect(`/admin/orders/${order.reference}?done=${moved.done}`, 303);
  }
  if (isRefundForm(form.fields)) {
    const refund = await runRefundForm(db, (await getServices()).env, order, form.fields);
    if (!refund.ok) return data({ intent: refund.intent, message: refund.message }, { status: 400 });
    return redirect(`/admin/orders/${order.reference}?done=${refund.done}`, 303);
  }
  const parsed = parseAdminAction(form.fields);
  if (!parsed.ok) return data({ intent: parsed.intent, message: parsed.error }, { status: 400 });
  const outcome = await runAdminAction(await getServices(), order, parsed.action);
  if (!outcome.ok) return data({ intent: undefined, message: outcome.error }, { status: 409 });
  return redirect(`/admin/orders/${order.reference}?done=${outcome.done}`, 303);
}

export default function Screen({
  loaderData: { order, refunds, credit, move, done, sheet },
  actionData,
}: Route.ComponentProps) {
  const error =
    actionData && actionData.message ? { intent: actionData.intent, message: actionData.message } : undefined;
  const creditRefusal = actionData && "credit" in actionData ? (actionData.credit as CreditFormRefusal) : undefined;
  const moveRefusal = actionData && "move" in actionData ? (actionData.move as MoveRefusal) : undefined;
  return (
    <>
      {/* Printed (A4, or a phone's share and print), the page is the atelier's sheet alone: no price. */}
      <ProductionSheetSection sheet={sheet} />
      <div className="flex flex-col gap-2 print:hidden">
        <a href="/admin/orders" className="text-sm underline underline-offset-4">
          All orders
        </a>
        <h1 className="text-3xl sm:text-4xl">
          {order.customer.firstName} {order.customer.lastName}
        </h1>
        <p className="text-sm text-ink-soft tabular-nums">
          Order {order.reference} · placed {formatShortDateTime(order.placedAt)}
        </p>
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <StageBadge state={order.status} isTest={order.isTest} />
          <span className="text-ink-soft">since {formatShortDateTime(order.since)}</span>
        </p>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
          <PrintButtonIsland label="Print the production sheet" />
          <a href={`/admin/orders/${order.reference}/packing-slip`} className="text-sm underline underline-offset-4">
            Packing slip
          </a>
        </div>
      </div>
      {done && (
        <p role="status" className="border-l-4 border-success bg-white px-4 py-3 text-success print:hidden">
          {done}
        </p>
      )}
      {/* On a phone: the next step first, then the order, then notes and changes; wide: actions beside the order. */}
      <div className="grid gap-10 print:hidden [grid-template-areas:'next'_'order'_'more'] lg:grid-cols-[1fr_24rem] lg:grid-rows-[auto_1fr] lg:items-start lg:[grid-template-areas:'order_next'_'order_more']">
        <div className="[grid-area:next]">
          <NextSteps status={order.status} held={order.held} error={error} />
        </div>
        <div className="flex flex-col gap-10 [grid-area:order]">
          <MoneyToReturnSection money={order.moneyToReturn} />
          <ShopperSection c={order.customer} />
          <GiftSection gift={order.gift} />
          <ItemsSection items={order.items} delivery={order.delivery} total={order.total} />
          <MoneySection
            money={order.money}
            payments={order.payments}
            paystack={order.paystack}
            orderStatus={order.status}
          />
          <RefundsSection refunds={refunds} error={error} />
          <CreditSection credit={credit} refusal={creditRefusal} />
          <MoveSection move={move} refusal={moveRefusal} />
          <EmailsSection emails={order.emails} />
          <HistorySection history={order.history} placedAt={order.placedAt} />
        </div>
        <div className="[grid-area:more]">
          <MoreActions status={order.status} error={error} />
        </div>
      </div>
    </>
  );
}
