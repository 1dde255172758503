import { formatShortDateTime } from "~/lib/lagos-clock";
import { MoreActions, NextSteps } from "~/admin/orders/order-action-forms";
import { GiftSection, OrderGlance, ShopperSection } from "~/admin/orders/shopper-sections";
import { HistorySection } from "~/admin/orders/history-section";
import { ItemsSection } from "~/admin/orders/items-section";
import { MoneyToReturnSection } from "~/admin/orders/money-to-return-section";
import { MoneySection } from "~/admin/orders/money-section";
import { privateNotesOf, productionSheet } from "~/admin/orders/production-sheet";
import { ProductionSheetSection } from "~/admin/orders/production-sheet-section";
import { PrintButtonIsland } from "~/components/ui/print-button";
import { RefundsSection } from "~/admin/orders/refunds-section";
import { CreditSection } from "~/admin/orders/credit-section";
import { MoveSection } from "~/admin/orders/move-section";
import { moveDoneText, orderMoveView } from "~/admin/orders/order-move.server";
import { refusalsBySection, type OrderFormRefusal } from "~/admin/orders/order-forms";
import { orderOr404 } from "~/admin/orders/order-form-answers.server";
import { ReadyBySection } from "~/admin/orders/ready-by-section";
import { adminMeta } from "~/admin/shared/admin-meta";
import { StageBadge } from "~/admin/orders/stage-badge";
import { DONE_TEXT, type Done } from "~/admin/orders/order-actions.server";
import { adminOrderView } from "~/admin/orders/order-view.server";
import { requestPhotos } from "~/admin/quotes/quote-views.server";
import { refundDoneText, refundsView } from "~/admin/orders/order-refunds.server";
import { creditDoneText, orderCreditView } from "~/admin/orders/order-credit.server";
import { requireViewer } from "~/admin/sign-in/admin-auth.server";
import { OrderEmails } from "~/admin/emails/order-emails";
import { OrderNotices } from "~/admin/emails/order-notices";
import { noticeLine } from "~/admin/emails/notice-line";
import { noticesOf } from "~/server/notices/store.server";
import { orderEmailViews } from "~/admin/emails/mailbox-view.server";
import { AuditItem } from "~/admin/people/audit-screen";
import { orderAuditLines } from "~/admin/people/audit-view.server";
import { listPeople } from "~/admin/people/store/index.server";
import { mayDo, mayReach } from "~/admin/people/roles";
import { appointmentsForOrder } from "~/admin/appointments/calendar-view.server";
import { appointmentDates, OrderAppointments } from "~/admin/appointments/order-appointments";
import { readOrderAccount } from "~/server/payments/account.server";
import { mayBookCourier, parcelView } from "~/server/couriers/parcel-view.server";
import { CourierSection } from "~/admin/orders/courier-section";
import { withMemberMeasurements } from "~/server/aso-ebi/member-measurements.server";
import { getServices } from "~/server/services.server";
import { orderEvents } from "~/server/orders/store/index.server";
import type { Route } from "./+types/order";

export const meta = ({ params }: Route.MetaArgs) => adminMeta(`Order ${params.reference}`);

export async function loader({ request, params }: Route.LoaderArgs) {
  const { db, person } = await requireViewer(request);
  // An aso-ebi guest's measurements on her piece, as any measured piece's.
  const order = await withMemberMeasurements(db, await orderOr404(db, params.reference));
  const { env } = await getServices();
  const done = new URL(request.url).searchParams.get("done");
  const [{ account }, photos, events, appointments] = await Promise.all([
    readOrderAccount(db, order),
    requestPhotos(db, order.quote?.requestReference),
    orderEvents(db, order.reference),
    appointmentsForOrder(db, order.reference),
  ]);
  const sheet = productionSheet(order, account, photos, privateNotesOf(events));
  const [view, people] = await Promise.all([adminOrderView(db, env, order), listPeople(db)]);
  const names = new Map(people.map((p) => [p.id, p.name ?? "the owner"]));
  return {
    // Who moved it: each event a person's form wrote names her.
    order: {
      ...view,
      history: view.history.map((e) => ({ ...e, by: e.personId == null ? null : names.get(e.personId) })),
    },
    sheet: { ...sheet, dates: [...sheet.dates, ...appointmentDates(appointments)] },
    appointments,
    parcel: await parcelView(db, order.reference),
    mayBookCourier: mayBookCourier(env, order),
    refunds: await refundsView(db, env, order),
    credit: await orderCreditView(db, order),
    move: await orderMoveView(db, order),
    // Refunds, credit and moves are the owner's: a shop hand's page does not offer them.
    ownsMoney: mayReach(person.role, `/admin/orders/${order.reference}/refund`, "act"),
    // What the emails said is for whoever reads the mailbox (the owner): a shop hand sees how far each got.
    emailTexts: mayReach(person.role, "/admin/emails", "view") ? await orderEmailViews(db, env, order.reference) : [],
    // Her WhatsApp and SMS notices, each with the state its receipts gave it.
    notices: (await noticesOf(db, [order.reference])).map(noticeLine),
    // Nor cancelling an order that took money, nor marking one refunded (roles.ts's guarded acts).
    mayCancelPaid: mayDo(person.role, "cancel-paid"),
    mayMarkRefunded: mayDo(person.role, "mark-refunded"),
    who: await orderAuditLines(db, order.reference),
    done:
      done && Object.hasOwn(DONE_TEXT, done)
        ? DONE_TEXT[done as Done]
        : (refundDoneText(done) ?? creditDoneText(done) ?? moveDoneText(done)),
  };
}

