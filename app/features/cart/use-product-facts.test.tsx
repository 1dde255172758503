// @vitest-environment happy-dom
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildCart } from "./cart";
import { factsOf } from "./test-fixtures";
import { useProductFacts } from "./use-product-facts";

const cart = buildCart([{ id: "42-M", productId: 42, size: "M", quantity: 1 }]);
const fetchMock = vi.fn<typeof fetch>();
const asked = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith("/api/products")).length;

/** A page holding the hook, with the server's answer that prices hold for a minute. */
function Page({ held }: { held: boolean }) {
  useProductFacts({ serverCart: cart, facts: factsOf(42), pricesFor: 60_000 }, cart, held);
  return null;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => Response.json({ products: factsOf(42), pricesFor: null }));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("asking for the prices again when a sale starts or ends", () => {
  it("asks once the prices stop holding", async () => {
    render(<Page held={false} />);
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(asked()).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(3_001));
    expect(asked()).toBe(1);
    // The shop said no sale is due any more: it does not ask again.
    await act(() => vi.advanceTimersByTimeAsync(600_000));
    expect(asked()).toBe(1);
  });

  it("waits while an order placed is being paid at its prices, and asks as soon as it is not", async () => {
    const { rerender } = render(<Page held={true} />);
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(asked()).toBe(0);
    rerender(<Page held={false} />);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(asked()).toBe(1);
  });

  it("asks when a page shown again has slept past the instant", async () => {
    render(<Page held={false} />);
    // A sleeping tab's timer did not run; the clock moved on.
    vi.setSystemTime(Date.now() + 70_000);
    await act(async () => document.dispatchEvent(new Event("visibilitychange")));
    expect(asked()).toBe(1);
  });
});
