import { useDeferredValue, useState } from "react";
import Faq from "~/components/sections/faq";
import { ButtonLink } from "~/components/ui/button";
import { controlClasses, Field } from "~/components/ui/field";
import { cx } from "~/lib/cx";
import {
  CalculationDetails,
  CalculatorCallToAction,
  CalculatorCard,
  CalculatorLayout,
  InvalidInputNotice,
} from "./components/calculator-layout";
import { Disclosure } from "~/components/ui/disclosure";
import { Explainer } from "./components/explainer";
import { FigureRows, HeadlineFigure } from "./components/figures";
import { FinancialYearTable } from "./components/financial-year-table";
import { Glance } from "./components/glance";
import { MoneyInput } from "./components/money-input";
import { ctCopy as copy, exampleProfits } from "./corporation-tax-copy";
import { calculateCorporationTax, explainCorporationTax } from "./lib/corporation-tax";
import {
  calculatePeriodCorporationTax,
  type AccountingPeriodField,
  type PeriodCorporationTax,
} from "./lib/corporation-tax-period";
import { financialYearEnd, financialYearOf, financialYearStart, toIsoDate } from "./lib/dates";
import { formatGBP, formatPercent } from "./lib/format";
import type { FieldError } from "./lib/outcome";
import { parseAmount } from "./lib/parse-amount";

export { head } from "./corporation-tax-copy";

/** What the results card shows, whichever calculator produced it. */
interface Estimate {
  readonly profit: number;
  readonly taxToPay: number;
  readonly afterTaxAmount: number;
  readonly effectiveRate: number;
  readonly smallProfitsRateTax: number;
  readonly mainRateTax: number;
  readonly marginalRelief: number;
  /** Rates to name in the portion labels; omitted when a period spans different regimes. */
  readonly portionRates?: { readonly small: number; readonly main: number };
}

