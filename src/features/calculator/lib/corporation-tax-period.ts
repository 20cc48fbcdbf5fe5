/**
 * HMRC-grade corporation tax for one accounting period: dates, associated
 * companies and exempt distributions, with a breakdown per financial year.
 * It follows HMRC's Marginal Relief Calculator
 * (hmrc/marginal-relief-calculator-frontend, MarginalReliefCalculator and
 * MarginalRateComputation):
 *
 * - A period straddling 1 April is split into its financial years; profits
 *   and exempt distributions are apportioned by days (CTA 2010 s1172):
 *   days in that financial year ÷ days in the period.
 * - Where the limits are the same in both years (CTM03956, CTM03957), a
 *   period shorter than 12 months scales each part's limits by its days ÷
 *   the days in its financial year (365, or 366 when it contains 29
 *   February), as HMRC's calculator has done since 7 January 2026 ("Fix FY
 *   day count logic"). A full 12-month period keeps the full limits (each
 *   part's days ÷ the days in the period), because CTA 2010 s18D reduces the
 *   limits only for a period shorter than 12 months; there HMRC's calculator
 *   still divides by a 366-day financial year and gives slightly less.
 * - Where the limits differ, or one year has no small profits rate at all
 *   (FY2022 → FY2023), the parts are treated as separate accounting periods
 *   (CTM03955) and each part's limits are scaled by its days ÷ the days in
 *   that financial year: 365, or 366 when it contains 29 February.
 * - Limits are shared between the company and its associated companies. A
 *   company associated for part of the period counts for all of it (CTA
 *   2010 s18E(2), CTM03956), so one figure applies throughout unless the
 *   parts are separate, when each part uses its own year's figure (CTM03958).
 */
import { formatLongDate } from "~/lib/format";
import {
  CORPORATION_TAX_RATES,
  earliestFinancialYear,
  haveSameLimits,
  ratesForFinancialYear,
  type CorporationTaxRateTable,
  type FinancialYearRates,
  type Fraction,
} from "./corporation-tax-rates";
import { explainPeriodCorporationTax } from "./corporation-tax-period-explanation";
import {
  compareDates,
  daysInclusive,
  daysInFinancialYear,
  financialYearEnd,
  financialYearOf,
  financialYearStart,
  lastDayOfTwelveMonths,
  parseIsoDate,
  toIsoDate,
  type CalendarDate,
  type IsoDate,
} from "./dates";
import { formatGBP } from "./format";
import { taxFinancialYearPart, type FinancialYearPartTax } from "./marginal-relief";
import type { FieldError, Outcome } from "./outcome";
import { MAX_AMOUNT_DIGITS } from "./parse-amount";

export interface AccountingPeriodInput {
  readonly periodStart: IsoDate;
  readonly periodEnd: IsoDate;
  /** Taxable total profits of the period. */
  readonly taxableProfits: number;
  /** Exempt distributions of a qualifying kind received (CTM03915); 0 if none. */
  readonly exemptDistributions?: number;
  /** Associated companies during the period; 0 if none. */
  readonly associatedCompanies?: number;
  /**
   * Associated companies in each financial year of the period, keyed by the
   * year (2023 for FY2023), where it differs; overrides associatedCompanies
   * for that year.
   */
  readonly associatedCompaniesByFinancialYear?: Readonly<Record<number, number>>;
}

export type AccountingPeriodField =
  "periodStart" | "periodEnd" | "taxableProfits" | "exemptDistributions" | "associatedCompanies";

export interface FinancialYearBreakdown extends FinancialYearPartTax {
  /** FY2023 is 1 April 2023 to 31 March 2024. */
  readonly financialYear: number;
  /** The part of the period in this financial year. */
  readonly start: IsoDate;
  readonly end: IsoDate;
  readonly days: number;
  readonly daysInFinancialYear: number;
  readonly rates: FinancialYearRates;
  /** Taxable profits apportioned to this part. */
  readonly profits: number;
  readonly exemptDistributions: number;
  readonly associatedCompanies: number;
  /** Share of the year's limits this part gets, e.g. 275/366. */
  readonly limitsFraction: Fraction;
}