/**
 * The order, and its forms, each posting to an address of its own (order-credit, order-move,
 * order-refund, order-stage): a refused one answers with this page and its refusal.
 */
export default function Screen({
  loaderData: {
    order,
    refunds,
    credit,
    move,
    done,
    sheet,
    appointments,
    parcel,
    mayBookCourier,
    ownsMoney,
    mayCancelPaid,
    mayMarkRefunded,
    emailTexts,
    notices,
    who,
  },
  actionData,
}: Pick<Route.ComponentProps, "loaderData"> & { actionData?: OrderFormRefusal }) {
  const refused = refusalsBySection(actionData);
  return (
    <>
      {/* Printed (A4, or a phone's share and print), the page is the atelier's sheet alone: no piece's price. */}
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
          <PrintButtonIsland label="Print the production sheet" variant="outline" />
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
      {/* On a phone the first screen is who, what, the money and the next step; wide, actions beside the order. */}
      <div className="grid gap-8 print:hidden lg:grid-cols-[1fr_24rem] lg:items-start">
        <div className="flex flex-col gap-4 lg:col-start-2 lg:row-start-1">
          <OrderGlance order={order} />
          <NextSteps
            reference={order.reference}
            status={order.status}
            pickup={order.pickup}
            toMake={order.toMake}
            held={order.held}
            kept={order.keptPieces}
            error={refused.stage}
          />
          <CourierSection reference={order.reference} parcel={parcel} mayBook={mayBookCourier} error={refused.stage} />
          <MoreActions
            reference={order.reference}
            status={order.status}
            pickup={order.pickup}
            toMake={order.toMake}
            paid={order.money.paid}
            returnable={refunds.standing.refundable}
            currency={order.currency}
            mayCancelPaid={mayCancelPaid}
            mayMarkRefunded={mayMarkRefunded}
            held={order.held}
            error={refused.stage}
            open={Boolean(refused.stage?.intent || refused.refund || refused.credit || refused.move)}
          >
            {ownsMoney && (
              <>
                <RefundsSection reference={order.reference} refunds={refunds} error={refused.refund} />
                <CreditSection reference={order.reference} credit={credit} refusal={refused.credit} />
                <MoveSection reference={order.reference} move={move} refusal={refused.move} />
              </>
            )}
          </MoreActions>
        </div>
        <div className="flex flex-col gap-10 lg:col-start-1 lg:row-start-1">
          <MoneyToReturnSection money={order.moneyToReturn} />
          {order.kept && (
            <p data-testid="kept-for-delivery" className="border-l-4 border-hazel bg-white px-4 py-3 text-sm">
              {order.kept}
            </p>
          )}
          <ShopperSection c={order.customer} />
          <OrderAppointments lines={appointments} />
          <GiftSection gift={order.gift} />
          <ItemsSection items={order.items} delivery={order.delivery} total={order.total} currency={order.currency} />
          {order.readyBy && (
            <ReadyBySection reference={order.reference} readyBy={order.readyBy} error={refused.readyBy} />
          )}
          <MoneySection
            money={order.money}
            payments={order.payments}
            paystack={order.paystack}
            orderStatus={order.status}
            currency={order.currency}
          />
          <OrderNotices notices={notices} chat={order.money.whatsapp ?? order.money.chat} />
          <OrderEmails emails={order.emails} texts={emailTexts} />
          <HistorySection history={order.history} placedAt={order.placedAt} />
          {who.length > 0 && (
            <section aria-labelledby="who-heading" className="flex flex-col gap-2">
              <h2 id="who-heading" className="text-2xl">
                Who did what
              </h2>
              <ul>
                {who.map((l, n) => (
                  <AuditItem key={n} l={l} />
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>
    </>
  );
}
