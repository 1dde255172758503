import { data, redirect } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { freeUntil } from "~/features/appointments/cancel-terms";
import { dayBlock, dayToShow, freeDays } from "~/features/appointments/booking-days";
import { TimeChoiceIsland } from "~/features/appointments/components/time-choice";
import { cancelDoneWords, isCancelDone } from "~/features/appointments/cancel-words";
import { atelierAddress, atelierMapLink, googleCalendarLink } from "~/features/appointments/calendar-links";
import { isTimeZone, LAGOS_ZONE, slotWordsWithHers } from "~/features/appointments/her-zone";
import { herZoneIn } from "~/features/appointments/her-zone-cookie";
import { lagosDayOf } from "~/lib/lagos-clock";
import { money, formatMoney } from "~/features/currency";
import { parsePaymentReference } from "~/features/payments";
import { addressBlock } from "~/server/base/address-block.server";
import { privateHeaders, privateRouteHeaders } from "~/server/base/no-store.server";
import { BodyError, isFormType, readFormBody } from "~/server/base/read-body.server";
import { appointmentEvent } from "~/server/appointments/calendar-file.server";
import { appointmentPath } from "~/server/appointments/emails.server";
import { appointmentPage, cancelAppointment, moveAppointment } from "~/server/appointments/manage.server";
import { findByKey } from "~/server/appointments/store/index.server";
import { confirmPayment } from "~/server/orders/confirm-payment.server";
import { startPayment } from "~/server/orders/start-payment.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/appointment";

export const meta = () => [{ title: "Your appointment | Hazel" }, { name: "robots", content: "noindex" }];

/** Her appointment: private, no-store; its link's key is the only way in. */
export const headers = privateRouteHeaders;

const notFound = () => data("Not Found", { status: 404, statusText: "Not Found" });
const back = (key: string, done?: string) =>
  redirect(`${appointmentPath(key)}${done ? `?done=${done}` : ""}`, { status: 303, headers: privateHeaders() });

const STATUS: Record<string, string> = {
  held: "Held for you while the fee is paid",
  booked: "Booked",
  unseated: "Paid: choose a new time (the one you chose filled while your payment came through)",
  lapsed: "Not booked: the fee was not paid in time",
  cancelled: "Cancelled",
};

