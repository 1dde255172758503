const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
/** West Africa Time: UTC+1 all year (Nigeria keeps no summer time). */
const WAT_OFFSET_MS = 60 * 60 * 1000;
const twoDigits = (n: number) => String(n).padStart(2, "0");

/**
 * A moment as Lagos reads it, the way en-NG writes a long date and short time: "24 November 2026
 * at 14:05". Not Intl.DateTimeFormat: the order page's island would load the browser's locale
 * data for it, a long task of a phone's main thread (decision 101).
 */
export function formatLagosDateTime(iso: string): string {
  const lagos = new Date(Date.parse(iso) + WAT_OFFSET_MS);
  const date = `${lagos.getUTCDate()} ${MONTHS[lagos.getUTCMonth()]} ${lagos.getUTCFullYear()}`;
  return `${date} at ${twoDigits(lagos.getUTCHours())}:${twoDigits(lagos.getUTCMinutes())}`;
}
