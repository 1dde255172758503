import { randomInt } from "node:crypto";
import type { Browser } from "@playwright/test";
import { islandsStarted } from "./islands";

/**
 * An address of its own for a test's requests. The e2e server trusts its loopback proxy
 * (TRUST_PROXY=loopback), so X-Forwarded-For names the visitor and the per-address rate
 * limits count each test apart, as they would count real shoppers.
 */
export const visitorAddress = () => `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;

export const phone = { width: 390, height: 844 };
export const desktop = { width: 1440, height: 900 };

/** Opens an address in a browser context of its own, as a visitor with an address of her own; waits for the islands when scripts run. */
export async function openAsVisitor(
  browser: Browser,
  viewport: { width: number; height: number },
  javaScriptEnabled: boolean,
  address: string,
) {
  const context = await browser.newContext({
    viewport,
    javaScriptEnabled,
    extraHTTPHeaders: { "X-Forwarded-For": visitorAddress() },
  });
  const page = await context.newPage();
  await page.goto(address);
  if (javaScriptEnabled) await islandsStarted(page);
  return page;
}