/** The number of associated companies as typed: empty counts as 0; anything but digits is refused by the calculation. */
function parseCount(text: string): number {
  const trimmed = text.trim();
  if (trimmed === "") return 0;
  return /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The financial year in progress by the visitor's clock, as a starting point for the dates. */
function currentFinancialYearDates(today = new Date()) {
  const financialYear = financialYearOf({
    year: today.getFullYear(),
    month: today.getMonth() + 1,
    day: today.getDate(),
  });
  return {
    start: toIsoDate(financialYearStart(financialYear)),
    end: toIsoDate(financialYearEnd(financialYear)),
  };
}

const money = (amount: number) => formatGBP(amount);
const relief = (amount: number) => (amount > 0 ? `−${formatGBP(amount)}` : formatGBP(0));

export default function CorporationTaxPage() {
  const [revenue, setRevenue] = useState("");
  const [expenses, setExpenses] = useState("");
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const [periodStart, setPeriodStart] = useState("");
  const [periodEnd, setPeriodEnd] = useState("");
  const [prefilled, setPrefilled] = useState(false);
  const [associatedCompanies, setAssociatedCompanies] = useState("");
  const [exemptDistributions, setExemptDistributions] = useState("");
  const [touched, setTouched] = useState<ReadonlySet<AccountingPeriodField>>(new Set());

  // The fields answer each keystroke at once; the estimate, the page's largest render, follows in the
  // frame after, so typing a figure never waits for the tables.
  const revenueFigure = useDeferredValue(revenue);
  const expensesFigure = useDeferredValue(expenses);
  const simple = calculateCorporationTax(parseAmount(revenueFigure), parseAmount(expensesFigure));
  const period = advancedOpen
    ? calculatePeriodCorporationTax({
        periodStart,
        periodEnd,
        taxableProfits: simple.profit,
        associatedCompanies: parseCount(associatedCompanies),
        exemptDistributions: parseAmount(exemptDistributions),
      })
    : null;

  let estimate: Estimate | null;
  let basis: string | null;
  let detailed: PeriodCorporationTax | null = null;
  let errors: readonly FieldError<AccountingPeriodField>[] = [];
  if (period === null) {
    estimate = {
      ...simple,
      portionRates: { small: simple.rates.smallProfitsRatePercent, main: simple.rates.mainRatePercent },
    };
    basis = copy.results.basisSimple;
  } else if (period.ok) {
    detailed = period.value;
    estimate = { ...detailed, profit: detailed.taxableProfits };
    basis = copy.results.basisAdvanced({
      start: detailed.periodStart,
      end: detailed.periodEnd,
      days: detailed.daysInPeriod,
      associatedCompanies: Math.max(...detailed.financialYears.map((year) => year.associatedCompanies)),
      exemptDistributions: detailed.exemptDistributions,
    });
  } else {
    estimate = null;
    errors = period.errors;
    basis = null;
  }

  const errorFor = (field: AccountingPeriodField) => {
    const shown = touched.has(field) || (field === "periodEnd" && touched.has("periodStart"));
    return shown ? errors.find((error) => error.field === field)?.message : undefined;
  };
  const touch = (field: AccountingPeriodField) => () =>
    setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));

  function toggleAdvanced(open: boolean) {
    if (open && periodStart === "" && periodEnd === "") {
      const dates = currentFinancialYearDates();
      setPeriodStart(dates.start);
      setPeriodEnd(dates.end);
      setPrefilled(true);
    }
    setAdvancedOpen(open);
  }

  const summary = estimate ? copy.summary(estimate.taxToPay, estimate.profit) : copy.summaryInvalid;

  return (
    <CalculatorLayout
      header={copy.header}
      printNote={copy.results.printNote}
      summary={summary}
      inputs={
        <CalculatorCard id="ct-figures-heading" heading={copy.inputs.heading}>
          <div className="mt-5 space-y-5">
            <Field
              label={copy.inputs.revenue.label}
              hint={advancedOpen ? copy.inputs.revenue.hintAdvanced : copy.inputs.revenue.hint}
            >
              <MoneyInput name="revenue" value={revenue} onValueChange={setRevenue} />
            </Field>
            <Field label={copy.inputs.expenses.label} hint={copy.inputs.expenses.hint}>
              <MoneyInput name="expenses" value={expenses} onValueChange={setExpenses} />
            </Field>
          </div>
          <Glance
            label={copy.results.taxToPay}
            value={estimate ? money(estimate.taxToPay) : "–"}
            note={copy.results.glanceNote}
          />

          <Disclosure
            title={copy.advanced.title}
            open={advancedOpen}
            onOpenChange={toggleAdvanced}
            headingLevel={3}
            className="mt-6 border-t border-slate-200 pt-5"
            panelClassName="mt-4 space-y-5"
          >
            <p className="text-slate-700">{copy.advanced.intro}</p>
            {prefilled && <p className="text-sm text-slate-600">{copy.advanced.prefilled}</p>}
            <div className="grid gap-5 sm:grid-cols-2">
              {(
                [
                  ["periodStart", periodStart, setPeriodStart],
                  ["periodEnd", periodEnd, setPeriodEnd],
                ] as const
              ).map(([field, value, setValue]) => (
                <Field
                  key={field}
                  label={copy.advanced[field].label}
                  hint={copy.advanced[field].hint}
                  error={errorFor(field)}
                >
                  <input
                    type="date"
                    name={field}
                    value={value}
                    onChange={(event) => {
                      setValue(event.currentTarget.value);
                      setPrefilled(false);
                    }}
                    onBlur={touch(field)}
                    className={controlClasses}
                  />
                </Field>
              ))}
            </div>
            <Field
              label={copy.advanced.associatedCompanies.label}
              hint={copy.advanced.associatedCompanies.hint}
              error={errorFor("associatedCompanies")}
            >
              <input
                type="text"
                inputMode="numeric"
                autoComplete="off"
                name="associatedCompanies"
                placeholder="0"
                value={associatedCompanies}
                onChange={(event) => setAssociatedCompanies(event.currentTarget.value)}
                onBlur={touch("associatedCompanies")}
                className={cx(controlClasses, "max-w-40")}
              />
            </Field>
            <Field
              label={copy.advanced.exemptDistributions.label}
              hint={copy.advanced.exemptDistributions.hint}
              error={errorFor("exemptDistributions")}
            >
              <MoneyInput
                name="exemptDistributions"
                value={exemptDistributions}
                onValueChange={setExemptDistributions}
                onBlur={touch("exemptDistributions")}
              />
            </Field>
            {detailed && (
              <div className="border-t border-slate-200 pt-5">
                <h4 className="mb-3 text-lg font-semibold text-navy-900">{copy.advanced.breakdown.heading}</h4>
                <FinancialYearTable result={detailed} />
              </div>
            )}
          </Disclosure>
        </CalculatorCard>
      }
      results={
        <CalculatorCard id="ct-estimate-heading" heading={copy.results.heading}>
          {basis && <p className="mt-1 text-sm text-slate-600">{basis}</p>}
          {estimate ? (
            <>
              <dl className="mt-5">
                <HeadlineFigure label={copy.results.taxToPay} value={money(estimate.taxToPay)} />
              </dl>
              <dl className="mt-3">
                <FigureRows
                  items={[
                    { label: copy.results.profit, value: money(estimate.profit) },
                    { label: copy.results.afterTax, value: money(estimate.afterTaxAmount) },
                    { label: copy.results.effectiveRate, value: formatPercent(estimate.effectiveRate) },
                  ]}
                />
              </dl>
              <h3 className="mt-5 font-semibold text-navy-900">{copy.results.portionsHeading}</h3>
              <dl className="mt-1 text-sm">
                <FigureRows
                  className="py-2"
                  items={[
                    {
                      label: copy.results.smallProfitsPortion(estimate.portionRates?.small),
                      value: money(estimate.smallProfitsRateTax),
                    },
                    {
                      label: copy.results.mainRatePortion(estimate.portionRates?.main),
                      value: money(estimate.mainRateTax),
                    },
                    { label: copy.results.marginalRelief, value: relief(estimate.marginalRelief) },
                  ]}
                />
              </dl>
            </>
          ) : (
            <InvalidInputNotice title={copy.results.invalidTitle} text={copy.results.invalidText} />
          )}
          <CalculationDetails
            title={copy.details.title}
            open={detailsOpen}
            onOpenChange={setDetailsOpen}
            explanation={
              detailed
                ? { intro: copy.details.advancedIntro, steps: detailed.explanation }
                : estimate && { intro: copy.details.simpleIntro, steps: explainCorporationTax(simple) }
            }
            fallback={copy.results.invalidText}
          />
        </CalculatorCard>
      }
      callToAction={
        <CalculatorCallToAction id="ct-cta-heading" heading={copy.cta.heading} text={copy.cta.text}>
          <ButtonLink href={copy.cta.href} className="mt-5 w-full sm:w-auto">
            {copy.cta.button}
          </ButtonLink>
        </CalculatorCallToAction>
      }
    >
      <Explainer content={copy.explainer} extras={{ rates: <ExamplesTable /> }} />
      <div className="no-print">
        <Faq section={copy.faqs} tone="tinted" />
      </div>
    </CalculatorLayout>
  );
}

