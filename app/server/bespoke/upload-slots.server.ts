/** At most this many bespoke uploads read at once from one address, and from all together. */
const UPLOAD_SLOTS = { perAddress: 2, total: 8 } as const;

export type SlotTaken = { ok: true; release: () => void } | { ok: false; full: "address" | "all" };

/**
 * Counts the uploads being read, per address and in all, in this process: each holds its temporary
 * files and a connection until it ends, so a few slow senders cannot fill the disk or the process.
 */
export class UploadSlots {
  private readonly byAddress = new Map<string, number>();
  private total = 0;

  constructor(private readonly limits: { perAddress: number; total: number } = UPLOAD_SLOTS) {}

  /** A slot for one upload from `address`, released once (by `release`), or which bound is full. */
  take(address: string): SlotTaken {
    const mine = this.byAddress.get(address) ?? 0;
    if (mine >= this.limits.perAddress) return { ok: false, full: "address" };
    if (this.total >= this.limits.total) return { ok: false, full: "all" };
    this.byAddress.set(address, mine + 1);
    this.total++;
    let released = false;
    return {
      ok: true,
      release: () => {
        if (released) return;
        released = true;
        this.total--;
        const left = (this.byAddress.get(address) ?? 1) - 1;
        if (left > 0) this.byAddress.set(address, left);
        else this.byAddress.delete(address);
      },
    };
  }
}

/** The shop's bespoke uploads in this process. */
export const bespokeUploadSlots = new UploadSlots();
