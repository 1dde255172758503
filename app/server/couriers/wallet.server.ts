// The owner's courier wallet on her home: its balance, a warning before a booking would fail for
// funds, read from the aggregator at most once in five minutes per instance.
import { formatMoney, money } from "~/features/currency";
import { CourierError, shipbubbleConfig, walletBalance } from "../adapters/shipbubble.server";
import type { Env } from "../base/env.server";

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
