import { slotClock, slotWords } from "./slot-words";

/** Zones on Lagos's clock all year: someone set to one of them needs no second time. */
export const LAGOS_CLOCK: ReadonlySet<string> = new Set([
  "Africa/Lagos",
  "Africa/Douala",
  "Africa/Kinshasa",
  "Africa/Luanda",
  "Africa/Porto-Novo",
]);

/** The time zones a shopper abroad may pick without a script, the diaspora's usual ones. */
export const ABROAD_ZONES: readonly { zone: string; label: string; city: string }[] = [
  { zone: "Europe/London", label: "London", city: "London" },
  { zone: "Europe/Paris", label: "Paris, Berlin, Rome", city: "Paris" },
  { zone: "America/New_York", label: "New York, Toronto", city: "New York" },
  { zone: "America/Chicago", label: "Houston, Chicago", city: "Houston" },
  { zone: "America/Los_Angeles", label: "Los Angeles", city: "Los Angeles" },
  { zone: "Africa/Johannesburg", label: "Johannesburg", city: "Johannesburg" },
  { zone: "Asia/Dubai", label: "Dubai", city: "Dubai" },
];

/** The zone a display currency abroad suggests, when her device says nothing else. */
const CURRENCY_ZONES: Record<string, string> = {
  gbp: "Europe/London",
  eur: "Europe/Paris",
  usd: "America/New_York",
};

/** Whether a time zone is a real IANA one the runtime knows. */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+){1,2}$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The atelier's zone: what an appointment keeps when she gave none. */
export const LAGOS_ZONE = "Africa/Lagos";

let intlZones: ReadonlySet<string> | undefined;

/**
 * The zone she booked in, to keep with her appointment: the one sent when Intl lists it (or an
 * alias of one it lists, kept as sent), else Lagos's.
 */
export function zoneToKeep(sent: string): string {
  if (!isTimeZone(sent)) return LAGOS_ZONE;
  intlZones ??= new Set(Intl.supportedValuesOf("timeZone"));
  const named = new Intl.DateTimeFormat("en-GB", { timeZone: sent }).resolvedOptions().timeZone;
  return intlZones.has(sent) || intlZones.has(named) ? sent : LAGOS_ZONE;
}

/** "London", "Tokyo", "Port Moresby": a zone's city as she would say it. */
export function zoneCity(zone: string): string {
  const listed = ABROAD_ZONES.find((z) => z.zone === zone);
  return listed ? listed.city : (zone.split("/").pop() ?? zone).replaceAll("_", " ");
}

/**
 * The zone to show beside Lagos's: her device's when it is off Lagos's clock, else the one her
 * display currency abroad suggests; undefined when neither says she is abroad.
 */
export function suggestedZone(device: string | undefined, currency: string | undefined): string | undefined {
  if (device && isTimeZone(device) && !LAGOS_CLOCK.has(device)) return device;
  const fromCurrency = currency ? CURRENCY_ZONES[currency] : undefined;
  return fromCurrency && isTimeZone(fromCurrency) ? fromCurrency : undefined;
}

/** An instant's day ("Mon 30 Nov") and time ("10:15") on a zone's clock. */
function clockIn(at: Date, zone: string): { day: string; time: string } {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: zone,
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return { day: `${get("weekday")} ${get("day")} ${get("month")}`, time: `${get("hour")}:${get("minute")}` };
}

/**
 * "10:15 in London", or "Mon 30 Nov, 19:00 in New York" when her day is not Lagos's: the start on
 * her clock (Intl's data, daylight saving included); undefined when her zone is unknown or keeps
 * Lagos's clock at that instant.
 */
export function herTimeLabel(at: Date, zone: string): string | undefined {
  if (!zone || !isTimeZone(zone)) return undefined;
  const hers = clockIn(at, zone);
  const lagos = slotWords(at).replace(" WAT", "");
  if (`${hers.day}, ${hers.time}` === lagos) return undefined;
  const sameDay = lagos.startsWith(`${hers.day},`);
  return `${sameDay ? hers.time : `${hers.day}, ${hers.time}`} in ${zoneCity(zone)}`;
}

/** "11:15 WAT · 10:15 in London", or "11:15 WAT" alone. */
export function timeWithHers(at: Date, zone: string): string {
  const hers = herTimeLabel(at, zone);
  return `${slotClock(at)} WAT${hers ? ` · ${hers}` : ""}`;
}

/** "Tue 1 Dec, 11:15 WAT · 10:15 in London", or "Tue 1 Dec, 11:15 WAT" alone. */
export function slotWordsWithHers(at: Date, zone: string): string {
  const hers = herTimeLabel(at, zone);
  return `${slotWords(at)}${hers ? ` · ${hers}` : ""}`;
}
