import { lazy, Suspense, useDeferredValue, useEffect } from "react";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { TickList } from "~/components/ui/tick-list";
import { PageHeader } from "~/components/ui/page-header";
import { Spinner } from "~/components/ui/spinner";
import { paths } from "~/config/paths";
import type { PageMeta } from "~/prerender/head";
import { QueryProvider } from "~/lib/query-client";
import { quoteCopy } from "./copy";
import { DebugLog } from "./debug-log";
import { useQuoteFormData } from "./use-quote-form-data";

/** The form (react-hook-form and its validation) loads while the lookups load, not with the page. */
const loadQuoteForm = () => import("./quote-form").then((module) => ({ default: module.QuoteForm }));
const QuoteForm = lazy(loadQuoteForm);

export const head: PageMeta = { ...quoteCopy.head, path: paths.quote.path };

function QuoteFormPanel() {
  const { state: loadState, log, retry } = useQuoteFormData();
  // The form is the page's largest render. Deferred, React renders it when the lookups arrive in
  // slices that let a tap through, not in one long task.
  const state = useDeferredValue(loadState);
  useEffect(() => {
    void loadQuoteForm();
  }, []);
  switch (state.status) {
    case "checking":
      return (
        <div role="status" className="py-10">
          <p className="flex items-center gap-3 text-lg text-navy-900">
            <Spinner className="h-6 w-6 text-teal-700" />
            {quoteCopy.loading}
          </p>
          <DebugLog entries={log} />
        </div>
      );
    case "error":
      return (
        <div>
          <Alert tone="destructive" role="alert" title={quoteCopy.connectionError.title}>
            <p>{state.message || quoteCopy.connectionError.fallback}</p>
            <Button variant="destructive" onClick={retry}>
              {quoteCopy.connectionError.retry}
            </Button>
          </Alert>
          <DebugLog entries={log} />
        </div>
      );
    case "connected":
      return (
        <Suspense fallback={<Spinner className="h-6 w-6 text-teal-700" />}>
          <QuoteForm data={state.data} />
        </Suspense>
      );
  }
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
