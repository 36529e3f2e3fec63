/**
 * The one in-process cache of the server (page store, catalog snapshot, zones, settings, payment
 * methods): entries live `ttlMs`, at most `max` are kept (the least recently used goes first), and
 * concurrent callers of `fetch` for one key share one load instead of each starting their own.
 *
 * - A load that resolves to undefined or rejects stores nothing: the next caller tries again.
 * - `clear()` also disowns loads in flight: what they return reaches their own callers but is not
 *   stored, since it may have been read before the change that called for the clear.
 */
export type TtlCache<K, V> = {
  /** The stored value while fresh, else undefined (never starts a load). */
  get(key: K): V | undefined;
  /** The fresh value or the load in flight for it, else undefined; synchronous, so no race to start one. */
  peek(key: K): V | Promise<V | undefined> | undefined;
  /**
   * The fresh value, else the one load in flight, else a new `load()`, stored unless undefined.
   * Callers of one key share a load, so they pass the same kind: one that never yields undefined
   * gives its callers a V.
   */
  fetch<R extends V | undefined>(key: K, load: () => PromiseLike<R>): Promise<V | R>;
  set(key: K, value: V): void;
  delete(key: K): void;
  clear(): void;
  readonly size: number;
};

export type TtlCacheOptions = {
  ttlMs: number;
  max: number;
  /** The clock, for tests; Date.now by default (so fake timers move it too). */
  now?: () => number;
};

export function createTtlCache<K, V>({
  ttlMs,
  max,
  now = () => Date.now(),
}: TtlCacheOptions): TtlCache<K, V> {
  if (!(max >= 1)) throw new Error('a cache keeps at least one entry');
  const entries = new Map<K, { value: V; at: number }>();
  const loading = new Map<K, Promise<V | undefined>>();
  // Bumped by clear(): a load started under an older generation does not store its result.
  let generation = 0;

  function get(key: K): V | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (now() - entry.at >= ttlMs) {
      entries.delete(key);
      return undefined;
    }
    // Map order is insertion order: moving a hit to the end keeps the least recently used first.
    entries.delete(key);
    entries.set(key, entry);
    return entry.value;
  }

  function set(key: K, value: V): void {
    entries.delete(key);
    if (entries.size >= max) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
    entries.set(key, { value, at: now() });
  }

  function peek(key: K): V | Promise<V | undefined> | undefined {
    return get(key) ?? loading.get(key);
  }

  function fetch<R extends V | undefined>(key: K, load: () => PromiseLike<R>): Promise<V | R> {
    const known = peek(key);
    if (known !== undefined) return Promise.resolve(known as V | R);
    const started = generation;
    // Started on a later tick, so even a load that throws at once settles after it was registered.
    const pending: Promise<V | R> = Promise.resolve()
      .then(load)
      .then((value): V | R => {
        if (value !== undefined && started === generation) set(key, value);
        return value;
      })
      .finally(() => {
        if (loading.get(key) === pending) loading.delete(key);
      });
    loading.set(key, pending);
    return pending;
  }

  return {
    get,
    peek,
    fetch,
    set,
    delete: (key) => {
      entries.delete(key);
      loading.delete(key);
    },
    clear: () => {
      generation += 1;
      entries.clear();
      loading.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
