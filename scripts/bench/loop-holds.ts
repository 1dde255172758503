// How long the shop's own work held the event loop, apart from the time its thread waited for a CPU
// that other processes held: on a shared machine monitorEventLoopDelay's waits are mostly the latter.
import fs from "node:fs";

/** This thread's time on a CPU and waiting for one (ms), from the kernel's scheduler statistics. */
function cpuTimes(): { ran: number; waited: number } {
  const [ran = 0, waited = 0] = fs.readFileSync("/proc/thread-self/schedstat", "utf8").split(" ").map(Number);
  return { ran: ran / 1e6, waited: waited / 1e6 };
}

/** The benchmark's own work on the loop's thread, and its time on the CPU (ms), not counted as the shop's. */
export const instrumentation = {
  ran: 0,
  run(work: () => void) {
    const start = cpuTimes().ran;
    work();
    this.ran += cpuTimes().ran - start;
  },
};

/**
 * The event loop's waits, taken as monitorEventLoopDelay takes them (a 10 ms timer, late by how
 * long the loop was held), with how long the loop's thread ran on a CPU meanwhile: the longest
 * it ran between two turns is the longest the shop's own work held the loop. The rest of a wait
 * is the thread waiting for a CPU the machine's other processes held, or blocked in the kernel.
 */
export function loopHolds() {
  let ran = 0;
  let waitedForCpu = 0;
  let last = { ...cpuTimes(), test: instrumentation.ran };
  const timer = setInterval(() => {
    const now = { ...cpuTimes(), test: instrumentation.ran };
    ran = Math.max(ran, now.ran - last.ran - (now.test - last.test));
    waitedForCpu = Math.max(waitedForCpu, now.waited - last.waited);
    last = now;
  }, 10);
  return {
    stop() {
      clearInterval(timer);
      return { ran, waitedForCpu };
    },
  };
}
