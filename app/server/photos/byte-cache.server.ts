/**
 * The least recently used entries go first once the bytes held pass `maxBytes`; an entry larger
 * than a quarter of that is never kept, so one cannot push out everything else.
 */
export class ByteCache {
  private readonly entries = new Map<string, Buffer>();
  private held = 0;

  constructor(readonly maxBytes: number) {}

  get(key: string): Buffer | undefined {
    const value = this.entries.get(key);
    if (value) {
      // Map keeps insertion order: taken out and put back, it is now the most recent.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: Buffer): void {
    this.delete(key);
    if (value.length > this.maxBytes / 4) return;
    this.entries.set(key, value);
    this.held += value.length;
    for (const [oldest, bytes] of this.entries) {
      if (this.held <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.held -= bytes.length;
    }
  }

  delete(key: string): void {
    const value = this.entries.get(key);
    if (!value) return;
    this.entries.delete(key);
    this.held -= value.length;
  }

  /** Forgets every entry whose key starts so (a removed photo's variants). */
  deleteStartingWith(prefix: string): void {
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.delete(key);
  }

  get bytes(): number {
    return this.held;
  }
}
