import { data, redirect } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { ErrorSummaryText } from "~/features/appointments/components/error-line";
import { dayBlock, dayToShow, freeDays } from "~/features/appointments/booking-days";
import { NO_FREE_CHANGE, TimeChoiceIsland } from "~/features/appointments/components/time-choice";
import { ZonePickerIsland } from "~/features/appointments/components/zone-picker";
import { herZoneCookie, herZoneIn } from "~/features/appointments/her-zone-cookie";
import { isTimeZone } from "~/features/appointments/her-zone";
import { lagosDayOf } from "~/lib/lagos-clock";
import { ConsentTick, MESSAGE_CONSENT } from "~/features/notices";
import { formatMoney, nairaMoney } from "~/features/currency";
import { addressBlock } from "~/server/base/address-block.server";
import { privateHeaders, privateRouteHeaders } from "~/server/base/no-store.server";
import { BodyError, readFormBody } from "~/server/base/read-body.server";
import { bookAppointment } from "~/server/appointments/book.server";
import { appointmentPath } from "~/server/appointments/emails.server";
import { slotsOfType } from "~/server/appointments/manage.server";
import { appointmentTypes } from "~/server/appointments/store/index.server";
import { startPayment } from "~/server/orders/start-payment.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/appointments";

export const meta = () => [
  { title: "Book a fitting or consultation | Hazel" },
  { name: "description", content: "Book a consultation or fitting at the Hazel atelier in Port Harcourt." },
];

/** Private, no-store: the times change by the minute, and a refused form comes back with her details. */
export const headers = privateRouteHeaders;

const FIELDS = ["type", "slot", "name", "email", "phone", "forOrder", "tz", MESSAGE_CONSENT.field] as const;

