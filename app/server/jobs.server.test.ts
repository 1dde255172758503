import { describe, expect, it, vi } from "vitest";
import { every, Jobs } from "./jobs.server";

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
    expect(log.error).toHaveBeenCalledWith("The broken job did not stop cleanly", expect.any(Error));
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
