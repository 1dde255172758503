// A cache in the server's memory whose every entry is counted in bytes, its key as much as its
// value, and whose keys have a longest length: what a visitor's addresses and queries fill can
// never grow past its bound (docs/decisions/231-caches-count-their-keys.md).

/** What one entry costs beyond its key and value: the map's slot, the entry's record, the strings' headers. */
export const ENTRY_OVERHEAD_BYTES = 160;

/** The bytes a key holds in memory: two per character, the most a JavaScript string takes. */
const keyBytes = (key: string) => 2 * key.length;

interface Entry<V> {
  value: V;
  bytes: number;
}

/**
 * The least recently used entries go first once the bytes held pass `maxBytes` (or the entries
 * `maxEntries`); a key longer
 * than `maxKeyLength` is never kept (its value is answered, not remembered), nor is an entry
 * larger than a quarter of the bound, so one cannot push out everything else.
 */
export class BoundedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private held = 0;

  constructor(readonly limits: { maxBytes: number; maxKeyLength: number; maxEntries?: number }) {}

  /** The value kept under `key`, now the most recently used. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // A Map iterates in insertion order: taken out and put back, it is now the most recent.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** The value kept under `key`, its place in the order unchanged. */
  peek(key: string): V | undefined {
    return this.entries.get(key)?.value;
  }

  /** Whether a key is short enough to be kept. */
  takes(key: string): boolean {
    return key.length <= this.limits.maxKeyLength;
  }

  /** Keeps `value`, its size `valueBytes` (the key's and the entry's own are added); false when it is not kept. */
  set(key: string, value: V, valueBytes: number): boolean {
    this.delete(key);
    const bytes = ENTRY_OVERHEAD_BYTES + keyBytes(key) + valueBytes;
    if (!this.takes(key) || bytes > this.limits.maxBytes / 4) return false;
    this.entries.set(key, { value, bytes });
    this.held += bytes;
    const maxEntries = this.limits.maxEntries ?? Infinity;
    for (const [oldest, entry] of this.entries) {
      if (this.held <= this.limits.maxBytes && this.entries.size <= maxEntries) break;
      this.entries.delete(oldest);
      this.held -= entry.bytes;
    }
    return true;
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.held -= entry.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.held = 0;
  }

  /** The bytes counted for every entry kept. */
  get bytes(): number {
    return this.held;
  }

  get size(): number {
    return this.entries.size;
  }
}