export interface PeriodCorporationTaxFigures {
  readonly periodStart: IsoDate;
  readonly periodEnd: IsoDate;
  readonly daysInPeriod: number;
  readonly taxableProfits: number;
  readonly exemptDistributions: number;
  readonly augmentedProfits: number;
  /** Whether the financial years were treated as separate periods (CTM03955). */
  readonly partsTreatedSeparately: boolean;
  readonly financialYears: readonly FinancialYearBreakdown[];
  readonly smallProfitsRateTax: number;
  readonly mainRateTax: number;
  readonly marginalRelief: number;
  readonly taxToPay: number;
  /** taxableProfits − taxToPay. */
  readonly afterTaxAmount: number;
  /** taxToPay ÷ taxableProfits × 100; 0 when there are no profits. */
  readonly effectiveRate: number;
}

export interface PeriodCorporationTax extends PeriodCorporationTaxFigures {
  /** Plain-English 'how we calculated', one sentence per entry. */
  readonly explanation: readonly string[];
}

const MAX_AMOUNT = 10 ** MAX_AMOUNT_DIGITS - 1;

/** Errors for the period dates alone, so a form can show them as dates change. */
export function validateAccountingPeriod(
  periodStart: IsoDate,
  periodEnd: IsoDate,
  table: CorporationTaxRateTable = CORPORATION_TAX_RATES,
): FieldError<AccountingPeriodField>[] {
  const start = parseIsoDate(periodStart);
  const end = parseIsoDate(periodEnd);
  const errors: FieldError<AccountingPeriodField>[] = [];

  if (start === null) {
    errors.push({
      field: "periodStart",
      message: "Enter the date your accounting period starts",
    });
  } else if (financialYearOf(start) < earliestFinancialYear(table)) {
    errors.push({
      field: "periodStart",
      message: `The accounting period must start on or after ${formatLongDate(toIsoDate(financialYearStart(earliestFinancialYear(table))))}`,
    });
  }
  if (end === null) {
    errors.push({
      field: "periodEnd",
      message: "Enter the date your accounting period ends",
    });
  }
  if (start === null || end === null) return errors;

  if (compareDates(end, start) <= 0) {
    errors.push({
      field: "periodEnd",
      message: "The end date must be after the start date",
    });
  } else if (compareDates(end, lastDayOfTwelveMonths(start)) > 0) {
    errors.push({
      field: "periodEnd",
      message: `An accounting period can be at most 12 months, so a period starting on ${formatLongDate(toIsoDate(start))} must end by ${formatLongDate(toIsoDate(lastDayOfTwelveMonths(start)))}`,
    });
  }
  return errors;
}

function amountErrors(input: AccountingPeriodInput): FieldError<AccountingPeriodField>[] {
  const errors: FieldError<AccountingPeriodField>[] = [];
  const checkAmount = (field: "taxableProfits" | "exemptDistributions", label: string, value: number) => {
    if (!Number.isFinite(value) || value < 0) {
      errors.push({ field, message: `Enter ${label} of £0 or more` });
    } else if (value > MAX_AMOUNT) {
      errors.push({
        field,
        message: `Enter ${label} of ${formatGBP(MAX_AMOUNT)} or less`,
      });
    }
  };
  checkAmount("taxableProfits", "taxable profits", input.taxableProfits);
  checkAmount("exemptDistributions", "exempt distributions", input.exemptDistributions ?? 0);

  const counts = [input.associatedCompanies ?? 0, ...Object.values(input.associatedCompaniesByFinancialYear ?? {})];
  if (!counts.every((count) => Number.isSafeInteger(count) && count >= 0)) {
    errors.push({
      field: "associatedCompanies",
      message: "Enter the number of associated companies as a whole number, 0 or more",
    });
  }
  return errors;
}

interface PeriodPart {
  readonly financialYear: number;
  readonly start: CalendarDate;
  readonly end: CalendarDate;
  readonly days: number;
  readonly rates: FinancialYearRates;
}

