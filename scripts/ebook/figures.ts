/**
 * Every rate and threshold the eBook quotes, in one place, with the tax year
 * it belongs to. The worked examples are calculated from these figures rather
 * than typed in, so the arithmetic on the page cannot drift from the rates.
 */

export const taxYear = "2026/27";

/** Income tax on earnings and profits: England, Wales and Northern Ireland, 2026/27. */
export const incomeTax = {
  personalAllowance: 12_570,
  /** Taxable income above the personal allowance taxed at the basic rate. */
  basicRateBand: 37_700,
  higherRateThreshold: 50_270,
  additionalRateThreshold: 125_140,
  /** The personal allowance falls by £1 for every £2 of income above this. */
  allowanceTaperFrom: 100_000,
  basicRate: 0.2,
  higherRate: 0.4,
  additionalRate: 0.45,
} as const;

/** Self-employed National Insurance, 2026/27. Class 2 is no longer payable above the small profits threshold. */
export const nationalInsurance = {
  lowerProfitsLimit: 12_570,
  upperProfitsLimit: 50_270,
  class4MainRate: 0.06,
  class4UpperRate: 0.02,
  /** Profits at or above it are credited with a qualifying year for the State Pension without paying Class 2. */
  smallProfitsThreshold: 7_105,
  class2VoluntaryWeekly: 3.65,
} as const;

/** Employer and employee NI on a director's salary, from 6 April 2025. */
export const payrollNi = {
  primaryThreshold: 12_570,
  employeeMainRate: 0.08,
  secondaryThreshold: 5_000,
  employerRate: 0.15,
} as const;

export const tradingAllowance = 1_000;

export const vat = {
  registrationThreshold: 90_000,
  deregistrationThreshold: 88_000,
  standardRate: 0.2,
  limitedCostTraderFlatRate: 0.165,
} as const;

/** Making Tax Digital for Income Tax: start date and the qualifying income that brings you in. */
export const mtdCohorts = [
  { from: "6 April 2026", over: 50_000, basedOn: "2024/25" },
  { from: "6 April 2027", over: 30_000, basedOn: "2025/26" },
  { from: "6 April 2028", over: 20_000, basedOn: "2026/27" },
] as const;

export const mileage = {
  carFirst10000: 0.45,
  carAfter: 0.25,
  motorcycle: 0.24,
  bicycle: 0.2,
} as const;

/** Simplified expenses for working from home: hours a month → flat rate a month. */
export const homeFlatRates = [
  { hours: "25 to 50", monthly: 10 },
  { hours: "51 to 100", monthly: 18 },
  { hours: "101 or more", monthly: 26 },
] as const;

/** Corporation tax, financial year from 1 April 2026 (unchanged since 1 April 2023). */
export const corporationTax = {
  smallProfitsRate: 0.19,
  mainRate: 0.25,
  lowerLimit: 50_000,
  upperLimit: 250_000,
  marginalReliefFraction: 3 / 200,
} as const;

export const dividends = {
  allowance: 500,
  rates2025: { ordinary: 0.0875, upper: 0.3375, additional: 0.3935 },
  /** Announced at the Budget of 26 November 2025 for dividends from 6 April 2026. */
  rates2026: { ordinary: 0.1075, upper: 0.3575, additional: 0.3935 },
} as const;

export const selfAssessmentPenalties = {
  initial: 100,
  dailyAfterThreeMonths: 10,
  dailyMaximum: 900,
  minimumAtSixAndTwelveMonths: 300,
  percentageAtSixAndTwelveMonths: 0.05,
} as const;

/** Payments on account are not due when last year's bill was below this. */
export const paymentOnAccountFloor = 1_000;

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

function group(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** £12,570 or, with pence, £1,165.80. Written by hand so every runtime prints the same. */
export function gbp(amount: number, withPence = false): string {
  const sign = amount < 0 ? "-" : "";
  const abs = Math.abs(amount);
  if (!withPence) return `${sign}£${group(Math.round(abs))}`;
  const p = Math.round(abs * 100);
  return `${sign}£${group(Math.floor(p / 100))}.${String(p % 100).padStart(2, "0")}`;
}

/** 0.06 → "6%", 0.0875 → "8.75%". */
export function pct(rate: number): string {
  return `${Number((rate * 100).toFixed(2))}%`;
}
