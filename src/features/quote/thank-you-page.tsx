import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button, ButtonLink } from "~/components/ui/button";
import { packages, priceText, quotePrice } from "#kernel/packages.ts";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { Icon } from "~/components/ui/icon";
import { Spinner } from "~/components/ui/spinner";
import { TickList } from "~/components/ui/tick-list";
import { firm } from "~/config/firm";
import { paths } from "~/config/paths";
import type { PageMeta } from "~/prerender/head";
import { fact, factValue } from "~/lib/facts";
import { withVat } from "~/lib/money";
import { notify } from "~/lib/notify";
import { QueryProvider } from "~/lib/query-client";
import { useHydrated } from "~/lib/use-hydrated";
import { fetchQuote, type StoredQuote } from "./api/get-quote";
import { sendQuoteConfirmation } from "./api/send-confirmation";
import { thankYouCopy } from "./copy";
import { PackageComparison } from "./package-comparison";
import { checkQuoteId } from "./lib/quote-id";
import { thankYouRetry } from "./lib/retry";

/** The route without its parameter ("/thank-you"): one canonical address for every quote's page. */
export const head: PageMeta = { ...thankYouCopy.head, path: paths.thankYou.path.replace(/\/:.*$/, ""), noindex: true };

/** Features shown with the price; the comparison below lists them all. */
const INCLUDED_SHOWN = 5;

function YourPrice({ quote }: { quote: StoredQuote }) {
  const copy = thankYouCopy.yourPrice;
  const chosen = packages.find((item) => item.name === quote.package_type);
  const price = chosen ? quotePrice(quote, chosen.name) : null;
  return (
    <section aria-labelledby="your-price-heading" className="mt-6 rounded-2xl border-2 border-teal-600 bg-white p-6">
      <h2 id="your-price-heading" className="text-lg font-semibold text-teal-800">
        {copy.heading(quote.package_type)}
      </h2>
      {price === null ? (
        <p className="mt-2 text-lg text-navy-900">{copy.custom}</p>
      ) : (
        <>
          <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
            <span className="text-4xl font-bold text-navy-900">{priceText(price)}</span>
            <span className="text-slate-700">{copy.perMonth}</span>
            <span className="font-semibold text-navy-900">{copy.plusVat}</span>
          </p>
          <p className="mt-1 text-sm text-slate-700">
            {copy.withVat(fact("vat.standard-rate"), priceText(withVat(price, factValue("vat.standard-rate"))))}
          </p>
        </>
      )}
      {chosen && (
        <>
          <h3 className="mt-4 font-semibold text-navy-900">{copy.includes}</h3>
          <TickList items={chosen.features.slice(0, INCLUDED_SHOWN)} size="sm" className="mt-2" />
          {chosen.features.length > INCLUDED_SHOWN && (
            <p className="mt-2 text-sm text-slate-700">
              <a href="#compare-heading" className="font-semibold text-teal-800 underline">
                {copy.more(chosen.features.length - INCLUDED_SHOWN)}
              </a>
            </p>
          )}
        </>
      )}
    </section>
  );
}

function QuoteDetails({ quote, confirmationSent }: { quote: StoredQuote; confirmationSent: boolean }) {
  const copy = thankYouCopy;
  const name = [quote.contact_first_name, quote.contact_last_name].filter(Boolean).join(" ");
  const rows: [string, string | null][] = [
    [copy.details.name, name || null],
    [copy.details.email, quote.contact_email],
    [copy.details.company, quote.company_name],
    [copy.details.industry, quote.industry],
    [copy.details.revenue, quote.revenue_range],
    [copy.details.package, quote.package_type],
  ];
  return (
    <>
      <h1 className="text-4xl font-bold tracking-tight text-navy-900 sm:text-5xl">
        {copy.heading(quote.contact_first_name)}
      </h1>
      <YourPrice quote={quote} />
      <div className="mt-8 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <Card>
          <h2 className="flex items-center gap-2 text-xl font-semibold text-navy-900">
            <Icon name="check-circle" className="h-6 w-6 text-teal-700" />
            {copy.confirmedTitle}
          </h2>
          <p className="mt-2 text-slate-700">
            {copy.confirmedText} {confirmationSent && <span>{copy.emailSent}</span>}
          </p>
          <h3 className="mt-6 font-semibold text-navy-900">{copy.details.heading}</h3>
          <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
            {rows
              .filter((row): row is [string, string] => Boolean(row[1]))
              .map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-slate-600">{label}</dt>
                  <dd className="font-medium break-words text-navy-900">{value}</dd>
                </div>
              ))}
          </dl>
        </Card>
        <div className="space-y-6">
          <div className="rounded-2xl bg-navy-900 p-6 text-white">
            <h2 className="text-xl font-semibold">{copy.howWeOperate.heading}</h2>
            <p className="mt-2 text-slate-200">{copy.howWeOperate.text}</p>
          </div>
          <ButtonLink href={firm.bookingUrl} className="w-full">
            <Icon name="calendar" className="h-5 w-5" />
            {copy.scheduleCall}
          </ButtonLink>
        </div>
      </div>
      <PackageComparison quote={quote} />
    </>
  );
}

