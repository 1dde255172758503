import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fullCollection, quietCollection } from "./quiet-collection.server";

const MB = 1024 * 1024;

describe("quietCollection", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  /** A process whose resident memory the test sets, and whose collections give back `freed`. */
  function fakeProcess(freed = 40 * MB) {
    const state = { resident: 200 * MB, collections: 0 };
    const collect = () => {
      state.collections += 1;
      state.resident -= freed;
    };
    return { state, collect, residentBytes: () => state.resident };
  }

  it("collects once the server is quiet after its memory grew, and not again until it grows again", () => {
    const { state, collect, residentBytes } = fakeProcess();
    const quiet = quietCollection({ collect, residentBytes, quietMs: 5_000, growthBytes: 16 * MB });
    // A burst: requests in every check's interval, the memory growing.
    for (let i = 0; i < 6; i++) {
      quiet.noteRequest();
      state.resident += 10 * MB;
      vi.advanceTimersByTime(5_000);
    }
    expect(state.collections).toBe(0);
    // Quiet for one interval: one collection.
    vi.advanceTimersByTime(5_000);
    expect(state.collections).toBe(1);
    vi.advanceTimersByTime(60_000);
    expect(state.collections).toBe(1);
    // A few requests that leave little: no collection.
    quiet.noteRequest();
    state.resident += 4 * MB;
    vi.advanceTimersByTime(20_000);
    expect(state.collections).toBe(1);
    quiet.stop();
  });

  it("never collects while requests keep coming, nor after a start that grew less than the bound", () => {
    const { state, collect, residentBytes } = fakeProcess();
    const quiet = quietCollection({ collect, residentBytes, quietMs: 5_000, growthBytes: 16 * MB });
    state.resident += 15 * MB;
    vi.advanceTimersByTime(30_000);
    expect(state.collections).toBe(0);
    for (let i = 0; i < 100; i++) {
      quiet.noteRequest();
      state.resident += MB;
      vi.advanceTimersByTime(1_000);
    }
    expect(state.collections).toBe(0);
    quiet.stop();
    vi.advanceTimersByTime(30_000);
    expect(state.collections).toBe(0);
  });
});

describe("fullCollection", () => {
  it("runs V8's own full collection, which the server's context does not expose", async () => {
    expect(typeof (globalThis as { gc?: unknown }).gc).toBe("undefined");
    const ref = (() => new WeakRef(Array.from({ length: 100_000 }, (_, i) => ({ i }))))();
    // A WeakRef's target is held until the task that made it ends.
    await new Promise((r) => setImmediate(r));
    fullCollection();
    expect(ref.deref()).toBeUndefined();
  });
});
