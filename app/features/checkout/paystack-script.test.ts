import { describe, expect, it, vi } from "vitest";
import { createPaystackLoader, PAYSTACK_SCRIPT_URL, type PaystackPop, type ScriptHost } from "./paystack-script";

/** A page where each inserted script waits for the test to say whether it loaded. */
function fakeHost() {
  const scripts: Array<{ src: string; load: () => void; fail: () => void; removed: boolean }> = [];
  let pop: PaystackPop | undefined;
  const host: ScriptHost = {
    insert(src, onLoad, onError) {
      const entry = { src, load: onLoad, fail: onError, removed: false };
      scripts.push(entry);
      return () => {
        entry.removed = true;
      };
    },
    paystack: () => pop,
  };
  return { host, scripts, define: () => (pop = { setup: vi.fn() }) };
}

describe("the Paystack inline script", () => {
  it("is loaded once and shared by every caller", async () => {
    const page = fakeHost();
    const loader = createPaystackLoader(page.host);
    expect(loader.getState()).toBe("not-loaded");
    const first = loader.load();
    const second = loader.load();
    expect(page.scripts).toHaveLength(1);
    expect(page.scripts[0]?.src).toBe(PAYSTACK_SCRIPT_URL);
    const pop = page.define();
    page.scripts[0]?.load();
    expect(await first).toBe(pop);
    expect(await second).toBe(pop);
    expect(loader.getState()).toBe("loaded");
    expect(await loader.load()).toBe(pop);
    expect(page.scripts).toHaveLength(1);
  });

  it("throws 'Unable to load paystack inline script' on failure, then tries again", async () => {
    const page = fakeHost();
    const loader = createPaystackLoader(page.host);
    const seen: string[] = [];
    loader.subscribe(() => seen.push(loader.getState()));
    const failed = loader.load();
    page.scripts[0]?.fail();
    await expect(failed).rejects.toThrow("Unable to load paystack inline script");
    expect(loader.getState()).toBe("error");
    expect(page.scripts[0]?.removed).toBe(true);

    const retry = loader.load();
    expect(page.scripts).toHaveLength(2);
    page.define();
    page.scripts[1]?.load();
    await expect(retry).resolves.toBeDefined();
    expect(seen).toEqual(["error", "loaded"]);
  });

  it("fails when the script loads but does not define PaystackPop", async () => {
    const page = fakeHost();
    const loader = createPaystackLoader(page.host);
    const loading = loader.load();
    page.scripts[0]?.load();
    await expect(loading).rejects.toThrow("Unable to load paystack inline script");
  });
});
