/**
 * The route table: every path in `config/paths.ts` mapped to the code that
 * renders it. Content pages pair the content template with their content
 * module; app pages are feature modules. Both load on demand, and each entry
 * names its source modules so the prerender step can preload exactly them.
 */
import { matchPath } from "react-router";
import { allPaths, type Route } from "~/config/paths";
import { loadSectionComponents, sectionModuleFile, sectionTypes } from "~/components/sections/section-registry";
import { contentModulePath, hasContentPage, loadContentPage } from "~/content/registry";
import type { LoadedPage, PageModule } from "~/prerender/page-module";

export interface RouteEntry {
  path: string;
  /** Source files (from the project root) this route loads, for modulepreload hints. */
  modules: string[];
  load: () => Promise<LoadedPage>;
}

const featurePages = import.meta.glob<PageModule>("/src/features/*/*-page.tsx");

const CONTENT_VIEW = "/src/app/content-page-view.tsx";

function contentRoute(path: string): RouteEntry {
  if (!hasContentPage(path)) throw new Error(`${path} is a content route, but src/content/pages has no module for it.`);
  return {
    path,
    modules: [CONTENT_VIEW, `/src/content/${contentModulePath(path).slice(2)}`],
    async load() {
      const [{ ContentPageView }, page] = await Promise.all([import("./content-page-view"), loadContentPage(path)]);
      if (!page) throw new Error(`No content for ${path}`);
      const components = await loadSectionComponents(page.sections);
      return {
        Component: () => <ContentPageView page={page} components={components} />,
        head: { title: page.seo.title, description: page.seo.description, path, standaloneTitle: path === "/" },
        content: page,
        preload: sectionTypes(page.sections).map(sectionModuleFile),
      };
    },
  };
}

function featureRoute(route: Route): RouteEntry {
  const file = `/src/features/${route.page}.tsx`;
  const loadModule = featurePages[file];
  if (!loadModule) throw new Error(`${route.path} names ${file}, which does not exist.`);
  return {
    path: route.path,
    modules: [file],
    async load() {
      const module = await loadModule();
      return {
        Component: module.default,
        head: module.head ?? null,
        prerender: module.prerender,
        dynamicHead: module.dynamicHead,
      };
    },
  };
}

/** Routes with the code that renders each; a route whose module is missing throws, failing the build. */
export function buildRouteTable(routes: readonly Route[]): RouteEntry[] {
  return routes.map((route) => (route.render === "content" ? contentRoute(route.path) : featureRoute(route)));
}

/** Every route in config/paths.ts. */
export const routeTable: RouteEntry[] = buildRouteTable(allPaths);

export function matchRoute(pathname: string): RouteEntry | undefined {
  return routeTable.find((entry) => matchPath({ path: entry.path, end: true }, pathname));
}
