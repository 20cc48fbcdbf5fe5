/**
 * Every rate and threshold the eBook quotes, taken from the fact registry
 * (content/facts.json, with each figure's source and review date), in the
 * shapes the pages and the worked examples use. The worked examples are
 * calculated from these figures rather than typed in, so the arithmetic on the
 * page cannot drift from the rates. Nothing here types a rule's figure.
 */
import { fact, factValue } from "../../src/lib/facts.js";
import { formatSterling, MONTHS } from "../../supabase/functions/_shared/kernel/en-gb.js";

/** The tax year the edition is written for. */
export const taxYear = "2026/27";

/** A percentage fact as a rate: 20 (%) is 0.2. */
const rate = (id: Parameters<typeof factValue>[0]) => factValue(id) / 100;
/** A pence fact in pounds: 45 (p) is 0.45. */
const pounds = (id: Parameters<typeof factValue>[0]) => factValue(id) / 100;

/** Income tax on earnings and profits: England, Wales and Northern Ireland. */
export const incomeTax = {
  personalAllowance: factValue("income-tax.personal-allowance"),
  /** Taxable income above the personal allowance taxed at the basic rate. */
  basicRateBand: factValue("income-tax.basic-rate-band"),
  higherRateThreshold: factValue("income-tax.higher-rate-threshold"),
  additionalRateThreshold: factValue("income-tax.additional-rate-threshold"),
  /** The personal allowance falls by £1 for every £2 of income above this. */
  allowanceTaperFrom: factValue("income-tax.allowance-taper-threshold"),
  basicRate: rate("income-tax.basic-rate"),
  higherRate: rate("income-tax.higher-rate"),
  additionalRate: rate("income-tax.additional-rate"),
} as const;

/** Self-employed National Insurance. Class 2 is no longer payable above the small profits threshold. */
export const nationalInsurance = {
  lowerProfitsLimit: factValue("national-insurance.class-4-lower-profits-limit"),
  upperProfitsLimit: factValue("national-insurance.class-4-upper-profits-limit"),
  class4MainRate: rate("national-insurance.class-4-main-rate"),
  class4UpperRate: rate("national-insurance.class-4-upper-rate"),
  /** Profits at or above it are credited with a qualifying year for the State Pension without paying Class 2. */
  smallProfitsThreshold: factValue("national-insurance.small-profits-threshold"),
  class2VoluntaryWeekly: factValue("national-insurance.class-2-voluntary-weekly-rate"),
} as const;

/** Employer and employee NI on a director's salary. */
export const payrollNi = {
  primaryThreshold: factValue("national-insurance.employee-primary-threshold"),
  employeeMainRate: rate("national-insurance.employee-main-rate"),
  secondaryThreshold: factValue("national-insurance.employer-secondary-threshold"),
  employerRate: rate("national-insurance.employer-rate"),
} as const;

export const tradingAllowance = factValue("self-employment.trading-allowance");

export const vat = {
  registrationThreshold: factValue("vat.registration-threshold"),
  deregistrationThreshold: factValue("vat.deregistration-threshold"),
  standardRate: rate("vat.standard-rate"),
  limitedCostTraderFlatRate: rate("vat.flat-rate-limited-cost-trader"),
} as const;

/** Making Tax Digital for Income Tax: start date and the qualifying income that brings you in. */
export const mtdCohorts = [
  {
    from: fact("mtd-income-tax.phase-1-start"),
    over: factValue("mtd-income-tax.phase-1-threshold"),
    basedOn: "2024/25",
  },
  {
    from: fact("mtd-income-tax.phase-2-start"),
    over: factValue("mtd-income-tax.phase-2-threshold"),
    basedOn: "2025/26",
  },
  {
    from: fact("mtd-income-tax.phase-3-start"),
    over: factValue("mtd-income-tax.phase-3-threshold"),
    basedOn: "2026/27",
  },
] as const;

/** Approved mileage rates, in pounds a business mile. */
export const mileage = {
  carFirst10000: pounds("mileage.car-first-10000-miles"),
  carAfter: pounds("mileage.car-after-10000-miles"),
  motorcycle: pounds("mileage.motorcycle"),
  bicycle: pounds("mileage.bicycle"),
} as const;

/** Simplified expenses for working from home: hours a month → flat rate a month. */
export const homeFlatRates = [
  { hours: "25 to 50", monthly: factValue("working-from-home.flat-rate-25-to-50-hours") },
  { hours: "51 to 100", monthly: factValue("working-from-home.flat-rate-51-to-100-hours") },
  { hours: "101 or more", monthly: factValue("working-from-home.flat-rate-101-hours-or-more") },
] as const;

/** Corporation tax, financial year from 1 April 2026 (unchanged since 1 April 2023). */
export const corporationTax = {
  smallProfitsRate: rate("corporation-tax.small-profits-rate"),
  mainRate: rate("corporation-tax.main-rate"),
  lowerLimit: factValue("corporation-tax.lower-limit"),
  upperLimit: factValue("corporation-tax.upper-limit"),
  marginalReliefFraction: rate("corporation-tax.marginal-relief-fraction"),
} as const;

