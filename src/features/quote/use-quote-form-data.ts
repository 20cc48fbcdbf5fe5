import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { notify } from "~/lib/notify";
import {
  FormDataError,
  loadQuoteFormData,
  type LoadHooks,
  type LogEntry,
  type QuoteFormData,
} from "./api/get-quote-form-data";
import { quoteCopy } from "./copy";

export type FormDataState =
  | { status: "checking" }
  | { status: "connected"; data: QuoteFormData }
  | { status: "error"; message: string; accessEnabled: boolean };

/** What one visit's loading has done so far: its log, and whether access was ever enabled. */
function createLoadTracker() {
  let entries: LogEntry[] = [];
  let accessEnabled = false;
  const listeners = new Set<() => void>();
  return {
    log(message: string) {
      entries = [...entries, { at: new Date(), message }];
      listeners.forEach((listener) => listener());
    },
    markAccessEnabled() {
      accessEnabled = true;
    },
    clear() {
      entries = [];
      listeners.forEach((listener) => listener());
    },
    accessEverEnabled: () => accessEnabled,
    entries: () => entries,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const noEntries: LogEntry[] = [];

const formDataQuery = (hooks: LoadHooks, loaded?: { data: QuoteFormData; at: number }) =>
  queryOptions({
    queryKey: ["quote-form-data"],
    // The spec's own retry schedule runs inside the load (see api/get-quote-form-data.ts).
    queryFn: ({ signal }) => loadQuoteFormData(hooks, signal),
    retry: false,
    staleTime: 5 * 60_000,
    ...(loaded ? { initialData: loaded.data, initialDataUpdatedAt: loaded.at } : {}),
  });

/**
 * The quote page's data state (spec section 4): checking, then connected or
 * error, with a readable log of each step for the collapsible debug panel.
 * `loadedAtLoad`: lookups already confirmed by the page's check at load (lib/form-at-load.ts).
 */
export function useQuoteFormData(loadedAtLoad?: QuoteFormData) {
  const [tracker] = useState(createLoadTracker);
  const log = useSyncExternalStore(tracker.subscribe, tracker.entries, () => noEntries);
  const queryClient = useQueryClient();
  const [loaded] = useState(() => (loadedAtLoad ? { data: loadedAtLoad, at: Date.now() } : undefined));
  const query = useQuery(formDataQuery({ log: tracker.log, onAccessEnabled: tracker.markAccessEnabled }, loaded));

  useEffect(() => {
    if (query.isError) void notify("error", quoteCopy.toasts.databaseError);
  }, [query.isError, query.errorUpdatedAt]);

  /** 'Retry Connection': starts the attempts again from the first; reloads the page if access was never enabled. */
  const retry = useCallback(() => {
    if (!tracker.accessEverEnabled()) {
      window.location.reload();
      return;
    }
    tracker.clear();
    void queryClient.resetQueries({ queryKey: ["quote-form-data"] });
  }, [queryClient, tracker]);

  // The same object until the load's outcome changes, so that a deferred render of it runs once.
  const { status, data, error } = query;
  const state = useMemo<FormDataState>(() => {
    if (status === "success") return { status: "connected", data };
    if (status === "error")
      return {
        status: "error",
        message: error.message || quoteCopy.connectionError.fallback,
        accessEnabled: error instanceof FormDataError ? error.accessEnabled : true,
      };
    return { status: "checking" };
  }, [status, data, error]);

  return { state, log, retry };
}
