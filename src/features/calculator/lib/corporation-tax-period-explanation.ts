/**
 * 'How we calculated' for the HMRC-grade calculator: one plain-English
 * sentence per step, amounts to the penny where they are not whole pounds.
 */
import { formatLongDate as longDate, plural } from "~/lib/format";
import { formatFraction } from "./corporation-tax-rates";
import type { FinancialYearBreakdown, PeriodCorporationTaxFigures } from "./corporation-tax-period";
import { financialYearEnd, financialYearStart, toIsoDate } from "./dates";
import { formatGBPExact as money, formatPercent, formatRate } from "./format";

const NUMBER_WORDS = ["no", "one", "two", "three"] as const;

function fyName(year: FinancialYearBreakdown): string {
  return `financial year ${year.financialYear}`;
}

function describeSplit(figures: PeriodCorporationTaxFigures): string {
  const [first, ...rest] = figures.financialYears;
  if (first === undefined) return "";
  if (rest.length === 0) {
    return `It falls entirely within ${fyName(first)} (${longDate(toIsoDate(financialYearStart(first.financialYear)))} to ${longDate(toIsoDate(financialYearEnd(first.financialYear)))}).`;
  }
  const parts = figures.financialYears.map(
    (year) =>
      `${money(year.profits)} for the ${plural(year.days, "day", "days")} from ${longDate(year.start)} to ${longDate(year.end)} (${fyName(year)})`,
  );
  const count = NUMBER_WORDS[figures.financialYears.length] ?? figures.financialYears.length;
  return `It spans ${count} financial years, so your profits of ${money(figures.taxableProfits)} are split by days: ${parts.join(" and ")}.`;
}

function describeLimits(figures: PeriodCorporationTaxFigures, year: FinancialYearBreakdown): string {
  const { rates } = year;
  if (rates.kind === "flat-rate") return "";
  const reasons: string[] = [];
  const { numerator, denominator } = year.limitsFraction;
  if (numerator !== denominator) {
    reasons.push(
      figures.partsTreatedSeparately
        ? `scaled to ${numerator} of the ${denominator} days in ${fyName(year)}`
        : `scaled to ${numerator} of ${denominator} days`,
    );
  }
  if (year.associatedCompanies > 0) {
    reasons.push(
      `shared between your company and its ${plural(year.associatedCompanies, "associated company", "associated companies")}`,
    );
  }
  const base = `${money(rates.lowerLimit)} and ${money(rates.upperLimit)}`;
  return reasons.length === 0
    ? `the limits are ${base}`
    : `the limits of ${base} are ${reasons.join(" and ")}, giving ${money(year.lowerLimit ?? 0)} and ${money(year.upperLimit ?? 0)}`;
}

function describeYear(figures: PeriodCorporationTaxFigures, year: FinancialYearBreakdown): string {
  const name = fyName(year);
  const heading = name.charAt(0).toUpperCase() + name.slice(1);
  const rate = formatRate(year.ratePercent);
  const profits = money(year.profits);
  const tested =
    year.exemptDistributions > 0
      ? `augmented profits of ${money(year.augmentedProfits)} (profits of ${profits} plus ${money(year.exemptDistributions)} of exempt distributions)`
      : `profits of ${profits}`;
  const limits = describeLimits(figures, year);

  switch (year.band) {
    case "flat-rate":
      return `${heading}: a flat rate of ${rate} applied to all profits, so tax on ${profits} is ${money(year.tax)}.`;
    case "small-profits-rate":
      return `${heading}: ${limits}. Your ${tested} are not above the lower limit, so the small profits rate of ${rate} applies: ${profits} × ${rate} = ${money(year.tax)}.`;
    case "main-rate":
      return `${heading}: ${limits}. Your ${tested} are not below the upper limit, so the main rate of ${rate} applies to all of them: ${profits} × ${rate} = ${money(year.tax)}.`;
    case "marginal-relief": {
      if (year.rates.kind === "flat-rate") return "";
      const upper = money(year.upperLimit ?? 0);
      const augmented = money(year.augmentedProfits);
      const fraction = formatFraction(year.rates.marginalReliefFraction);
      const formula =
        year.exemptDistributions > 0
          ? `${fraction} × (${upper} − ${augmented}) × ${profits} ÷ ${augmented}`
          : `${fraction} × (${upper} − ${profits})`;
      return `${heading}: ${limits}. Your ${tested} are between the limits, so the main rate of ${rate} applies (${profits} × ${rate} = ${money(year.mainRateTax)}) less marginal relief of ${formula} = ${money(year.marginalRelief)}, leaving ${money(year.tax)}.`;
    }
  }
}

export function explainPeriodCorporationTax(figures: PeriodCorporationTaxFigures): string[] {
  const sentences = [
    `Your accounting period runs from ${longDate(figures.periodStart)} to ${longDate(figures.periodEnd)}, which is ${plural(figures.daysInPeriod, "day", "days")}.`,
    describeSplit(figures),
  ];
  if (figures.exemptDistributions > 0) {
    sentences.push(
      `The limits are tested against augmented profits: your taxable profits plus ${money(figures.exemptDistributions)} of exempt distributions, ${money(figures.augmentedProfits)} in all. Tax is charged on the taxable profits only.`,
    );
  }
  if (figures.partsTreatedSeparately) {
    sentences.push(
      "The rules for small profits differ between these financial years, so each part is treated as a separate accounting period with its own limits.",
    );
  }
  for (const year of figures.financialYears) {
    sentences.push(describeYear(figures, year));
  }
  sentences.push(
    `Total corporation tax is ${money(figures.taxToPay)} on profits of ${money(figures.taxableProfits)}, an effective rate of ${formatPercent(figures.effectiveRate)}.`,
  );
  return sentences.filter((sentence) => sentence !== "");
}
