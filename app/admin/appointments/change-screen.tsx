import { buttonClass } from "~/components/ui/button";
import type { ReactNode } from "react";
import { formatMoney, money } from "~/features/currency";
import { formatDayAndTime } from "~/lib/lagos-clock";
import type { ownerChangeView } from "./change.server";

type View = NonNullable<Awaited<ReturnType<typeof ownerChangeView>>>;

const STATUS: Record<string, string> = {
  held: "Held, fee unpaid",
  booked: "Booked",
  unseated: "Paid, to choose a new time",
  lapsed: "Not booked: the fee was not paid in time",
  cancelled: "Cancelled",
};

/** What cancelling does with her fee, as the owner reads it before she presses. */
function feeWords(v: View): string {
  const fee = formatMoney(money(v.fee, "NGN"));
  if (v.feeStage === "moved") return `Her ${fee} fee counts towards order ${v.forOrder ?? ""} and stays there.`;
  if (v.feeStage === "paid") return `Her ${fee} fee becomes store credit, its code emailed to her.`;
  if (v.feeStage === "unpaid") return "Her fee is not paid: nothing to return.";
  return "It has no fee.";
}

/**
 * The owner's page for one appointment: its WhatsApp and SMS notices (`notices`, the order page's
 * list, given by the route), then move it (a day, then a time: `picker`, the booking's own, given
 * by the route) or cancel it, each a plain form.
 */
export function ChangeScreen({
  v,
  picker,
  notices,
  error,
}: {
  v: View;
  picker: ReactNode;
  notices: ReactNode;
  error?: string;
}) {
  return (
    <>
      <p className="text-sm">
        <a href="/admin/calendar" className="inline-flex min-h-11 items-center underline underline-offset-4">
          ← Calendar
        </a>
      </p>
      <h1 className="text-3xl sm:text-4xl">
        {v.name}&apos;s {v.typeName.toLowerCase()}
      </h1>
      {error && (
        <p role="alert" className="border border-danger p-3 text-danger">
          {error}
        </p>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        <dt className="label-caps text-ink-soft">When</dt>
        <dd>{formatDayAndTime(v.startsAt)} (Lagos)</dd>
        <dt className="label-caps text-ink-soft">Phone</dt>
        <dd>{v.phone}</dd>
        <dt className="label-caps text-ink-soft">Status</dt>
        <dd>{STATUS[v.status] ?? v.status}</dd>
        {(v.forOrder ?? v.feeOrder) && (
          <>
            <dt className="label-caps text-ink-soft">Order</dt>
            <dd>
              <a href={`/admin/orders/${v.forOrder ?? v.feeOrder}`} className="underline underline-offset-4">
                {v.forOrder ?? v.feeOrder}
              </a>
            </dd>
          </>
        )}
      </dl>
      {notices}
      <section id="move" aria-labelledby="move-heading" className="flex scroll-mt-24 flex-col gap-3">
        <h2 id="move-heading" className="text-2xl">
          Move it
        </h2>
        {!v.movable ? (
          <p>Only a booked appointment moves; this one is {(STATUS[v.status] ?? v.status).toLowerCase()}.</p>
        ) : v.slots.length === 0 ? (
          <p>No other time is free in the coming weeks.</p>
        ) : (
          <form method="post" className="flex flex-col gap-4">
            {picker}
            <p className="text-sm text-ink-soft">She is emailed the new time.</p>
            <button type="submit" name="intent" value="move" className={buttonClass("primary", "w-full sm:w-fit")}>
              Move to this time
            </button>
          </form>
        )}
      </section>
      {v.open && (
        <section id="cancel" aria-labelledby="cancel-heading" className="flex scroll-mt-24 flex-col gap-3">
          <h2 id="cancel-heading" className="text-2xl">
            Cancel it
          </h2>
          <form method="post" className="flex flex-col gap-3">
            {v.refundable ? (
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-1">Her {formatMoney(money(v.fee, "NGN"))} fee:</legend>
                <label className="flex min-h-11 items-center gap-2">
                  <input type="radio" name="fee" value="refund" defaultChecked /> Refund it to her card
                </label>
                <label className="flex min-h-11 items-center gap-2">
                  <input type="radio" name="fee" value="credit" /> Keep it as store credit for her
                </label>
              </fieldset>
            ) : (
              <p>{feeWords(v)}</p>
            )}
            <p className="text-sm text-ink-soft">She is emailed that it was cancelled; her seat is free again.</p>
            <button type="submit" name="intent" value="cancel" className={buttonClass("outline", "w-full sm:w-fit")}>
              Cancel the appointment
            </button>
          </form>
        </section>
      )}
    </>
  );
}
