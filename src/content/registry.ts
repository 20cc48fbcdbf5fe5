/**
 * Content modules by route: `pages/home.ts` is "/", and every other module's
 * file path mirrors its URL (`pages/accounting/vat.ts` is "/accounting/vat").
 * Modules are loaded when a page is rendered, so no page's bundle carries
 * another page's copy.
 */
import type { ContentPage } from "~/content/types";

type ContentModule = { default: ContentPage };

const modules = import.meta.glob<ContentModule>(["./pages/**/*.ts", "!./pages/**/*.test.ts"]);

export function contentModulePath(routePath: string): string {
  return routePath === "/" ? "./pages/home.ts" : `./pages${routePath}.ts`;
}

export function hasContentPage(routePath: string): boolean {
  return contentModulePath(routePath) in modules;
}

export async function loadContentPage(routePath: string): Promise<ContentPage | undefined> {
  const load = modules[contentModulePath(routePath)];
  return load ? (await load()).default : undefined;
}
