/**
 * `React.lazy` whose module can be loaded ahead of rendering. The prerender
 * step loads every such module first (`preloadAllLazy`), so the HTML contains
 * the component's markup inline; in the browser the same component is lazy,
 * and its prerendered markup stays in place until its code arrives.
 */
import { lazy, type ComponentType } from "react";

const registry: (() => Promise<unknown>)[] = [];

export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Loads the component's code now, so a render (or hydration) needs no wait. */
  preload: () => Promise<unknown>;
};

export function preloadableLazy<P extends object>(
  factory: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let Loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const load = () =>
    (loading ??= factory().then((module) => {
      Loaded = module.default;
      return module.default;
    }));
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  registry.push(load);
  function PreloadableLazy(props: P) {
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(PreloadableLazy, { preload: load });
}

export function preloadAllLazy(): Promise<unknown[]> {
  return Promise.all(registry.map((load) => load()));
}
