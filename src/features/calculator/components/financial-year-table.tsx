import { ctCopy } from "../corporation-tax-copy";
import { TableScroll } from "./table-scroll";
import type { FinancialYearBreakdown, PeriodCorporationTax } from "../lib/corporation-tax-period";
import { formatGBPExact, formatRate } from "../lib/format";

const copy = ctCopy.advanced.breakdown;

type Row = { label: string; value: (year: FinancialYearBreakdown) => string; total?: boolean };

const limit = (value: number | null) => (value === null ? copy.notApplicable : formatGBPExact(value));

/**
 * The period's tax per financial year. Financial years are the columns (a
 * period of at most 12 months spans one or two), so the table stays narrow
 * enough for a phone.
 */
export function FinancialYearTable({ result }: { result: PeriodCorporationTax }) {
  const rows: Row[] = [
    { label: copy.rows.part, value: (year) => copy.partDates(year.start, year.end) },
    { label: copy.rows.days, value: (year) => String(year.days) },
    { label: copy.rows.profits, value: (year) => formatGBPExact(year.profits) },
    ...(result.exemptDistributions > 0
      ? [
          {
            label: copy.rows.augmentedProfits,
            value: (year: FinancialYearBreakdown) => formatGBPExact(year.augmentedProfits),
          },
        ]
      : []),
    { label: copy.rows.associatedCompanies, value: (year) => String(year.associatedCompanies) },
    { label: copy.rows.lowerLimit, value: (year) => limit(year.lowerLimit) },
    { label: copy.rows.upperLimit, value: (year) => limit(year.upperLimit) },
    { label: copy.rows.rate, value: (year) => formatRate(year.ratePercent) },
    {
      label: copy.rows.mainRateTax,
      value: (year) => formatGBPExact(year.smallProfitsRateTax + year.mainRateTax),
    },
    { label: copy.rows.marginalRelief, value: (year) => formatGBPExact(year.marginalRelief) },
    { label: copy.rows.tax, value: (year) => formatGBPExact(year.tax), total: true },
  ];

  return (
    <TableScroll label={copy.caption}>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="mb-3 text-left font-semibold text-navy-900">{copy.caption}</caption>
        <thead>
          <tr className="border-b-2 border-slate-300">
            <td className="py-2 pr-3" />
            {result.financialYears.map((year) => (
              <th
                key={year.financialYear}
                scope="col"
                className="px-2 py-2 text-right align-bottom font-semibold text-navy-900 last:pr-0"
              >
                {copy.column(year.financialYear)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className={row.total ? "border-t-2 border-slate-300" : "border-b border-slate-200"}>
              <th scope="row" className="py-2 pr-3 align-top font-medium text-slate-700">
                {row.label}
              </th>
              {result.financialYears.map((year) => (
                <td
                  key={year.financialYear}
                  className={
                    row.total
                      ? "px-2 py-2 text-right align-top font-bold text-navy-900 tabular-nums last:pr-0"
                      : "px-2 py-2 text-right align-top text-navy-900 tabular-nums last:pr-0"
                  }
                >
                  {row.value(year)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