function ThankYou({ quoteId }: { quoteId: string }) {
  const [attempt, setAttempt] = useState(1);
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ["quote", quoteId],
    queryFn: ({ signal }) => fetchQuote(quoteId, setAttempt, signal),
    retry: false,
    staleTime: Infinity,
  });

  useEffect(() => {
    if (query.isError) void notify("error", thankYouCopy.toasts.errorLoading);
  }, [query.isError]);

  // Once the quote is shown, ask for the confirmation e-mail; the server sends it at most once.
  // A failure is only logged (spec section 8).
  const confirmation = useMutation({
    mutationFn: sendQuoteConfirmation,
    onError: (error) => console.error("The confirmation e-mail could not be sent", error),
  });
  const { mutate: requestConfirmation } = confirmation;
  const loadedId = query.data?.id;
  const alreadySent = Boolean(query.data?.confirmation_sent_at);
  useEffect(() => {
    if (loadedId && !alreadySent) requestConfirmation(loadedId);
  }, [loadedId, alreadySent, requestConfirmation]);
  const confirmationSent = alreadySent || Boolean(confirmation.data?.sent);

  if (query.isSuccess) return <QuoteDetails quote={query.data} confirmationSent={confirmationSent} />;

  if (query.isError) {
    return (
      <Alert tone="destructive" role="alert" titleAs="h1" title={thankYouCopy.failure.title}>
        <p>{query.error.message}</p>
        <div className="flex flex-wrap gap-3">
          <Button
            variant="destructive"
            onClick={() => {
              setAttempt(1);
              void queryClient.resetQueries({ queryKey: ["quote", quoteId] });
            }}
          >
            {thankYouCopy.failure.tryAgain}
          </Button>
          <ButtonLink href={paths.quote.href()} variant="secondary">
            {thankYouCopy.failure.newQuote}
          </ButtonLink>
        </div>
      </Alert>
    );
  }
  return <Loading attempt={attempt} />;
}

function Loading({ attempt }: { attempt: number }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-20 text-center">
      <Spinner className="h-8 w-8 text-teal-700" />
      <p className="text-lg text-navy-900">{thankYouCopy.loading}</p>
      {attempt > 1 && (
        <p className="text-sm text-slate-600">{thankYouCopy.attempt(attempt, thankYouRetry.maxAttempts)}</p>
      )}
    </div>
  );
}

/** Checks the link's id first: a missing or malformed one is reported and the visitor is sent to the quote form. */
function ThankYouRoute() {
  const { quoteId } = useParams();
  const navigate = useNavigate();
  const check = checkQuoteId(quoteId);
  const problem = check.valid ? null : check.reason;
  const hydrated = useHydrated();

  useEffect(() => {
    if (!problem) return;
    const description = problem === "missing" ? thankYouCopy.toasts.missingIdText : thankYouCopy.toasts.invalidLinkText;
    void notify("error", { title: thankYouCopy.toasts.invalidLink, description });
    void navigate(paths.quote.href(), { replace: true });
  }, [problem, navigate]);

  // The prerendered shell and the first render in the browser both show the loading state.
  if (!hydrated) return <Loading attempt={1} />;
  if (!check.valid)
    return (
      <Alert
        tone="destructive"
        role="alert"
        titleAs="h1"
        title={check.reason === "missing" ? thankYouCopy.noId : thankYouCopy.badFormat}
      />
    );
  return <ThankYou quoteId={check.id} />;
}

export default function ThankYouPage() {
  return (
    <QueryProvider>
      <Container className="py-12 sm:py-16">
        <ThankYouRoute />
      </Container>
    </QueryProvider>
  );
}
