// The result cache of the search dialog: the answers to the last 100 queries, least
// recently used dropped first.

/** How many queries' results are kept. */
export const CACHE_SIZE = 100;

export class LruCache<V> {
  private readonly map = new Map<string, V>();
  constructor(readonly max: number = CACHE_SIZE) {}

  get size(): number {
    return this.map.size;
  }

  get(key: string): V | undefined {
    const value = this.map.get(key);
    if (value === undefined) return undefined;
    // Most recently used goes last.
    this.map.delete(key);
    this.map.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    while (this.map.size > this.max) this.map.delete(this.map.keys().next().value as string);
  }

  clear(): void {
    this.map.clear();
  }
}
