/**
 * A schema the browser builds the first time it is used, and Node builds at once.
 *
 * Building all the calls' schemas when the client's first chunk was evaluated blocked a phone's main
 * thread for about 250 ms (decision 030), and the first screen uses none of them. In the browser the value
 * is a proxy that builds the schema on first touch; zod reads it like the schema itself, since zod's
 * methods are closures over the real instance. Node (the server, the pre-renderer, scripts) gets the real
 * instance: its start-up cost does not matter, parsing skips the proxy, and `z.toJSONSchema`, which keys
 * what it has seen by identity, needs it.
 */
const buildAtOnce = typeof (globalThis as { document?: unknown }).document === 'undefined';

export function lazy<T extends object>(build: () => T): T {
  if (buildAtOnce) return build();
  let built: T | undefined;
  const real = (): T => (built ??= build());
  return new Proxy(Object.create(null) as T, {
    get: (_, key) => Reflect.get(real(), key),
    has: (_, key) => Reflect.has(real(), key),
    set: (_, key, value) => Reflect.set(real(), key, value),
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor: (_, key) => {
      const found = Reflect.getOwnPropertyDescriptor(real(), key);
      return found && { ...found, configurable: true };
    },
  });
}