/** Her page; back from Paystack (?reference=…) the payment is verified first, once as every payment is. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const services = await getServices();
  const found = await findByKey(services.db, params.key);
  if (!found) throw notFound();
  const url = new URL(request.url);
  const returned = url.searchParams.get("reference");
  if (returned !== null) {
    if (found.feeOrder && parsePaymentReference(returned)?.orderReference === found.feeOrder)
      await confirmPayment(services, returned, fetch, { address: "", own: true });
    throw back(params.key);
  }
  const page = await appointmentPage(services, params.key);
  if (!page) throw notFound();
  const { a } = page;
  const done = url.searchParams.get("done");
  // Her zone: the address's, else the one she booked in (kept with the appointment, so any device
  // shows it), else, for one booked before zones were kept, the one this browser booked with.
  const asked = url.searchParams.get("tz") ?? "";
  const kept = a.zone !== LAGOS_ZONE ? a.zone : (herZoneIn(request.headers.get("Cookie")) ?? "");
  const zone = isTimeZone(asked) ? asked : kept;
  const days = freeDays(page.slots.map((s) => s.startsAt));
  const day = dayToShow(days, url.searchParams.get("day") ?? undefined) ?? "";
  const booked = a.status === "booked";
  return data(
    {
      typeName: a.typeName,
      when: slotWordsWithHers(a.startsAt, zone),
      zone,
      seats: page.seats,
      address: atelierAddress(),
      mapLink: atelierMapLink(),
      calendar: booked
        ? {
            file: `${appointmentPath(a.key)}/calendar.ics`,
            google: googleCalendarLink(appointmentEvent(a, services.env.SITE_URL)),
          }
        : null,
      status: STATUS[a.status] ?? a.status,
      state: a.status,
      fee: a.fee,
      feeStage: page.fee,
      feeOutcome: a.feeOutcome,
      refundable: page.refundable,
      free: page.free,
      freeUntil: slotWordsWithHers(freeUntil(a.startsAt, a.cutoffHours), zone),
      open: page.open,
      movable: page.movable,
      testPay: page.testPay,
      forOrder: a.forOrder,
      page: appointmentPath(a.key),
      day,
      block: dayBlock(days, day),
      slots: page.slots
        .filter((s) => lagosDayOf(s.startsAt) === day)
        .map((s) => ({ startsAt: s.startsAt.toISOString(), left: s.left, freeToChange: s.freeToChange })),
      done:
        done === "moved"
          ? `Moved: it is now ${slotWordsWithHers(a.startsAt, zone)}. We have emailed you.`
          : isCancelDone(done)
            ? cancelDoneWords(done, money(a.fee, "NGN"), a.forOrder)
            : null,
    },
    { headers: privateHeaders() },
  );
}

/** Pay (Paystack's page, or the test payment in demo mode), move or cancel: plain forms. */
export async function action({ params, request, context }: Route.ActionArgs) {
  let form: URLSearchParams;
  try {
    if (!isFormType(request)) return data({ error: "Send the form." }, { status: 415 });
    form = await readFormBody(request, 2048);
  } catch (error) {
    if (error instanceof BodyError) return data({ error: error.message }, { status: error.status });
    throw error;
  }
  const services = await getServices();
  const a = await findByKey(services.db, params.key);
  if (!a) throw notFound();
  const intent = form.get("intent");
  if ((intent === "pay" || intent === "test-pay") && a.feeOrder && a.status === "held") {
    if (intent === "test-pay") {
      const paid = await confirmPayment(services, a.feeOrder);
      if (paid.kind !== "done") return data({ error: "The test payment could not be taken." }, { status: 409 });
      return back(params.key);
    }
    const from = { address: addressBlock(context?.clientAddress), own: true };
    const started = await startPayment(
      services,
      a.feeOrder,
      new URL(request.url).origin,
      from,
      fetch,
      appointmentPath(a.key),
    );
    if (started.kind === "redirect") return redirect(started.url, { status: 303, headers: privateHeaders() });
    if (started.kind === "unavailable") return data({ error: started.message }, { status: 503 });
    return back(params.key);
  }
  if (intent === "move") {
    const moved = await moveAppointment(services, params.key, form.get("slot") ?? "");
    return moved.ok ? back(params.key, "moved") : data({ error: moved.error }, { status: 409 });
  }
  if (intent === "cancel") {
    // Without a choice (the form offered none) she asked for nothing but the cancellation: credit.
    const prefer = form.get("fee") === "refund" ? "refund" : "credit";
    const cancelled = await cancelAppointment(services, params.key, prefer);
    return cancelled.ok ? back(params.key, cancelled.done) : data({ error: cancelled.error }, { status: 409 });
  }
  return data({ error: "Choose one of the buttons." }, { status: 400 });
}

