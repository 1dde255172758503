import * as z from "zod/mini";
import type { Rates } from "./money";

/** The public naira rates file, and its mirror when the CDN fails. */
export const RATES_URLS = [
  "https://cdn.jsdelivr.net/npm/@fawazahmed0/currency-api@latest/v1/currencies/ngn.json",
  "https://latest.currency-api.pages.dev/v1/currencies/ngn.json",
] as const;

const rate = z.optional(z.number().check(z.positive()));

/** The answer: `{ date, ngn: { usd: 0.00065, gbp: ..., eur: ..., ...every other code } }`. */
const ratesFile = z.object({
  ngn: z
    .object({ usd: rate, gbp: rate, eur: rate })
    .check(z.refine((r) => r.usd !== undefined || r.gbp !== undefined || r.eur !== undefined, "no usd, gbp or eur rate")),
});

/** Checks a rates file and keeps the shop's currencies. */
export function parseRates(body: unknown): Rates {
  const { ngn } = ratesFile.parse(body);
  return Object.fromEntries(Object.entries(ngn).filter(([, v]) => v !== undefined)) as Rates;
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
