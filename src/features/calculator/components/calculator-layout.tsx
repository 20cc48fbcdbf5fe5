import type { ReactNode } from "react";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { PageHeader } from "~/components/ui/page-header";
import { Disclosure } from "~/components/ui/disclosure";
import { LiveSummary } from "./live-summary";

interface CalculatorLayoutProps {
  header: { badge: string; title: string; lead: string };
  /** The inputs card, beside the results on a wide screen and above them on a phone. */
  inputs: ReactNode;
  results: ReactNode;
  /** The call to action under the results (left out of print). */
  callToAction: ReactNode;
  /** A line shown only in print, saying where the estimate came from. */
  printNote: string;
  /** The one-line result read out to screen readers once the figures settle. */
  summary: string;
  /** The guide and FAQs after the calculator. */
  children: ReactNode;
}

/** The frame both calculators share: header, inputs beside results, the call to action, then the guide. */
export function CalculatorLayout({
  header,
  inputs,
  results,
  callToAction,
  printNote,
  summary,
  children,
}: CalculatorLayoutProps) {
  return (
    <>
      <PageHeader badge={header.badge} title={header.title} lead={header.lead} />

      <div className="bg-slate-50 py-10 sm:py-14 print:bg-white print:py-4">
        <Container>
          <div className="grid items-start gap-6 lg:grid-cols-2 lg:gap-8">
            <div className="min-w-0">{inputs}</div>
            <div className="min-w-0 space-y-6">
              {results}
              {callToAction}
            </div>
          </div>
          <p className="mt-6 hidden text-sm text-slate-700 print:block">{printNote}</p>
        </Container>
      </div>

      <LiveSummary summary={summary} />
      {children}
    </>
  );
}

/** A titled card that is its own landmark region, named by its heading. */
export function CalculatorCard({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Card className="p-5 sm:p-6 print:break-inside-avoid print:shadow-none">
        <h2 id={id} className="text-2xl font-bold text-navy-900">
          {heading}
        </h2>
        {children}
      </Card>
    </section>
  );
}

/** Shown in place of the figures while an input cannot be calculated. */
export function InvalidInputNotice({ title, text }: { title: string; text: string }) {
  return (
    <div className="mt-5 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm">{text}</p>
    </div>
  );
}

interface CalculationDetailsProps {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The steps of the calculation in plain English, or null while there is nothing to explain. */
  explanation: { intro: string; steps: readonly string[] } | null;
  /** Shown instead while the inputs cannot be calculated. */
  fallback: string;
}

/** The results card's closed-at-first 'Calculation details' panel: how the figures were reached, step by step. */
export function CalculationDetails({ title, open, onOpenChange, explanation, fallback }: CalculationDetailsProps) {
  return (
    <Disclosure
      title={title}
      open={open}
      onOpenChange={onOpenChange}
      headingLevel={3}
      className="mt-6 border-t border-slate-200 pt-5"
      panelClassName="mt-3 text-slate-700"
    >
      {explanation ? (
        <>
          <p className="font-medium text-navy-900">{explanation.intro}</p>
          <ol className="mt-2 list-decimal space-y-2 pl-5">
            {explanation.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </>
      ) : (
        <p>{fallback}</p>
      )}
    </Disclosure>
  );
}

/** The dark call-to-action panel under the results. */
export function CalculatorCallToAction({
  id,
  heading,
  text,
  children,
}: {
  id: string;
  heading: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <aside aria-labelledby={id} className="no-print rounded-2xl bg-navy-900 p-6 text-white">
      <h2 id={id} className="text-xl font-bold">
        {heading}
      </h2>
      <p className="mt-2 text-slate-200">{text}</p>
      {children}
    </aside>
  );
}
