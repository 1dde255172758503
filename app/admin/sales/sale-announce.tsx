import { formatDayAndTime } from "~/lib/lagos-clock";

/**
 * "Announce to subscribers": one email to each confirmed subscriber once the sale starts (never
 * before). Once sent, the box gives way to when it went.
 */
export function AnnounceField({ checked, announcedAt }: { checked: boolean; announcedAt: string | null }) {
  if (announcedAt) {
    return (
      <p className="text-sm text-ink-soft">
        Announced to the subscribers when it started ({formatDayAndTime(announcedAt)}, Lagos time).
      </p>
    );
  }
  return (
    <div className="flex items-start gap-3">
      <input
        id="sale-announce"
        type="checkbox"
        name="announce"
        value="yes"
        defaultChecked={checked}
        aria-describedby="sale-announce-hint"
        className="mt-1 size-5 accent-ink"
      />
      <div className="flex flex-col gap-1">
        <label htmlFor="sale-announce" className="font-medium">
          Announce to subscribers
        </label>
        <p id="sale-announce-hint" className="text-sm text-ink-soft">
          One email to each confirmed subscriber when the sale starts, never before; each can unsubscribe in one click.
        </p>
      </div>
    </div>
  );
}
