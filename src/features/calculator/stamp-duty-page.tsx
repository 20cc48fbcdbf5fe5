import { useDeferredValue, useState } from "react";
import Faq from "~/components/sections/faq";
import { ButtonLink } from "~/components/ui/button";
import { CheckboxField } from "~/components/ui/checkbox-field";
import { Field } from "~/components/ui/field";
import {
  CalculationDetails,
  CalculatorCallToAction,
  CalculatorCard,
  CalculatorLayout,
  InvalidInputNotice,
} from "./components/calculator-layout";
import { Explainer } from "./components/explainer";
import { FigureRows, HeadlineFigure } from "./components/figures";
import { Glance } from "./components/glance";
import { MoneyInput } from "./components/money-input";
import { TableScroll } from "./components/table-scroll";
import { formatGBP, formatGBPExact, formatPercent, formatRate } from "./lib/format";
import { parseAmount } from "./lib/parse-amount";
import { calculateSdlt, describeBand, type SdltCalculation, type SdltField } from "./lib/sdlt";
import { sdltCopy as copy } from "./stamp-duty-copy";

export { head } from "./stamp-duty-copy";

export default function StampDutyPage() {
  const [price, setPrice] = useState("");
  const [firstTimeBuyer, setFirstTimeBuyer] = useState(false);
  const [additionalDwelling, setAdditionalDwelling] = useState(false);
  const [nonUkResident, setNonUkResident] = useState(false);
  const [detailsOpen, setDetailsOpen] = useState(false);

  // The field answers each keystroke at once; the estimate, the page's largest render, follows in the
  // frame after, so typing a price never waits for the tables.
  const pricing = useDeferredValue(price);
  const outcome = calculateSdlt({ price: parseAmount(pricing), firstTimeBuyer, additionalDwelling, nonUkResident });
  const result = outcome.ok ? outcome.value : null;
  const errorFor = (field: SdltField) =>
    outcome.ok ? undefined : outcome.errors.find((error) => error.field === field)?.message;
  const summary = result ? copy.summary(result.totalTax, result.price) : copy.summaryInvalid;

  return (
    <CalculatorLayout
      header={copy.header}
      printNote={copy.results.printNote}
      summary={summary}
      inputs={
        <CalculatorCard id="sdlt-purchase-heading" heading={copy.inputs.heading}>
          <div className="mt-5 space-y-6">
            <Field label={copy.inputs.price.label} hint={copy.inputs.price.hint} error={errorFor("price")}>
              <MoneyInput name="price" value={price} onValueChange={setPrice} />
            </Field>
            <fieldset aria-describedby="sdlt-buyers-hint">
              <legend className="font-medium text-navy-900">{copy.inputs.buyersLegend}</legend>
              <p id="sdlt-buyers-hint" className="mt-1 text-sm text-slate-600">
                {copy.inputs.buyersHint}
              </p>
              <div className="mt-4 space-y-5">
                <CheckboxField
                  name="firstTimeBuyer"
                  label={copy.inputs.firstTimeBuyer.label}
                  hint={copy.inputs.firstTimeBuyer.hint}
                  checked={firstTimeBuyer}
                  onCheckedChange={setFirstTimeBuyer}
                  error={errorFor("firstTimeBuyer")}
                />
                <CheckboxField
                  name="additionalDwelling"
                  label={copy.inputs.additionalDwelling.label}
                  hint={copy.inputs.additionalDwelling.hint}
                  checked={additionalDwelling}
                  onCheckedChange={setAdditionalDwelling}
                  error={errorFor("additionalDwelling")}
                />
                <CheckboxField
                  name="nonUkResident"
                  label={copy.inputs.nonUkResident.label}
                  hint={copy.inputs.nonUkResident.hint}
                  checked={nonUkResident}
                  onCheckedChange={setNonUkResident}
                  error={errorFor("nonUkResident")}
                />
              </div>
            </fieldset>
          </div>
          <Glance
            label={copy.results.total}
            value={result ? formatGBP(result.totalTax) : "–"}
            note={copy.results.glanceNote}
          />
        </CalculatorCard>
      }
      results={
        <CalculatorCard id="sdlt-estimate-heading" heading={copy.results.heading}>
          {result ? (
            <>
              <dl className="mt-5">
                <HeadlineFigure label={copy.results.total} value={formatGBP(result.totalTax)} />
              </dl>
              <dl className="mt-3">
                <FigureRows
                  items={[
                    { label: copy.results.price, value: formatGBP(result.price) },
                    { label: copy.results.effectiveRate, value: formatPercent(result.effectiveRate) },
                    {
                      label: copy.results.ratesUsed,
                      value:
                        result.ratesUsed === "first-time-buyer"
                          ? copy.results.firstTimeBuyerRates
                          : copy.results.standardRates,
                    },
                    {
                      label: copy.results.surcharge,
                      value: copy.results.surchargeValue(result.surchargePercent),
                    },
                  ]}
                />
              </dl>
              <BandTable result={result} />
            </>
          ) : (
            <InvalidInputNotice title={copy.results.invalidTitle} text={copy.results.invalidText} />
          )}
          <CalculationDetails
            title={copy.details.title}
            open={detailsOpen}
            onOpenChange={setDetailsOpen}
            explanation={result && { intro: copy.details.intro, steps: result.explanation }}
            fallback={copy.results.invalidText}
          />
        </CalculatorCard>
      }
      callToAction={
        <CalculatorCallToAction id="sdlt-cta-heading" heading={copy.cta.heading} text={copy.cta.text}>
          <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <ButtonLink href={copy.cta.quote.href}>{copy.cta.quote.label}</ButtonLink>
            <ButtonLink href={copy.cta.legal.href} variant="inverse">
              {copy.cta.legal.label}
            </ButtonLink>
          </div>
        </CalculatorCallToAction>
      }
    >
      <Explainer content={copy.explainer} />
      <div className="no-print">
        <Faq section={copy.faqs} tone="tinted" />
      </div>
    </CalculatorLayout>
  );
}

