import { useEffect, useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { controlClass } from "~/components/ui/field";
import { island } from "~/lib/islands/island";
import { ABROAD_ZONES, isTimeZone, LAGOS_CLOCK } from "../her-zone";

/** The phone's own time zone, when it is a real one off Lagos's clock. */
function phoneZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) && !LAGOS_CLOCK.has(zone) ? zone : undefined;
}

/**
 * Her time zone, picked from a short list without a script (a GET form that keeps the day and her
 * order): the times then show hers beside Lagos's. With the script, a phone set abroad has its own
 * zone chosen already and named.
 */
export function ZonePicker({
  typeId,
  zone,
  day = "",
  forOrder = "",
}: {
  typeId: number;
  zone: string;
  day?: string;
  forOrder?: string;
}) {
  const [phone, setPhone] = useState<string | undefined>();
  useEffect(() => {
    if (!zone) setPhone(phoneZone());
  }, [zone]);
  const listed = ABROAD_ZONES.some((z) => z.zone === phone);
  return (
    <form method="get" action="/appointments#times" className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="type" value={typeId} />
      {day && <input type="hidden" name="day" value={day} />}
      {forOrder && <input type="hidden" name="order" value={forOrder} />}
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <label htmlFor="tz" className="label-caps text-ink-soft">
          Abroad? Show my time too
        </label>
        <select id="tz" name="tz" key={phone ?? zone} defaultValue={phone ?? zone} className={controlClass}>
          <option value="Africa/Lagos">Lagos time only</option>
          {phone && !listed && <option value={phone}>{phone.replaceAll("_", " ")} (your phone)</option>}
          {ABROAD_ZONES.map((z) => (
            <option key={z.zone} value={z.zone}>
              {z.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass("outline", "w-full sm:w-fit")}>
        Show the times
      </button>
      {phone && <p className="basis-full text-sm text-ink-soft">Your phone is on {phone.replaceAll("_", " ")} time.</p>}
    </form>
  );
}

export const ZonePickerIsland = island("zone-picker", ZonePicker);
