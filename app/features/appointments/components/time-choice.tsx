import { useEffect, useState } from "react";
import { island } from "~/lib/islands/island";
import { useDomId } from "~/lib/islands/use-dom-id";
import { lagosDateTimeOf } from "~/lib/lagos-clock";
import { STORAGE_KEYS, oneOf, readStored } from "~/features/storage";
import type { FreeDay } from "../booking-days";
import { herTimeLabel, isTimeZone, suggestedZone, zoneCity } from "../her-zone";
import { shortDayWords, slotClock } from "../slot-words";
import { lastPlace, type SlotView } from "./slot-view";

/** Beside a time in its button when it is already past the free move-or-cancel cut-off. */
export const NO_FREE_CHANGE = "no free change";

export interface TimeChoiceProps {
  /**
   * The page a day's link opens, with what it carries from day to day (the type and her order
   * on the booking page; her appointment's own page for a move); the day and her zone are added.
   */
  page: string;
  /** The day buttons shown, and the first day of the blocks before and after them. */
  days: FreeDay[];
  earlier?: string;
  later?: string;
  /** The day whose times show. */
  day: string;
  /** That day's free times. */
  slots: SlotView[];
  /** How many the type holds at once. */
  seats: number;
  /** Her zone as the address gives it ("" when none). */
  zone: string;
  value?: string;
  error?: string;
}

/** Her device's zone and her display currency, read in the browser only. */
function zoneOfThisDevice(): string | undefined {
  const device = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const currency = readStored(STORAGE_KEYS.currency, oneOf(["ngn", "usd", "gbp", "eur"]), "ngn");
  return suggestedZone(device, currency);
}

/** A day's address: the page with what it carries, the day and her zone, opened at the times. */
export function dayHref(page: string, day: string, zone: string): string {
  const [path, carried = ""] = page.split("?");
  const query = new URLSearchParams(carried);
  query.set("day", day);
  if (zone) query.set("tz", zone);
  return `${path}?${query.toString()}#times`;
}

/**
 * The day, then the time: a row of day buttons (links, so a day reloads the page without a
 * script), then that day's times as radio buttons of the booking form, Lagos time first and hers
 * beside it when she is abroad (from the address, else, with the script, her device or currency).
 */
export function TimeChoice(p: TimeChoiceProps) {
  const [zone, setZone] = useState(p.zone);
  useEffect(() => {
    if (!p.zone) {
      const found = zoneOfThisDevice();
      if (found) setZone(found);
    }
  }, [p.zone]);
  const daysId = useDomId("days");
  const hintId = useDomId("times-hint");
  const errorId = useDomId("times-error");
  const abroad = isTimeZone(zone) && p.slots.some((s) => herTimeLabel(new Date(s.startsAt), zone));
  const day = (d: string) => dayHref(p.page, d, zone);
  return (
    <div className="flex flex-col gap-6">
      <div role="group" aria-labelledby={daysId} className="flex flex-col gap-2">
        <p id={daysId} className="label-caps text-ink-soft">
          1. Choose a day
        </p>
        <ul className="grid grid-cols-4 gap-2 sm:grid-cols-6">
          {p.days.map((d) => {
            const [weekday, ...date] = shortDayWords(d.day).split(" ");
            const current = d.day === p.day;
            return (
              <li key={d.day}>
                <a
                  href={day(d.day)}
                  aria-current={current ? "date" : undefined}
                  className={`flex min-h-14 flex-col items-center justify-center border px-1 py-2 text-center transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-hazel ${
                    current ? "border-ink bg-ink text-ivory" : "border-line bg-white text-ink hover:border-ink"
                  }`}
                >
                  <span className="text-xs tracking-wide uppercase">{weekday}</span>{" "}
                  <span className="text-base">{date.join(" ")}</span>
                  <span className="sr-only">
                    , {d.times} {d.times === 1 ? "time" : "times"} free
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
        {(p.earlier || p.later) && (
          <p className="flex justify-between text-sm">
            {p.earlier ? (
              <a href={day(p.earlier)} className="min-h-11 content-center underline underline-offset-4">
                ← Earlier dates
              </a>
            ) : (
              <span />
            )}
            {p.later && (
              <a href={day(p.later)} className="min-h-11 content-center underline underline-offset-4">
                Later dates →
              </a>
            )}
          </p>
        )}
      </div>
      <fieldset
        id="times"
        className="flex scroll-mt-24 flex-col gap-2"
        aria-describedby={[hintId, p.error ? errorId : ""].filter(Boolean).join(" ")}
      >
        <legend className="label-caps mb-2 text-ink-soft">2. Choose a time on {shortDayWords(p.day)}</legend>
        <p id={hintId} className="text-xs text-ink-soft">
          {abroad
            ? `Lagos time (WAT) first, then ${zoneCity(zone)} time.`
            : "Times are Lagos time (WAT, UTC+1 all year)."}
        </p>
        <div className={`grid gap-2 ${abroad ? "grid-cols-2 sm:grid-cols-3" : "grid-cols-3 sm:grid-cols-4"}`}>
          {p.slots.map((s) => {
            const at = new Date(s.startsAt);
            const value = lagosDateTimeOf(at);
            const hers = herTimeLabel(at, zone);
            return (
              <label key={s.startsAt} className="relative block cursor-pointer">
                <input
                  type="radio"
                  name="slot"
                  value={value}
                  required
                  defaultChecked={p.value === value}
                  aria-invalid={p.error ? true : undefined}
                  className="peer absolute inset-0 h-full w-full cursor-pointer opacity-0"
                />
                <span className="flex min-h-12 flex-col items-center justify-center border border-line bg-white px-1 py-2 text-center leading-snug transition-colors peer-checked:border-ink peer-checked:bg-ink peer-checked:text-ivory peer-hover:border-ink peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-hazel">
                  <span className="text-base">{slotClock(at)} WAT</span>
                  {hers && <span className="text-xs opacity-85">{hers}</span>}
                  {lastPlace(s.left, p.seats) && <span className="text-xs opacity-85">last place</span>}
                  {!s.freeToChange && <span className="text-xs opacity-85">{NO_FREE_CHANGE}</span>}
                </span>
              </label>
            );
          })}
        </div>
        {p.error && (
          <p id={errorId} className="text-sm text-danger">
            {p.error}
          </p>
        )}
      </fieldset>
      <input type="hidden" name="tz" value={isTimeZone(zone) ? zone : ""} />
    </div>
  );
}

export const TimeChoiceIsland = island("time-choice", TimeChoice);
