/**
 * Records a page's calls to the APIs backed by the browser's ICU data (Intl, locale-aware string,
 * number and date methods). The first of them loads that data, a task of 60 to 100 ms on a test
 * machine (supabase/functions/_shared/kernel/en-gb.js), so a page opening must make none.
 */
import { type Page } from "@playwright/test";

declare global {
  interface Window {
    __icuCalls?: string[];
  }
}

/** Starts recording, from the page's next load. */
export async function recordIcuCalls(page: Page) {
  await page.addInitScript(() => {
    const calls: string[] = [];
    window.__icuCalls = calls;
    const record = (name: string) => calls.push(`${name} ${new Error().stack?.split("\n")[3]?.trim() ?? ""}`);
    const intl = Intl as unknown as Record<string, object>;
    for (const name of Object.getOwnPropertyNames(Intl)) {
      const original = intl[name];
      if (typeof original !== "function") continue;
      intl[name] = new Proxy(original, {
        construct: (target, args) => (record(`Intl.${name}`), Reflect.construct(target as never, args) as object),
        apply: (target, self, args) => (record(`Intl.${name}`), Reflect.apply(target as never, self, args) as unknown),
      });
    }
    const methods: [object, string][] = [
      [String.prototype, "localeCompare"],
      [String.prototype, "toLocaleLowerCase"],
      [String.prototype, "toLocaleUpperCase"],
      [Number.prototype, "toLocaleString"],
      [Date.prototype, "toLocaleString"],
      [Date.prototype, "toLocaleDateString"],
      [Date.prototype, "toLocaleTimeString"],
      [Array.prototype, "toLocaleString"],
    ];
    for (const [prototype, name] of methods) {
      const owner = prototype as Record<string, (...args: unknown[]) => unknown>;
      const original = owner[name];
      if (!original) continue;
      owner[name] = function (this: unknown, ...args: unknown[]) {
        record(name);
        return original.apply(this, args);
      };
    }
  });
}

/** The ICU-backed calls the page has made since it loaded, each with where it was made. */
export function icuCalls(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__icuCalls ?? ["recording was not started"]);
}
