import { describe, expect, it, vi } from "vitest";
import { DatabaseUnavailable } from "../db/unavailable.server";
import { every, Jobs, repeat } from "./jobs.server";

describe("background jobs", () => {
  it("stops every registered job and waits for each", async () => {
    const jobs = new Jobs();
    const stopped: string[] = [];
    jobs.add("relay", async () => {
      await new Promise((r) => setTimeout(r, 50));
      stopped.push("relay");
    });
    jobs.add("reconciliation", async () => void stopped.push("reconciliation"));
    expect(jobs.names).toEqual(["relay", "reconciliation"]);
    await jobs.stopAll();
    expect(stopped.sort()).toEqual(["reconciliation", "relay"]);
    expect(jobs.names).toEqual([]);
  });

  it("logs a job that fails to stop, and stops the others", async () => {
    const jobs = new Jobs();
    const log = { error: vi.fn() };
    const other = vi.fn(async () => {});
    jobs.add("broken", () => Promise.reject(new Error("stuck")));
    jobs.add("fine", other);
    await jobs.stopAll(log);
    expect(other).toHaveBeenCalled();
    expect(log.error.mock.calls).toEqual([
      [expect.stringMatching(/^The broken job did not stop cleanly: Error: stuck/)],
    ]);
  });

  it("logs a failed run in one line with its cause, never the object it threw", async () => {
    const log = { error: vi.fn() };
    let runs = 0;
    const ran = new Promise<void>((resolve) => {
      const stop = repeat(
        async () => {
          runs++;
          if (runs === 1) throw new DatabaseUnavailable(new Error("Connection terminated unexpectedly"));
          if (runs === 2)
            throw Object.assign(new Error("duplicate key"), { code: "23505", params: ["ada@example.com"] });
          void stop().then(resolve);
        },
        () => 1,
        log,
        "The outbox relay failed; it will try again",
      );
    });
    await ran;
    expect(log.error.mock.calls).toEqual([
      [
        "The outbox relay failed; it will try again: HTTP 503 Service Unavailable: Database unavailable: Connection terminated unexpectedly",
      ],
      [expect.stringMatching(/^The outbox relay failed; it will try again: Error \[23505\]: duplicate key \(at /)],
    ]);
    expect(JSON.stringify(log.error.mock.calls)).not.toContain("ada@example.com");
  });

  it("runs a periodic job until stopped, waiting for the run in progress", async () => {
    let runs = 0;
    let running = false;
    const stop = every(10, async () => {
      running = true;
      await new Promise((r) => setTimeout(r, 20));
      runs++;
      running = false;
    });
    await new Promise((r) => setTimeout(r, 120));
    await stop();
    expect(running).toBe(false);
    const after = runs;
    expect(after).toBeGreaterThanOrEqual(2);
    await new Promise((r) => setTimeout(r, 60));
    expect(runs).toBe(after);
  });
});
