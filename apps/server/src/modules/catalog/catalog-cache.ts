/**
 * Remembers answers per key for `ttlSeconds` in this process. The catalog is read on every page that
 * shows billers and changes only with the seed, so a minute of reuse is safe; several processes each
 * keep their own copy (nothing shared lives in memory). A failed read is not remembered.
 */
export function ttlCache<K, V>(ttlSeconds: number, now: () => number = Date.now) {
  const entries = new Map<K, { at: number; value: Promise<V> }>();
  return (key: K, load: () => Promise<V>): Promise<V> => {
    if (ttlSeconds <= 0) return load();
    const hit = entries.get(key);
    if (hit && now() - hit.at < ttlSeconds * 1000) return hit.value;
    const value = load();
    entries.set(key, { at: now(), value });
    value.catch(() => entries.delete(key));
    return value;
  };
}
