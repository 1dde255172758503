import type { Rates } from "./money";

/** The public naira rates file, and its mirror when the CDN fails. */
export const RATES_URLS = [
  "https://cdn.jsdelivr.net/npm/@fawazahmed0/currency-api@latest/v1/currencies/ngn.json",
  "https://latest.currency-api.pages.dev/v1/currencies/ngn.json",
] as const;

const DISPLAYED = ["usd", "gbp", "eur"] as const;

/**
 * Checks a rates file, `{ date, ngn: { usd: 0.00065, gbp: …, eur: …, …every other code } }`, and
 * keeps the shop's currencies; a rate that is there must be a positive number. Throws when unusable.
 */
export function parseRates(body: unknown): Rates {
  const ngn = typeof body === "object" && body !== null ? (body as { ngn?: unknown }).ngn : undefined;
  if (typeof ngn !== "object" || ngn === null) throw new TypeError("The rates file has no ngn rates");
  const rates: Rates = {};
  for (const code of DISPLAYED) {
    const rate = (ngn as Record<string, unknown>)[code];
    if (rate === undefined) continue;
    if (typeof rate !== "number" || !Number.isFinite(rate) || rate <= 0)
      throw new TypeError(`The ${code} rate is not a positive number`);
    rates[code] = rate;
  }
  if (Object.keys(rates).length === 0) throw new TypeError("The rates file has no usd, gbp or eur rate");
  return rates;
}

async function fetchFrom(url: string, fetchImpl: typeof fetch): Promise<Rates> {
  const response = await fetchImpl(url, { signal: AbortSignal.timeout(8000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parseRates(await response.json());
}

/** Fetches today's rates from the CDN, falling back to the mirror; throws when both fail. */
export async function fetchRates(fetchImpl: typeof fetch = fetch): Promise<Rates> {
  const errors: unknown[] = [];
  for (const url of RATES_URLS) {
    try {
      return await fetchFrom(url, fetchImpl);
    } catch (error) {
      errors.push(error);
    }
  }
  throw new AggregateError(errors, "Both rates files failed");
}