/**
 * The types offered; with ?type=…, that type's days with room and the times of one of them
 * (?day=…, else the first), and with ?tz=…, her time beside Lagos's.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { db, env } = await getServices();
  const url = new URL(request.url);
  const types = await appointmentTypes(db);
  const chosen = types.find((t) => String(t.id) === url.searchParams.get("type"));
  const tz = url.searchParams.get("tz") ?? herZoneIn(request.headers.get("Cookie")) ?? "";
  const zone = isTimeZone(tz) ? tz : "";
  const open = chosen ? await slotsOfType(db, chosen.id, new Date(), env.APPOINTMENT_NOTICE_HOURS) : [];
  const days = freeDays(open.map((s) => s.startsAt));
  const day = dayToShow(days, url.searchParams.get("day") ?? undefined) ?? "";
  const slots = open
    .filter((s) => lagosDayOf(s.startsAt) === day)
    .map((s) => ({ startsAt: s.startsAt.toISOString(), left: s.left, freeToChange: s.freeToChange }));
  const forOrder = (url.searchParams.get("order") ?? "").slice(0, 40);
  return data(
    { types, chosen: chosen ?? null, zone, day, block: dayBlock(days, day), slots, forOrder },
    { headers: privateHeaders() },
  );
}

/**
 * Books: the seat stored (held, with its fee's order, or booked when free), then Paystack's own
 * page, which returns her to her appointment's page; a refused form comes back with what she typed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  let form: URLSearchParams;
  try {
    form = await readFormBody(request, 4096);
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    return data({ values: {}, errors: { form: error.message } }, { status: error.status, headers: privateHeaders() });
  }
  const values: Record<string, string> = Object.fromEntries(FIELDS.map((f) => [f, form.get(f) ?? ""]));
  const services = await getServices();
  const booked = await bookAppointment(services, values, { clientAddress: context?.clientAddress });
  if (!booked.ok) return data({ values, errors: booked.errors }, { status: booked.status, headers: privateHeaders() });
  const page = appointmentPath(booked.key);
  // Her zone, kept in this browser so her appointment's page shows her time too.
  const zone = herZoneCookie(form.get("tz") ?? "", services.env.SITE_URL.startsWith("https:"));
  const headers = { ...privateHeaders(), ...(zone ? { "Set-Cookie": zone } : {}) };
  if (booked.feeOrder) {
    const from = { address: addressBlock(context?.clientAddress), own: true };
    const started = await startPayment(services, booked.feeOrder, new URL(request.url).origin, from, fetch, page);
    if (started.kind === "redirect") return redirect(started.url, { status: 303, headers });
  }
  return redirect(page, { status: 303, headers });
}

export default function Screen({ loaderData, actionData }: Route.ComponentProps) {
  const { types, chosen, zone, day, block, slots, forOrder } = loaderData;
  const values: Record<string, string> = actionData?.values ?? {};
  const errors: Record<string, string | undefined> = actionData?.errors ?? {};
  return (
    <div className="container-page flex max-w-2xl flex-col gap-6 py-10 sm:py-14">
      <h1 className="text-4xl">{chosen ? `Book: ${chosen.name}` : "Book an appointment"}</h1>
      {!chosen ? (
        <>
          <p>
            Come to the atelier in Port Harcourt for a consultation or a fitting. A fee, where there is one, counts
            towards your order.
          </p>
          <ul className="flex flex-col gap-3">
            {types.map((t) => (
              <li key={t.id} className="flex flex-wrap items-center justify-between gap-3 border border-line p-4">
                <div>
                  <h2 className="text-2xl">{t.name}</h2>
                  <p className="text-sm text-ink-soft">
                    {t.minutes} minutes ·{" "}
                    {t.fee > 0 ? `${formatMoney(nairaMoney(t.fee))}, counted towards your order` : "Free"}
                  </p>
                </div>
                <a
                  href={`/appointments?type=${t.id}${forOrder ? `&order=${encodeURIComponent(forOrder)}` : ""}`}
                  className={buttonClass("primary", "w-full sm:w-fit")}
                >
                  Choose a time<span className="sr-only"> for {t.name}</span>
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <p>
            {chosen.minutes} minutes at the atelier in Port Harcourt.{" "}
            {chosen.fee > 0
              ? `The fee, ${formatMoney(nairaMoney(chosen.fee))}, is paid now and counts towards your order; your place is held while you pay.`
              : "It is free."}{" "}
            Move or cancel it for free until {chosen.cutoffHours} hours before
            {slots.some((s) => !s.freeToChange)
              ? `: a time sooner than that, marked “${NO_FREE_CHANGE}”, is past it already.`
              : "."}{" "}
            <a href="/appointments" className="underline underline-offset-4">
              Other appointments
            </a>
          </p>
          <ZonePickerIsland typeId={chosen.id} zone={zone} day={day} forOrder={forOrder} />
          {errors.form && (
            <p role="alert" className="text-danger">
              {errors.form}
            </p>
          )}
          {slots.length === 0 ? (
            <p role="status">No times are free in the coming weeks. Message us on WhatsApp and we will find one.</p>
          ) : (
            <form method="post" className="flex flex-col gap-4" noValidate>
              <ErrorSummaryText errors={errors} />
              <input type="hidden" name="type" value={chosen.id} />
              <TimeChoiceIsland
                page={`/appointments?type=${chosen.id}${forOrder ? `&order=${encodeURIComponent(forOrder)}` : ""}`}
                days={block.days}
                earlier={block.earlier}
                later={block.later}
                day={day}
                slots={slots}
                seats={chosen.seats}
                zone={zone}
                value={values.slot}
                error={errors.slot}
              />
              <TextField
                name="name"
                label="Your name"
                autoComplete="name"
                required
                defaultValue={values.name}
                error={errors.name}
              />
              <TextField
                name="email"
                label="Email"
                type="email"
                autoComplete="email"
                required
                defaultValue={values.email}
                error={errors.email}
              />
              <TextField
                name="phone"
                label="Phone"
                type="tel"
                autoComplete="tel"
                required
                defaultValue={values.phone}
                error={errors.phone}
              />
              <ConsentTick place="booking" defaultChecked={values[MESSAGE_CONSENT.field] === "on"} />
              <TextField
                name="forOrder"
                label="Order reference (optional)"
                hint="Your order or quote's reference, HZL-…, so the fee counts towards it."
                defaultValue={values.forOrder ?? forOrder}
                error={errors.forOrder}
              />
              <button type="submit" className={buttonClass("primary", "w-full sm:w-fit")}>
                {chosen.fee > 0 ? `Book and pay ${formatMoney(nairaMoney(chosen.fee))}` : "Book"}
              </button>
            </form>
          )}
        </>
      )}
    </div>
  );
}
