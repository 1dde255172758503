// The owner's courier wallet on her home: its balance, a warning before a booking would fail for
// funds, read from the aggregator at most once in five minutes per instance.
import { formatMoney, money } from "~/features/currency";
import { CourierError, shipbubbleConfig, walletBalance } from "../adapters/shipbubble.server";
import type { Env } from "../base/env.server";
import type { Db } from "../db/db.server";
import { missedRates } from "./checkout-rates.server";
import { bookedSince } from "./store.server";

/** Below this a parcel or two may not be paid for: ₦10,000, in kobo. */
const LOW_KOBO = 1_000_000;
const KEEP_MS = 5 * 60_000;

let kept: { at: number; key: string; words: WalletWords } | undefined;

export interface WalletWords {
  words: string;
  /** Her next booking may fail for funds, or the balance could not be read. */
  warn: boolean;
}

/** The wallet in words for her home; null without a courier service. */
export async function courierWallet(
  env: Pick<Env, "SHIPBUBBLE_API_KEY" | "SHIPBUBBLE_API_URL">,
  now = Date.now(),
  fetchImpl?: typeof fetch,
): Promise<WalletWords | null> {
  const config = shipbubbleConfig(env);
  if (!config) return null;
  if (kept && kept.key === config.apiKey && now - kept.at < KEEP_MS) return kept.words;
  let words: WalletWords;
  try {
    const balance = await walletBalance({ ...config, fetch: fetchImpl });
    const shown = formatMoney(money(balance, "NGN"));
    words =
      balance < LOW_KOBO
        ? {
            words: `Courier wallet: ${shown}. Fund it on Shipbubble before the next booking, or it may fail.`,
            warn: true,
          }
        : { words: `Courier wallet: ${shown}.`, warn: false };
  } catch (error) {
    if (!(error instanceof CourierError)) throw error;
    return { words: `The courier wallet could not be read just now: ${error.message}`, warn: true };
  }
  kept = { at: now, key: config.apiKey, words };
  return words;
}

/**
 * The month with the couriers in words for her home: parcels booked, what the couriers charged
 * beyond what shoppers paid (the shop's cost), and checkouts the zone table priced because their
 * rates did not come in time; null when there is nothing to say.
 */
export async function courierMonth(db: Db, since: Date): Promise<string | null> {
  const [{ parcels, overKobo }, missed] = await Promise.all([bookedSince(db, since), missedRates(db, since)]);
  if (parcels === 0 && missed === 0) return null;
  const over =
    overKobo > 0 ? `; the couriers charged ${formatMoney(money(overKobo, "NGN"))} more than shoppers paid` : "";
  const late =
    missed > 0
      ? `; their rates did not come in time at ${missed} checkout${missed === 1 ? "" : "s"}, priced from your zone table`
      : "";
  return `This month: ${parcels} parcel${parcels === 1 ? "" : "s"} booked${over}${late}.`;
}
