/**
 * A Map that holds at most `maxEntries` entries: setting a new key when it is full first drops the
 * oldest entry (first set). Used for the in-process caches, so none of them can grow without bound.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  readonly maxEntries: number;

  constructor(maxEntries: number) {
    super();
    if (!Number.isInteger(maxEntries) || maxEntries < 1) {
      throw new RangeError(`maxEntries must be a positive integer, got ${maxEntries}`);
    }
    this.maxEntries = maxEntries;
  }

  override set(key: K, value: V): this {
    if (!this.has(key) && this.size >= this.maxEntries) {
      const oldest = this.keys().next();
      if (!oldest.done) this.delete(oldest.value);
    }
    return super.set(key, value);
  }
}
