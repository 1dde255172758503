import { test as base } from "@playwright/test";
import { visitorAddress } from "./visitor";

export { expect } from "@playwright/test";

/**
 * Playwright's `test`, with every test speaking from an address of its own: the shop's
 * per-address rate limits (10 orders in 10 minutes) then count each test apart, whatever else
 * ran before it in the same worker.
 */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  extraHTTPHeaders: async ({}, provide) => provide({ "X-Forwarded-For": visitorAddress() }),
});
