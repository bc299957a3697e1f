import { lazy, type LazyExoticComponent } from 'react';

/** What React.lazy takes as the loaded component (its `T extends ComponentType<any>`), read off lazy itself. */
type LazyComponent = Awaited<ReturnType<Parameters<typeof lazy>[0]>>['default'];

/** The names of a module's exports that are components. */
type ComponentExports<M> = { [K in keyof M]: M[K] extends LazyComponent ? K : never }[keyof M];

/**
 * React.lazy for a module's named export. lazy wants a module whose default export is the
 * component, and the app's components are named exports, so every lazy use had to adapt the
 * module: `lazy(() => load().then((m) => ({ default: m.X })))`. `lazyNamed(load, 'X')` is that
 * adapter once, typed: the name must be an export of the loaded module and that export a
 * component, and the result is a LazyExoticComponent of exactly the export's type, so its props
 * are checked where it renders.
 *
 * Pass the file's own `load` (`loadX = () => import('./x')`, also called to prefetch on hover):
 * prefetch and render then share one import.
 */
export function lazyNamed<M, K extends ComponentExports<M>>(load: () => Promise<M>, name: K): LazyExoticComponent<Extract<M[K], LazyComponent>> {
  // K names a component export, so the Extract keeps M[K] whole; TypeScript cannot see that inside.
  return lazy(() => load().then((m) => ({ default: m[name] as Extract<M[K], LazyComponent> })));
}
