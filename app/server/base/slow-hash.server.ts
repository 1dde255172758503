import { scrypt } from "node:crypto";

// Every password hash of this process (scrypt: about 100 ms of a core and 32 MB each) takes one of
// two places; the rest wait in a short queue. A flood of sign-ins cannot then take both cores and
// the memory of the process: past the queue, a sign-in is refused in words (`HashesBusy`).

/** Hashes running at once in one process. */
export const HASHES_AT_ONCE = 2;
/** Hashes waiting for a place; one more is refused. */
export const HASHES_WAITING = 8;

/** The cost of a password's hash: N = 2^15, r = 8 (32 MB), p = 1. */
const PASSWORD_COST = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;

/** A password hash refused because two run and the queue is full: the caller answers 503 in words. */
export class HashesBusy extends Error {
  constructor() {
    super("Too many password checks are under way in this process.");
  }
}

let running = 0;
const waiting: Array<() => void> = [];

/**
 * A place to hash in: at once when fewer than two run, else in turn behind those waiting.
 * `queue: "bounded"` (a sign-in) is refused with HashesBusy when HASHES_WAITING already wait;
 * `"always"` (the shop password's keys, a new staff password) waits whatever the queue.
 */
async function place(queue: "bounded" | "always"): Promise<void> {
  if (running < HASHES_AT_ONCE) {
    running += 1;
    return;
  }
  if (queue === "bounded" && waiting.length >= HASHES_WAITING) throw new HashesBusy();
  // The place is handed over by the one leaving: `running` stays counted.
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function leave(): void {
  const next = waiting.shift();
  if (next) next();
  else running -= 1;
}

/** scrypt of a password in one of the process's places (see above): a key of 32 bytes. */
export async function passwordHash(
  password: string,
  salt: Buffer,
  { queue = "bounded" }: { queue?: "bounded" | "always" } = {},
): Promise<Buffer> {
  await place(queue);
  try {
    return await new Promise<Buffer>((resolve, reject) =>
      scrypt(password, salt, 32, PASSWORD_COST, (error, key) => (error ? reject(error) : resolve(key))),
    );
  } finally {
    leave();
  }
}

/** Hashes running and waiting now (for tests and the health of a busy process). */
export const hashesNow = () => ({ running, waiting: waiting.length });
