// Records keyed by names that come from ship files or actions (system ids, projection names, ship
// handles, action types) must only ever see their own keys: a plain `rec[name]` reads
// Object.prototype for `constructor`, `toString`, `__proto__`, ..., and `rec[name] = v` with the
// name `__proto__` replaces the record's prototype instead of adding a key.

const hasOwn = Object.prototype.hasOwnProperty;

/** The record's own property `key`, or undefined (never an inherited member). */
export function own<T>(rec: Readonly<Record<string, T>> | null | undefined, key: unknown): T | undefined {
  if (rec === null || rec === undefined || typeof key !== 'string') return undefined;
  return hasOwn.call(rec, key) ? rec[key] : undefined;
}

/** Does the record have the own property `key`? */
export function hasOwnKey(rec: object | null | undefined, key: unknown): boolean {
  return rec !== null && rec !== undefined && typeof key === 'string' && hasOwn.call(rec, key);
}

/** Sets the own property `key` (a data property, even for `__proto__`). */
export function setOwn<T>(rec: Record<string, T>, key: string, value: T): void {
  if (key === '__proto__') Object.defineProperty(rec, key, { value, enumerable: true, writable: true, configurable: true });
  else rec[key] = value;
}

/**
 * A record built in one go from `[key, value]` pairs (later pairs win, `__proto__` is a plain key).
 * Records that grow key by key become hash tables in V8 after about a dozen keys; built at once,
 * they keep a compact layout that every ship of the same design shares, which keeps lookups cheap
 * and the state of a large game small in the CPU's caches.
 */
export function recordOf<T>(pairs: Iterable<readonly [string, T]>): Record<string, T> {
  return Object.fromEntries(pairs) as Record<string, T>;
}
