import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { TickList } from "~/components/ui/tick-list";
import { PageHeader } from "~/components/ui/page-header";
import { Spinner } from "~/components/ui/spinner";
import { paths } from "~/config/paths";
import type { PageMeta } from "~/lib/head";
import { QueryProvider } from "~/lib/query-client";
import { quoteCopy } from "./copy";
import { DebugLog } from "./debug-log";
import { QuoteForm } from "./quote-form";
import { useQuoteFormData } from "./use-quote-form-data";

export const head: PageMeta = { ...quoteCopy.head, path: paths.quote.path };

function QuoteFormPanel() {
  const { state, log, retry } = useQuoteFormData();
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
      return <QuoteForm data={state.data} />;
  }
}

export default function QuotePage() {
  return (
    <QueryProvider>
      <PageHeader badge={quoteCopy.badge} title={quoteCopy.heading} lead={quoteCopy.lead} />
      <Container className="grid gap-10 py-12 lg:grid-cols-[2fr_1fr]">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <QuoteFormPanel />
        </div>
        <aside aria-label="Why clients choose us" className="h-fit rounded-2xl bg-navy-900 p-6 text-white">
          <TickList items={quoteCopy.reassurance} onDark />
        </aside>
      </Container>
    </QueryProvider>
  );
}