function splitByFinancialYear(start: CalendarDate, end: CalendarDate, table: CorporationTaxRateTable): PeriodPart[] {
  const parts: PeriodPart[] = [];
  for (let financialYear = financialYearOf(start); financialYear <= financialYearOf(end); financialYear += 1) {
    const fyStart = financialYearStart(financialYear);
    const fyEnd = financialYearEnd(financialYear);
    const partStart = compareDates(start, fyStart) > 0 ? start : fyStart;
    const partEnd = compareDates(end, fyEnd) < 0 ? end : fyEnd;
    const rates = ratesForFinancialYear(financialYear, table);
    // validateAccountingPeriod has refused periods before the table starts.
    if (rates === undefined) throw new Error(`No rates for FY${financialYear}`);
    parts.push({
      financialYear,
      start: partStart,
      end: partEnd,
      days: daysInclusive(partStart, partEnd),
      rates,
    });
  }
  return parts;
}

function associatedCompaniesFor(
  parts: readonly PeriodPart[],
  input: AccountingPeriodInput,
  separately: boolean,
): (part: PeriodPart) => number {
  const forYear = (financialYear: number) =>
    input.associatedCompaniesByFinancialYear?.[financialYear] ?? input.associatedCompanies ?? 0;
  if (separately) return (part) => forYear(part.financialYear);
  const throughout = Math.max(...parts.map((part) => forYear(part.financialYear)));
  return () => throughout;
}

export function calculatePeriodCorporationTax(
  input: AccountingPeriodInput,
  table: CorporationTaxRateTable = CORPORATION_TAX_RATES,
): Outcome<PeriodCorporationTax, AccountingPeriodField> {
  const errors = [...validateAccountingPeriod(input.periodStart, input.periodEnd, table), ...amountErrors(input)];
  const start = parseIsoDate(input.periodStart);
  const end = parseIsoDate(input.periodEnd);
  if (errors.length > 0 || start === null || end === null) {
    return { ok: false, errors };
  }

  const profits = input.taxableProfits;
  const distributions = input.exemptDistributions ?? 0;
  const daysInPeriod = daysInclusive(start, end);
  const fullTwelveMonths = compareDates(end, lastDayOfTwelveMonths(start)) === 0;
  const parts = splitByFinancialYear(start, end, table);
  // CTM03955: parts are separate periods when the limits differ between them.
  const separately = parts.some((part, index) => {
    const previous = parts[index - 1];
    return previous !== undefined && !haveSameLimits(previous.rates, part.rates);
  });
  const associatesOf = associatedCompaniesFor(parts, input, separately);

  const financialYears = parts.map((part): FinancialYearBreakdown => {
    const fyDays = daysInFinancialYear(part.financialYear);
    const limitsFraction: Fraction = {
      numerator: part.days,
      // CTM03955: separate parts use their own year; otherwise see the note at the top.
      denominator: separately ? fyDays : fullTwelveMonths ? daysInPeriod : Math.max(fyDays, daysInPeriod),
    };
    const share = part.days / daysInPeriod;
    const partProfits = profits * share;
    const partDistributions = distributions * share;
    const associatedCompanies = associatesOf(part);
    return {
      financialYear: part.financialYear,
      start: toIsoDate(part.start),
      end: toIsoDate(part.end),
      days: part.days,
      daysInFinancialYear: fyDays,
      rates: part.rates,
      profits: partProfits,
      exemptDistributions: partDistributions,
      associatedCompanies,
      limitsFraction,
      ...taxFinancialYearPart({
        rates: part.rates,
        profits: partProfits,
        exemptDistributions: partDistributions,
        limitsFraction,
        companies: associatedCompanies + 1,
      }),
    };
  });

  const sum = (pick: (year: FinancialYearBreakdown) => number) =>
    financialYears.reduce((total, year) => total + pick(year), 0);
  const taxToPay = sum((year) => year.tax);
  const figures: PeriodCorporationTaxFigures = {
    periodStart: toIsoDate(start),
    periodEnd: toIsoDate(end),
    daysInPeriod,
    taxableProfits: profits,
    exemptDistributions: distributions,
    augmentedProfits: profits + distributions,
    partsTreatedSeparately: separately,
    financialYears,
    smallProfitsRateTax: sum((year) => year.smallProfitsRateTax),
    mainRateTax: sum((year) => year.mainRateTax),
    marginalRelief: sum((year) => year.marginalRelief),
    taxToPay,
    afterTaxAmount: profits - taxToPay,
    effectiveRate: profits === 0 ? 0 : (taxToPay * 100) / profits,
  };
  return {
    ok: true,
    value: { ...figures, explanation: explainPeriodCorporationTax(figures) },
  };
}
