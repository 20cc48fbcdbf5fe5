/**
 * The Knowledge Base mount (spec section 4, calls 12–15): make sure visitors
 * can read the public tables.
 *
 * 12. probe industries (id, name, limit 1);
 * 13. if that fails or is empty, call add-public-rls with a timestamp and probe again;
 * 14. probe knowledge_articles (id, title, limit 1);
 * 15. if either probe failed, call exec-sql with the two known statements
 *     (categories, then articles) and probe the articles again.
 *
 * The migrations already grant this access, so in practice both probes pass and
 * nothing else is called. The functions are safe fallbacks (they never run
 * caller-supplied SQL; see supabase/functions/exec-sql). This runs once per
 * visit, after the page is on screen, alongside the data queries: it never
 * delays the cards. The built listing makes calls 12 and 14 itself at load
 * (src/knowledge-check.ts) and starts the app, and so this, when one fails.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { notify } from "~/lib/notify";
import { copy } from "../copy";
import { loadBackend } from "./backend";

export type AccessNotice = (typeof copy.toasts)["setupFailed" | "policiesFailed" | "setupCrashed"];

export interface AccessSetupDeps {
  /** True when the table answered with at least one row. */
  probe: (table: "industries" | "knowledge_articles") => Promise<boolean>;
  addPublicRls: (timestamp: string) => Promise<{ success?: unknown } | null>;
  execSql: (sql: string) => Promise<unknown>;
  /** The exact statements exec-sql recognises (categories, then articles). */
  statements: readonly string[];
  now: () => Date;
}

export interface AccessSetupResult {
  /** A function was called and reported success: the data queries should be read again. */
  changed: boolean;
  /** The spec's toasts for this flow, in the order they arose (each at most once). */
  notices: AccessNotice[];
}

export async function setUpPublicAccess(deps: AccessSetupDeps): Promise<AccessSetupResult> {
  const notices: AccessNotice[] = [];
  const notice = (value: AccessNotice) => {
    if (!notices.includes(value)) notices.push(value);
  };
  let changed = false;
  try {
    let industriesOk = await deps.probe("industries");
    if (!industriesOk) {
      const response = await deps.addPublicRls(deps.now().toISOString()).catch(() => null);
      if (response?.success === true) changed = true;
      else notice(copy.toasts.setupFailed);
      industriesOk = await deps.probe("industries");
      if (!industriesOk) notice(copy.toasts.setupFailed);
    }

    const articlesOk = await deps.probe("knowledge_articles");
    if (!industriesOk || !articlesOk) {
      try {
        for (const statement of deps.statements) await deps.execSql(statement);
        changed = true;
      } catch {
        notice(copy.toasts.policiesFailed);
      }
      await deps.probe("knowledge_articles");
    }
  } catch {
    notice(copy.toasts.setupCrashed);
  }
  return { changed, notices };
}

/** The real calls, through supabase-js and the functions helper, loaded on first use. */
export async function backendAccessDeps(): Promise<AccessSetupDeps> {
  const [{ supabase }, { invokeFunction }, { KNOWLEDGE_PUBLIC_READ_STATEMENTS }] = await Promise.all([
    loadBackend(),
    import("~/lib/functions"),
    import("#kernel/schemas/public-read.ts"),
  ]);
  const columns = { industries: "id, name", knowledge_articles: "id, title" } as const;
  return {
    async probe(table) {
      const { data, error } = await supabase.from(table).select(columns[table]).limit(1);
      return !error && Array.isArray(data) && data.length > 0;
    },
    addPublicRls: (timestamp) => invokeFunction("add-public-rls", { timestamp }),
    execSql: (sql) => invokeFunction("exec-sql", { sql }),
    statements: KNOWLEDGE_PUBLIC_READ_STATEMENTS,
    now: () => new Date(),
  };
}

let once: Promise<AccessSetupResult> | undefined;

/** Runs the set-up once per visit, however often the listing mounts. */
export function ensurePublicAccessOnce(deps: () => Promise<AccessSetupDeps> = backendAccessDeps) {
  let first = false;
  if (!once) {
    first = true;
    once = deps()
      .then(setUpPublicAccess)
      .catch((): AccessSetupResult => ({ changed: false, notices: [copy.toasts.setupCrashed] }));
  }
  return { result: once, first };
}

/** For tests. */
export function resetPublicAccessSetup(): void {
  once = undefined;
}

/** Nothing to set up, nothing to say. */
const ALREADY_READABLE: AccessSetupResult = { changed: false, notices: [] };

/**
 * Starts the set-up when the listing mounts (after hydration, so never before
 * the first paint), shows its toasts once, and reloads the knowledge base's
 * data if a fallback function changed anything. `probedAtLoad`: the page's check
 * at load made the same probes (calls 12 and 14) and both passed, so this visit's
 * set-up has been done.
 */
export function usePublicAccessSetup({
  deps,
  probedAtLoad = false,
}: { deps?: () => Promise<AccessSetupDeps>; probedAtLoad?: boolean } = {}): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (probedAtLoad) {
      once ??= Promise.resolve(ALREADY_READABLE);
      return;
    }
    const { result, first } = ensurePublicAccessOnce(deps);
    if (!first) return;
    void result.then(({ changed, notices }) => {
      for (const notice of notices) void notify("error", { title: notice });
      if (changed) void queryClient.invalidateQueries({ queryKey: ["knowledge"] });
    });
  }, [deps, probedAtLoad, queryClient]);
}
