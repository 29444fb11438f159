interface Entry<T> {
  stamp: string;
  value: T;
}

/**
 * A bounded map whose entries are valid only while the database stamp they were made under
 * is still current (see Database.stamp): a write to a table they read makes them stale at once.
 */
export class StampedCache<T> {
  readonly #entries = new Map<string, Entry<T>>();

  constructor(readonly maxEntries: number) {}

  get(key: string, stamp: string): T | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.stamp !== stamp) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, stamp: string, value: T): void {
    if (this.#entries.size >= this.maxEntries && !this.#entries.has(key)) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, { stamp, value });
  }

  get size(): number {
    return this.#entries.size;
  }
}

export interface CachedBody {
  /** Encoded once: a hit is written without encoding or measuring the text again. */
  body: Uint8Array<ArrayBuffer>;
  contentType: string;
}