/** Each band's slice of the price, its rate (with any surcharge) and its tax. */
function BandTable({ result }: { result: SdltCalculation }) {
  const { caption, columns, total } = copy.bands;
  return (
    <div className="mt-6">
      <TableScroll label={caption}>
        <table className="w-full border-collapse text-left text-sm">
          <caption className="mb-2 text-left font-semibold text-navy-900">{caption}</caption>
          <thead>
            <tr className="border-b-2 border-slate-300">
              <th scope="col" className="py-2 pr-2 font-semibold text-navy-900">
                {columns.band}
              </th>
              <th scope="col" className="px-2 py-2 text-right font-semibold text-navy-900">
                {columns.rate}
              </th>
              <th scope="col" className="px-2 py-2 text-right font-semibold text-navy-900">
                {columns.amount}
              </th>
              <th scope="col" className="py-2 pl-2 text-right font-semibold text-navy-900">
                {columns.tax}
              </th>
            </tr>
          </thead>
          <tbody>
            {result.bands.map((band) => (
              <tr key={band.from} className="border-b border-slate-200 tabular-nums">
                <th scope="row" className="py-2 pr-2 font-medium text-slate-700">
                  {describeBand(band)}
                </th>
                <td className="px-2 py-2 text-right text-navy-900">{formatRate(band.ratePercent)}</td>
                <td className="px-2 py-2 text-right text-navy-900">{formatGBP(band.taxableAmount)}</td>
                <td className="py-2 pl-2 text-right text-navy-900">{formatGBPExact(band.tax)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-slate-300">
              <th scope="row" colSpan={3} className="py-2 pr-2 font-semibold text-navy-900">
                {total}
              </th>
              <td className="py-2 pl-2 text-right font-bold text-navy-900 tabular-nums">
                {formatGBP(result.totalTax)}
              </td>
            </tr>
          </tfoot>
        </table>
      </TableScroll>
    </div>
  );
}
