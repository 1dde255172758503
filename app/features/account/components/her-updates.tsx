import { buttonClass } from "~/components/ui/button";
import { ConsentTick } from "~/features/notices";

/** Her numbers (from her orders and bookings), whether each gets WhatsApp or SMS updates now, and whether she just saved them. */
export interface HerUpdatesState {
  numbers: {
    /** International digits (2348031234567). */
    phone: string;
    live: boolean;
  }[];
  saved: boolean;
}

/**
 * Her WhatsApp and SMS updates on her page: a plain form, a box per number she gave with an order
 * or a booking, ticked only while that number gets them; she ticks to start them, unticks to stop.
 */
export function HerUpdates({ state: { numbers, saved } }: { state: HerUpdatesState }) {
  return (
    <section aria-labelledby="her-updates" className="flex flex-col gap-3">
      <h2 id="her-updates" className="text-3xl">
        WhatsApp and SMS updates
      </h2>
      {numbers.length === 0 ? (
        <p>Updates go to the phone number you give with an order or a booking.</p>
      ) : (
        <form method="post" action="/account" className="flex flex-col gap-3">
          {saved && (
            <p role="status" className="border border-line p-3 text-sm">
              Saved: updates go to the numbers ticked, and to no other.
            </p>
          )}
          <p className="text-sm text-ink-soft">
            News of your orders and fittings (never sale news) on WhatsApp, or by SMS when WhatsApp does not reach you.
            Emails come as always.
          </p>
          {numbers.map((n) => (
            <ConsentTick
              key={n.phone}
              place="her page"
              name="updates"
              value={n.phone}
              defaultChecked={n.live}
              note={`To +${n.phone}`}
            />
          ))}
          <button type="submit" name="intent" value="updates" className={buttonClass("outline", "w-full sm:w-fit")}>
            Save my choice
          </button>
        </form>
      )}
    </section>
  );
}
