/**
 * `React.lazy` for a part of a page that is prerendered. The prerender step
 * loads every such module first (`preloadAllLazy`), so the HTML contains the
 * part's markup, and records which ones each page rendered
 * (`collectRenderedLazy`); the page lists them, and the browser loads them
 * (`preloadLazy`) before it hydrates.
 *
 * Markup that is hydrated later than the rest holds every page change: the
 * router's navigation reaches each unhydrated part, and React will not commit
 * the new page until that part can hydrate (docs/decisions/007).
 */
import { lazy, type ComponentType } from "react";

const registry = new Map<string, () => Promise<unknown>>();
let rendered: Set<string> | null = null;

export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Loads the component's code now, so a render (or hydration) needs no wait. */
  preload: () => Promise<unknown>;
};

/**
 * `module` is the component's source file from the project root (as Vite's
 * manifest names it, e.g. "/src/app/not-found-page.tsx"); the prerender step
 * fails if it has no chunk of its own.
 */
export function preloadableLazy<P extends object>(
  module: string,
  factory: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let Loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const load = () =>
    (loading ??= factory().then((loadedModule) => {
      Loaded = loadedModule.default;
      return loadedModule.default;
    }));
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  registry.set(module, load);
  function PreloadableLazy(props: P) {
    rendered?.add(module);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(PreloadableLazy, { preload: load });
}

/** Build time: loads every preloadable module, so a render never suspends. */
export function preloadAllLazy(): Promise<unknown[]> {
  return Promise.all([...registry.values()].map((load) => load()));
}

/** Build time: runs one render and returns the preloadable modules it rendered. */
export async function collectRenderedLazy<T>(render: () => Promise<T>): Promise<{ result: T; modules: string[] }> {
  const modules = new Set<string>();
  rendered = modules;
  try {
    return { result: await render(), modules: [...modules] };
  } finally {
    rendered = null;
  }
}

/**
 * In the browser, before hydrating: loads the modules a page was prerendered
 * with. Each must be registered by then (its defining module loaded with the
 * route), or the page would hydrate with a part left behind.
 */
export function preloadLazy(modules: readonly string[]): Promise<unknown[]> {
  return Promise.all(
    modules.map((module) => {
      const load = registry.get(module);
      if (!load) return Promise.reject(new Error(`${module} was prerendered but is not registered before hydration.`));
      return load();
    }),
  );
}
