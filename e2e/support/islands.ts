import type { Page } from "@playwright/test";

/** Waits until the page's islands have started (the islands script marks <html data-islands="ready">). */
export async function islandsStarted(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.islands === "ready");
}

/** Opens a page and waits until its islands have started. */
export async function openPage(page: Page, address: string) {
  await page.goto(address);
  await islandsStarted(page);
}
