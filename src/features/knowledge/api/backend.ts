/**
 * The backend client (supabase-js) and the row schemas, loaded on first use.
 * The knowledge pages render their prerendered data without them; they arrive
 * only when a query actually runs (after hydration, or on client navigation).
 */
import { loadSupabase } from "~/lib/load-supabase";

export class KnowledgeLoadError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = "KnowledgeLoadError";
  }
}

export async function loadBackend() {
  const [supabase, schemas] = await Promise.all([loadSupabase(), import("./schemas")]);
  return { supabase, schemas };
}

let sanitizer: Promise<(html: string) => string> | undefined;

/** The article body sanitiser bound to the browser's DOM (DOMPurify), loaded once. */
export function loadSanitizer(): Promise<(html: string) => string> {
  sanitizer ??= import("~/lib/article-html").then(({ createDisplaySanitiser }) => createDisplaySanitiser(window));
  return sanitizer;
}
