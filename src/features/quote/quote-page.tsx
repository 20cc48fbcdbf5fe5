import { Suspense, useDeferredValue, useEffect, useState } from "react";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { TickList } from "~/components/ui/tick-list";
import { PageHeader } from "~/components/ui/page-header";
import { Spinner } from "~/components/ui/spinner";
import { paths } from "~/config/paths";
import type { PageMeta } from "~/prerender/head";
import { usePrerenderedData } from "~/prerender/page-data";
import type { PrerenderedInstance } from "~/prerender/page-module";
import { preloadableLazy } from "~/prerender/preloadable-lazy";
import { QueryProvider } from "~/lib/query-client";
import { quoteCopy } from "./copy";
import { DebugLog } from "./debug-log";
import { builtFormShownAtLoad, PANEL_PART, type PanelPart } from "./lib/form-at-load";
import type { QuoteFormData } from "./lib/lookups";
import { useQuoteFormData } from "./use-quote-form-data";

/**
 * The form (react-hook-form and its validation) is its own chunk: on a built page it comes with the
 * page's scripts, which wait for the visitor; opened from another page, it loads with the lookups.
 */
const QuoteForm = preloadableLazy<{ data: QuoteFormData }>("/src/features/quote/quote-form.tsx", () =>
  import("./quote-form").then((module) => ({ default: module.QuoteForm })),
);

export const head: PageMeta = { ...quoteCopy.head, path: paths.quote.path };

/** Build time: the page with its form, from the backend's lookups (server/prerender.ts). */
export const prerender: (() => Promise<PrerenderedInstance[]>) | undefined = import.meta.env.SSR
  ? () => import("./server/prerender").then((module) => module.prerenderQuote())
  : undefined;

const part = (name: PanelPart) => ({ [PANEL_PART]: name });

function QuoteFormPanel() {
  const built = usePrerenderedData<QuoteFormData>();
  // The check at load may have shown the built form already: the page hydrates as it left it.
  const [shownAtLoad] = useState(builtFormShownAtLoad);
  const { state: loadState, log, retry } = useQuoteFormData(shownAtLoad ? built : undefined);
  // The form is the page's largest render. Deferred, React renders it when the lookups arrive in
  // slices that let a tap through, not in one long task.
  const state = useDeferredValue(loadState);
  useEffect(() => {
    void QuoteForm.preload();
  }, []);
  const connected = state.status === "connected";
  // Until the lookups are loaded, the built form (if any) waits hidden, as the spec shows no form.
  const formData = connected ? state.data : built;
  return (
    <>
      <div {...part("loading")} hidden={connected}>
        {state.status === "error" ? (
          <div>
            <Alert tone="destructive" role="alert" title={quoteCopy.connectionError.title}>
              <p>{state.message || quoteCopy.connectionError.fallback}</p>
              <Button variant="destructive" onClick={retry}>
                {quoteCopy.connectionError.retry}
              </Button>
            </Alert>
            <DebugLog entries={log} />
          </div>
        ) : (
          <div role="status" className="py-10">
            <p className="flex items-center gap-3 text-lg text-navy-900">
              <Spinner className="h-6 w-6 text-teal-700" />
              {quoteCopy.loading}
            </p>
            <DebugLog entries={log} />
          </div>
        )}
      </div>
      {formData && (
        <div {...part("form")} hidden={!connected}>
          <Suspense fallback={<Spinner className="h-6 w-6 text-teal-700" />}>
            <QuoteForm data={formData} />
          </Suspense>
        </div>
      )}
    </>
  );
}

export default function QuotePage() {
  return (
    <QueryProvider>
      <PageHeader badge={quoteCopy.badge} title={quoteCopy.heading} lead={quoteCopy.lead} />
      <Container className="grid gap-10 py-12 lg:grid-cols-[2fr_1fr]">
        {/* Tall enough for the form, so nothing moves when it replaces the loading state. */}
        <div className="min-h-[58rem] rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:min-h-[51rem] sm:p-8">
          <QuoteFormPanel />
        </div>
        <aside aria-label="Why clients choose us" className="h-fit rounded-2xl bg-navy-900 p-6 text-white">
          <TickList items={quoteCopy.reassurance} onDark />
        </aside>
      </Container>
    </QueryProvider>
  );
}
