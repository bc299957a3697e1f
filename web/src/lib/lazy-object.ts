/**
 * An object made on its first use: a stand-in that makes it the first time anything reads,
 * lists or writes its properties, and from then on passes every such use to it. For objects a
 * library builds at import time but an app may never read — MUI's fallback themes, which every
 * component module creates as it loads (web/vite.config.ts), while the app's own theme is always
 * provided: made eagerly, they cost the first load's start-up task some 10 ms (40 ms on a
 * mid-range phone).
 */
export function lazyObject<T extends object>(make: () => T): T {
  let made: T | undefined;
  const real = (): T => (made ??= make());
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(real(), key),
    set: (_target, key, value) => Reflect.set(real(), key, value),
    has: (_target, key) => Reflect.has(real(), key),
    deleteProperty: (_target, key) => Reflect.deleteProperty(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    // Reported configurable: the stand-in itself holds no property (a proxy's invariant).
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  });
}
