// Apple Pay is offered only once the shop's domain is registered with Paystack
// (docs/decisions/290-apple-pay-once-the-domain-is-registered.md): Paystack's list of registered
// domains, asked through the adapter and kept for a while, decides; nothing else turns it on.
import type { Env } from "../base/env.server";
import { listApplePayDomains, paystackConfig } from "../adapters/paystack.server";

/** Kept this long once Paystack answered; a failed ask is asked again sooner, Apple Pay left out meanwhile. */
const KEEP_MS = 60 * 60_000;
const RETRY_MS = 5 * 60_000;

const kept = new Map<string, { registered: boolean; until: number }>();

/** Whether Paystack lists the shop's domain (SITE_URL's host) for Apple Pay; false in demo mode or when it cannot say. */
export async function applePayRegistered(
  env: Env,
  fetchImpl: typeof fetch = fetch,
  now = Date.now(),
): Promise<boolean> {
  const config = paystackConfig(env);
  if (!config) return false;
  const domain = new URL(env.SITE_URL).hostname.toLowerCase();
  const key = `${config.apiUrl}|${config.publicKey}|${domain}`;
  const known = kept.get(key);
  if (known && known.until > now) return known.registered;
  let registered = false;
  let keepFor = KEEP_MS;
  try {
    registered = (await listApplePayDomains(config, fetchImpl)).some((d) => d.toLowerCase() === domain);
  } catch {
    keepFor = RETRY_MS;
  }
  kept.set(key, { registered, until: now + keepFor });
  return registered;
}

/**
 * The channels Paystack's window offers for a payment: the shop's (`PAYSTACK_CHANNELS`) without
 * Apple Pay, and Apple Pay added when the domain is registered.
 */
export async function offeredChannels(env: Env, fetchImpl: typeof fetch = fetch): Promise<Env["PAYSTACK_CHANNELS"]> {
  const channels = env.PAYSTACK_CHANNELS.filter((c) => c !== "apple_pay");
  return (await applePayRegistered(env, fetchImpl)) ? [...channels, "apple_pay"] : channels;
}
