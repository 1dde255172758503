import { formatMoney, money } from "~/features/currency";
import { formatDay, formatShortDateTime, lagosToday } from "~/lib/lagos-clock";
import { pickupDays } from "~/features/couriers";
import { SelectField } from "~/components/ui/field";
import type { ParcelView } from "~/server/couriers/parcel-view.server";
import { buttonClass } from "~/components/ui/button";
import type { ActionError } from "./order-forms";

const linkClass = "inline-flex min-h-11 items-center underline underline-offset-4";

/** The courier: book in one tap; once booked, the label to print, the tracking and each step the parcel took. */
export function CourierSection({
  reference,
  parcel,
  mayBook,
  error,
}: {
  reference: string;
  parcel: ParcelView | null;
  mayBook: boolean;
  error?: ActionError;
}) {
  const s = parcel?.shipment;
  if (!s && !mayBook) return null;
  const refused = error?.intent === "courier" ? error.message : undefined;
  return (
    <section aria-labelledby="courier-heading" className="flex flex-col gap-3 border border-line bg-white p-4">
      <h2 id="courier-heading" className="text-xl">
        Courier
      </h2>
      {s?.state === "booked" && (
        <>
          <p className="text-sm">
            Booked with {s.courier}
            {s.trackingCode && <>, tracking number {s.trackingCode}</>}
            {s.costKobo !== null && <> · cost to the shop {formatMoney(money(s.costKobo, "NGN"))}</>}
            {s.pickupOn && <> · pickup {formatDay(s.pickupOn)}</>}.
          </p>
          <p className="flex flex-wrap gap-x-4 text-sm">
            {s.labelUrl && (
              <a href={s.labelUrl} target="_blank" rel="noreferrer" className={linkClass}>
                Print the label<span className="sr-only"> (opens in a new tab)</span>
              </a>
            )}
            {s.trackingUrl && (
              <a href={s.trackingUrl} target="_blank" rel="noreferrer" className={linkClass}>
                The courier&apos;s tracking<span className="sr-only"> (opens in a new tab)</span>
              </a>
            )}
          </p>
          {parcel!.steps.length > 0 && (
            <ol className="flex flex-col gap-1 text-sm">
              {parcel!.steps.map((step) => (
                <li key={`${step.step}-${step.at}`}>
                  <span className="tabular-nums text-ink-soft">{formatShortDateTime(new Date(step.at))}</span>{" "}
                  {step.words}
                </li>
              ))}
            </ol>
          )}
        </>
      )}
      {s?.state === "booking" && !s.stalled && <p className="text-sm">The booking is under way: reload in a moment.</p>}
      {s?.stalled && (
        <p role="alert" className="text-sm text-danger">
          The last booking stopped half-way: look for its label on the courier&apos;s dashboard before booking again.
        </p>
      )}
      {s?.state === "failed" && (
        <p role="alert" className="text-sm text-danger">
          The last booking failed: {s.failure}
        </p>
      )}
      {refused && (
        <p role="alert" className="text-sm text-danger">
          {refused}
        </p>
      )}
      {mayBook && s?.state !== "booked" && (s?.state !== "booking" || s.stalled) && (
        <form method="post" action={`/admin/orders/${reference}/courier`} className="flex flex-col gap-2">
          <p className="text-sm text-ink-soft">
            The courier she chose at the checkout (else the cheapest), paid from the courier wallet; her email with the
            tracking goes when they pick it up.
          </p>
          <SelectField label="Pickup day" name="pickupOn" defaultValue={lagosToday()} className="sm:max-w-xs">
            {pickupDays(lagosToday()).map((day) => (
              <option key={day} value={day}>
                {formatDay(day)}
              </option>
            ))}
          </SelectField>
          <button type="submit" className={buttonClass("outline", "sm:w-fit")}>
            {s?.state === "failed" ? "Book again" : "Book the courier"}
          </button>
        </form>
      )}
    </section>
  );
}