export const dividends = {
  allowance: factValue("dividends.allowance"),
  rates2025: {
    ordinary: rate("dividends.ordinary-rate-2025-26"),
    upper: rate("dividends.upper-rate-2025-26"),
    additional: rate("dividends.additional-rate"),
  },
  /** Announced at the Budget of 26 November 2025 for dividends from 6 April 2026. */
  rates2026: {
    ordinary: rate("dividends.ordinary-rate"),
    upper: rate("dividends.upper-rate"),
    additional: rate("dividends.additional-rate"),
  },
} as const;

export const selfAssessmentPenalties = {
  initial: factValue("self-assessment.late-filing-penalty"),
  dailyAfterThreeMonths: factValue("self-assessment.late-filing-daily-penalty"),
  dailyMaximum: factValue("self-assessment.late-filing-daily-penalty-maximum"),
  minimumAtSixAndTwelveMonths: factValue("self-assessment.late-filing-penalty-minimum-6-and-12-months"),
  percentageAtSixAndTwelveMonths: rate("self-assessment.late-filing-penalty-percentage-6-and-12-months"),
} as const;

/** Payments on account are not due when last year's bill was below this. */
export const paymentOnAccountFloor = factValue("self-assessment.payments-on-account-threshold");

// --- Calculations -----------------------------------------------------------

const pence = (n: number) => Math.round(n * 100) / 100;

/** Income tax on a sole trader's profit with no other income (England, 2026/27). */
export function incomeTaxOnProfit(profit: number): number {
  const t = incomeTax;
  const taper = Math.max(0, Math.floor((profit - t.allowanceTaperFrom) / 2));
  const allowance = Math.max(0, t.personalAllowance - taper);
  const taxable = Math.max(0, profit - allowance);
  const basic = Math.min(taxable, t.basicRateBand);
  const higher = Math.min(Math.max(0, taxable - t.basicRateBand), t.additionalRateThreshold - t.basicRateBand);
  const additional = Math.max(0, taxable - t.additionalRateThreshold);
  return pence(basic * t.basicRate + higher * t.higherRate + additional * t.additionalRate);
}

/** Class 4 National Insurance on self-employed profit, 2026/27. */
export function class4OnProfit(profit: number): number {
  const n = nationalInsurance;
  const main = Math.min(Math.max(0, profit - n.lowerProfitsLimit), n.upperProfitsLimit - n.lowerProfitsLimit);
  const upper = Math.max(0, profit - n.upperProfitsLimit);
  return pence(main * n.class4MainRate + upper * n.class4UpperRate);
}

/** Corporation tax with marginal relief, for a company with no associated companies and a 12-month period. */
export function corporationTaxOn(profit: number): number {
  const c = corporationTax;
  if (profit <= c.lowerLimit) return pence(profit * c.smallProfitsRate);
  if (profit >= c.upperLimit) return pence(profit * c.mainRate);
  return pence(profit * c.mainRate - c.marginalReliefFraction * (c.upperLimit - profit));
}

export interface SoleTraderYear {
  income: number;
  expenses: number;
  profit: number;
  taxableIncome: number;
  incomeTax: number;
  class4: number;
  total: number;
  paymentOnAccount: number;
  /** First year: the whole bill plus the first payment on account for the next year. */
  firstJanuary: number;
  firstJuly: number;
}

export function soleTraderYear(income: number, expenses: number): SoleTraderYear {
  const profit = income - expenses;
  const it = incomeTaxOnProfit(profit);
  const ni = class4OnProfit(profit);
  const total = pence(it + ni);
  const poa = total >= paymentOnAccountFloor ? pence(total / 2) : 0;
  return {
    income,
    expenses,
    profit,
    taxableIncome: Math.max(0, profit - incomeTax.personalAllowance),
    incomeTax: it,
    class4: ni,
    total,
    paymentOnAccount: poa,
    firstJanuary: pence(total + poa),
    firstJuly: poa,
  };
}

// --- Formatting -------------------------------------------------------------

/** £12,570 or, with pence, £1,165.80: the site's own formatting (en-gb.js), the same in every runtime. */
export function gbp(amount: number, withPence = false): string {
  return formatSterling(amount, { pence: withPence });
}

/** The day after a recurring date, such as the end of a quarter: "5 July" → "6 July". */
export function dayAfter(date: string): string {
  const [day, month] = date.split(" ");
  const next = new Date(Date.UTC(2027, MONTHS.indexOf(month ?? ""), Number(day) + 1));
  return `${next.getUTCDate()} ${MONTHS[next.getUTCMonth()]}`;
}

/** A day in a worked example (an entry in a sample gifting log), not a rule's date: egDay(3, "May") is "3 May". */
export function egDay(day: number, month: string): string {
  return `${day} ${month}`;
}

/** 0.06 → "6%", 0.0875 → "8.75%". */
export function pct(rate: number): string {
  return `${Number((rate * 100).toFixed(2))}%`;
}
