/** A small least-recently-used map: reading an entry makes it the newest, the oldest goes first when full. */
export function createLruCache<Value>(capacity: number) {
  const entries = new Map<string, Value>();
  return {
    get(key: string): Value | undefined {
      const value = entries.get(key);
      if (value === undefined) return undefined;
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key: string, value: Value) {
      entries.delete(key);
      entries.set(key, value);
      while (entries.size > capacity) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
    },
    get size() {
      return entries.size;
    },
  };
}