/** Tax on a few example profits, worked out by the calculator itself. */
function ExamplesTable() {
  const { caption, columns } = copy.examples;
  return (
    <table className="mt-5 w-full border-collapse text-left">
      <caption className="mb-2 text-left text-sm font-semibold text-slate-700">{caption}</caption>
      <thead>
        <tr className="border-b-2 border-slate-300 text-sm">
          <th scope="col" className="py-2 pr-3 font-semibold text-navy-900">
            {columns.profit}
          </th>
          <th scope="col" className="px-3 py-2 text-right font-semibold text-navy-900">
            {columns.tax}
          </th>
          <th scope="col" className="py-2 pl-3 text-right font-semibold text-navy-900">
            {columns.effectiveRate}
          </th>
        </tr>
      </thead>
      <tbody>
        {exampleProfits.map((profit) => {
          const result = calculateCorporationTax(profit, 0);
          return (
            <tr key={profit} className="border-b border-slate-200 tabular-nums">
              <th scope="row" className="py-2 pr-3 font-medium text-slate-700">
                {money(profit)}
              </th>
              <td className="px-3 py-2 text-right text-navy-900">{money(result.taxToPay)}</td>
              <td className="py-2 pl-3 text-right text-navy-900">{formatPercent(result.effectiveRate)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