export default function Screen({ loaderData: v, actionData }: Route.ComponentProps) {
  return (
    <div className="container-page flex max-w-2xl flex-col gap-6 py-10 sm:py-14">
      <h1 className="text-4xl">Your {v.typeName.toLowerCase()}</h1>
      {v.done && (
        <p role="status" className="border border-line bg-linen p-3">
          {v.done}
        </p>
      )}
      {actionData?.error && (
        <p role="alert" className="text-danger">
          {actionData.error}
        </p>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        <dt className="label-caps text-ink-soft">When</dt>
        <dd>{v.when}</dd>
        <dt className="label-caps text-ink-soft">Where</dt>
        <dd>
          The Hazel atelier, {v.address}
          <br />
          <a href={v.mapLink} target="_blank" rel="noreferrer" className="underline underline-offset-4">
            Open in Google Maps<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </dd>
        <dt className="label-caps text-ink-soft">Status</dt>
        <dd>{v.status}</dd>
        {v.fee > 0 && (
          <>
            <dt className="label-caps text-ink-soft">Fee</dt>
            <dd>
              {formatMoney(money(v.fee, "NGN"))}{" "}
              {v.feeOutcome === "refund"
                ? "(refunded to your card)"
                : v.feeOutcome === "credit"
                  ? "(kept as store credit, its code emailed to you)"
                  : v.feeStage === "moved"
                    ? `(paid, counts towards order ${v.forOrder ?? ""})`
                    : v.feeStage === "paid"
                      ? "(paid)"
                      : "(not paid yet)"}
            </dd>
          </>
        )}
      </dl>
      {v.calendar && (
        <section aria-labelledby="calendar-heading" className="flex flex-col gap-3">
          <h2 id="calendar-heading" className="text-2xl">
            Add to calendar
          </h2>
          <div className="flex flex-col gap-3 sm:flex-row">
            <a
              href={v.calendar.file}
              download="hazel-appointment.ics"
              className={buttonClass("outline", "w-full sm:w-fit")}
            >
              Calendar file (.ics)
            </a>
            <a
              href={v.calendar.google}
              target="_blank"
              rel="noreferrer"
              className={buttonClass("outline", "w-full sm:w-fit")}
            >
              Google Calendar<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </div>
          <p className="text-sm text-ink-soft">
            The file opens in Apple Calendar, Outlook and most calendar apps; times are set for wherever you are.
          </p>
        </section>
      )}
      {v.state === "held" && v.feeStage === "unpaid" && (
        <form method="post" className="flex flex-col gap-2">
          <p>Your place is held for a short while: pay the fee to book it.</p>
          <button
            type="submit"
            name="intent"
            value={v.testPay ? "test-pay" : "pay"}
            className={buttonClass("primary", "w-full sm:w-fit")}
          >
            {v.testPay ? `Pay ${formatMoney(money(v.fee, "NGN"))} (test)` : `Pay ${formatMoney(money(v.fee, "NGN"))}`}
          </button>
        </form>
      )}
      {v.movable && (
        <section aria-labelledby="move-heading" className="flex flex-col gap-3">
          <h2 id="move-heading" className="text-2xl">
            Move it
          </h2>
          {v.slots.length === 0 ? (
            <p>No other time is free in the coming weeks: message us on WhatsApp.</p>
          ) : (
            <form method="post" className="flex flex-col gap-4">
              <TimeChoiceIsland
                page={v.page}
                days={v.block.days}
                earlier={v.block.earlier}
                later={v.block.later}
                day={v.day}
                slots={v.slots}
                seats={v.seats}
                zone={v.zone}
              />
              <button type="submit" name="intent" value="move" className={buttonClass("outline", "w-full sm:w-fit")}>
                Move to this time
              </button>
            </form>
          )}
        </section>
      )}
      {v.open && (
        <section aria-labelledby="cancel-heading" className="flex flex-col gap-3">
          <h2 id="cancel-heading" className="text-2xl">
            Cancel it
          </h2>
          {v.refundable ? (
            <form method="post" className="flex flex-col gap-3">
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-1">Free until {v.freeUntil}. Your fee:</legend>
                <label className="flex min-h-11 items-center gap-2">
                  <input type="radio" name="fee" value="refund" defaultChecked /> Refund it to my card
                </label>
                <label className="flex min-h-11 items-center gap-2">
                  <input type="radio" name="fee" value="credit" /> Keep it as store credit
                </label>
              </fieldset>
              <button type="submit" name="intent" value="cancel" className={buttonClass("outline", "w-full sm:w-fit")}>
                Cancel the appointment
              </button>
            </form>
          ) : (
            <form method="post" className="flex flex-col gap-3">
              <p>
                {v.feeStage === "moved"
                  ? `Your fee counts towards order ${v.forOrder ?? ""} and stays there if you cancel.`
                  : v.feeStage === "paid" && !v.free
                    ? `It is past ${v.freeUntil}: as our terms say, your fee becomes store credit.`
                    : v.feeStage === "paid"
                      ? "Your fee cannot go back to your card now: cancelled, it becomes store credit."
                      : v.free
                        ? `Free until ${v.freeUntil}.`
                        : "It is past the free cut-off; nothing was paid."}
              </p>
              <button type="submit" name="intent" value="cancel" className={buttonClass("outline", "w-full sm:w-fit")}>
                Cancel the appointment
              </button>
            </form>
          )}
        </section>
      )}
    </div>
  );
}
