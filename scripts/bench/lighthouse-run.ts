import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { CHROMIUM, CHROMIUM_FLAGS } from "../chromium";
import { signInAsOwner } from "./owner-session";

/**
 * A network and CPU Lighthouse simulates (`throttlingMethod: "simulate"`): Lantern replays the
 * page's unthrottled trace at these speeds, so what ended before the observed largest paint costs
 * its bytes and round trips on the way to it.
 */
export interface Profile {
  name: string;
  /** Lighthouse 12's `throttling` settings; none for its mobile preset's own (slow 4G: 150 ms, 1.6 Mbps, 4x CPU). */
  throttling?: {
    rttMs: number;
    throughputKbps: number;
    cpuSlowdownMultiplier: number;
    requestLatencyMs: number;
    downloadThroughputKbps: number;
    uploadThroughputKbps: number;
  };
}

/** The mobile preset Lighthouse scores with by default. */
export const MOBILE: Profile = { name: "mobile" };

/**
 * Regular 3G, as Lighthouse 12 defines it (`throttling.mobileRegular3G`): 300 ms round trips,
 * 700 kbps, 4x CPU. The request latency and throughputs are what DevTools' own throttling would
 * apply (round trips x 3.75, throughput x 0.9); the simulation reads `rttMs` and `throughputKbps`.
 */
export const REGULAR_3G: Profile = {
  name: "3G",
  throttling: {
    rttMs: 300,
    throughputKbps: 700,
    cpuSlowdownMultiplier: 4,
    requestLatencyMs: 300 * 3.75,
    downloadThroughputKbps: 700 * 0.9,
    uploadThroughputKbps: 700 * 0.9,
  },
};

export interface PageScore {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  cssBytes: number;
  /** Every request's transfer size (Lighthouse's total byte weight). */
  totalBytes: number;
}

/**
 * One Lighthouse run (mobile, throttled as `profile` says) of a page; `prepare` runs first in the
 * same browser profile. `extraFlags` go to Chromium (the rates fake's host mapping); requests
 * matching `blockedUrls` fail (Lighthouse's `blockedUrlPatterns`).
 */
export async function runLighthouse(
  url: string,
  prepare?: (origin: string, cdpPort: number) => Promise<void>,
  extraFlags: string[] = [],
  blockedUrls: string[] = [],
  profile: Profile = MOBILE,
): Promise<PageScore> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS, ...extraFlags],
  });
  try {
    if (prepare) await prepare(new URL(url).origin, chrome.port);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      disableStorageReset: Boolean(prepare),
      blockedUrlPatterns: blockedUrls,
      ...(profile.throttling && { throttlingMethod: "simulate", throttling: profile.throttling }),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits } = result.lhr;
    // BENCH_LHR_DIR=dir keeps each run's whole report, to read where the time went.
    if (process.env.BENCH_LHR_DIR)
      fs.writeFileSync(
        path.join(process.env.BENCH_LHR_DIR, `${profile.name}-${Date.now()}.json`),
        result.report as string,
      );
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const requests = (audits["network-requests"]?.details as { items?: Array<Record<string, unknown>> })?.items ?? [];
    const bytes = (type: string) =>
      requests.filter((r) => r.resourceType === type).reduce((sum, r) => sum + Number(r.transferSize ?? 0), 0);
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      fcpMs: numeric("first-contentful-paint"),
      lcpMs: numeric("largest-contentful-paint"),
      tbtMs: numeric("total-blocking-time"),
      cls: numeric("cumulative-layout-shift"),
      jsBytes: bytes("Script"),
      cssBytes: bytes("Stylesheet"),
      totalBytes: numeric("total-byte-weight"),
    };
  } finally {
    chrome.kill();
  }
}

/** Puts a dress in the cart through the real product page, in the profile Lighthouse will use. */
export async function fillCart(productPath: string) {
  return async (origin: string, cdpPort: number) => {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`);
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${origin}${productPath}`);
    // Wait until the page is interactive, so the choice is kept in the browser's cart.
    await page.waitForFunction(() => document.documentElement.dataset.islands === "ready");
    // The radio itself is visually hidden; its label is what a shopper clicks.
    await page.getByRole("group", { name: "Size" }).getByText("M", { exact: true }).click();
    await page.getByRole("button", { name: "Add To Cart" }).click();
    await page
      .getByRole("link", { name: /Cart, 1 item/ })
      .first()
      .waitFor();
    // Keep the stored cart but not the HTTP cache, so the measured page loads its own scripts and styles.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.clearBrowserCache");
    await page.close();
    await browser.close();
  };
}

/** Signs in as the owner and keeps the session's cookie in the profile Lighthouse will use. */
export function signedInAsOwner(password: string) {
  return async (origin: string, cdpPort: number) => {
    const cookie = await signInAsOwner(origin, password);
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`);
    await browser.contexts()[0]!.addCookies(
      cookie.split("; ").map((pair) => {
        const [name, ...value] = pair.split("=");
        return { name: name!, value: value.join("="), url: `${origin}/admin` };
      }),
    );
    await browser.close();
  };
}
