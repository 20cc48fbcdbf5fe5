import { describe, expect, it } from "vitest";
import { calculateSdlt, describeBand, type SdltCalculation, type SdltInput } from "./sdlt";
import { SDLT_RATES } from "./sdlt-rates";
import { seededRandom } from "./testing/hmrc-examples";

const standard = {
  firstTimeBuyer: false,
  additionalDwelling: false,
  nonUkResident: false,
};

function sdlt(input: Partial<SdltInput> & { price: number }): SdltCalculation {
  const outcome = calculateSdlt({ ...standard, ...input });
  if (!outcome.ok) throw new Error(outcome.errors.map((error) => error.message).join("; "));
  return outcome.value;
}

const taxFor = (input: Partial<SdltInput> & { price: number }) => sdlt(input).totalTax;

describe("GOV.UK and HMRC worked examples (rates from 1 April 2025)", () => {
  it("GOV.UK residential property rates: a house for £295,000 is £4,750 (0% on £125,000, 2% on £125,000 = £2,500, 5% on the final £45,000 = £2,250)", () => {
    const result = sdlt({ price: 295_000 });
    expect(result.totalTax).toBe(4_750);
    expect(result.bands.map((band) => [band.taxableAmount, band.tax])).toEqual([
      [125_000, 0],
      [125_000, 2_500],
      [45_000, 2_250],
      [0, 0],
      [0, 0],
    ]);
    expect(result.explanation).toEqual([
      "0% on the first £125,000 = £0.",
      "2% on the next £125,000 = £2,500.",
      "5% on the final £45,000 = £2,250.",
      "Total Stamp Duty Land Tax: £4,750, an effective rate of 1.6%.",
    ]);
  });

  it("GOV.UK first-time buyer rates: a first home for £500,000 is £10,000 (0% on £300,000, 5% on the remaining £200,000)", () => {
    const result = sdlt({ price: 500_000, firstTimeBuyer: true });
    expect(result).toMatchObject({
      ratesUsed: "first-time-buyer",
      firstTimeBuyerRelief: "applied",
      totalTax: 10_000,
      effectiveRate: 2,
    });
    expect(result.explanation[0]).toBe(
      "As a first-time buyer paying £500,000 or less, you get first-time buyer relief and pay the first-time buyer rates below.",
    );
    expect(result.bands.map((band) => [describeBand(band), band.ratePercent, band.tax])).toEqual([
      ["Up to £300,000", 0, 0],
      ["£300,001 to £500,000", 5, 10_000],
    ]);
  });

  it("SDLTM29815: a first-time buyer's dwelling for £450,000 is £7,500", () => {
    expect(taxFor({ price: 450_000, firstTimeBuyer: true })).toBe(7_500);
  });

  it("GOV.UK additional property rates (constructed from its table: 5%, 7%, 10%): a second home for £300,000 is £6,250 + £8,750 + £5,000 = £20,000", () => {
    const result = sdlt({ price: 300_000, additionalDwelling: true });
    expect(result.higherRates).toBe("applied");
    expect(result.bands.slice(0, 3).map((band) => [band.ratePercent, band.tax])).toEqual([
      [5, 6_250],
      [7, 8_750],
      [10, 5_000],
    ]);
    expect(result.totalTax).toBe(20_000);
  });
});

describe("standard rates at the band edges", () => {
  it.each([
    [0, 0],
    [40_000, 0],
    [125_000, 0],
    [125_001, 0], // 2p, rounded down
    [125_050, 1],
    [250_000, 2_500],
    [250_001, 2_500], // £2,500.05 rounded down
    [925_000, 36_250],
    [925_001, 36_250], // £36,250.10
    [1_500_000, 93_750],
    [1_500_001, 93_750], // £93,750.12
    [2_000_000, 153_750],
  ])("£%i → £%i", (price, tax) => {
    expect(taxFor({ price })).toBe(tax);
  });

  it("rounds the total down to the whole pound (SDLTM00050) and says so", () => {
    const result = sdlt({ price: 125_099 });
    expect(result.bands[1]?.tax).toBeCloseTo(1.98, 10);
    expect(result.totalTax).toBe(1);
    expect(result.explanation.at(-1)).toBe(
      "Total Stamp Duty Land Tax: £1 (rounded down to the whole pound), an effective rate of 0.0%.",
    );
  });

  it("labels the bands as the price slices they are", () => {
    expect(sdlt({ price: 1 }).bands.map(describeBand)).toEqual([
      "Up to £125,000",
      "£125,001 to £250,000",
      "£250,001 to £925,000",
      "£925,001 to £1,500,000",
      "Above £1,500,000",
    ]);
  });
});

describe("first-time buyer relief", () => {
  it.each([
    [300_000, 0],
    [300_001, 0], // 5p
    [300_020, 1],
    [400_000, 5_000],
    [500_000, 10_000],
  ])("£%i → £%i", (price, tax) => {
    expect(taxFor({ price, firstTimeBuyer: true })).toBe(tax);
  });

  it("is lost entirely above £500,000: £500,001 pays standard rates, £15,000", () => {
    const result = sdlt({ price: 500_001, firstTimeBuyer: true });
    expect(result).toMatchObject({
      ratesUsed: "standard",
      firstTimeBuyerRelief: "price-over-limit",
      totalTax: 15_000, // £15,000.05 rounded down
    });
    expect(result.explanation[0]).toBe(
      "First-time buyer relief is not available because the price is over £500,000, so the standard rates apply.",
    );
  });

  it("never costs more than the standard rates up to £500,000", () => {
    for (let price = 0; price <= 500_000; price += 2_500) {
      expect(taxFor({ price, firstTimeBuyer: true })).toBeLessThanOrEqual(taxFor({ price }));
    }
  });

  it("cannot be combined with buying an additional property", () => {
    const outcome = calculateSdlt({
      ...standard,
      price: 250_000,
      firstTimeBuyer: true,
      additionalDwelling: true,
    });
    expect(outcome).toEqual({
      ok: false,
      errors: [
        {
          field: "additionalDwelling",
          message: "A first-time buyer cannot be buying an additional property. Untick one of them.",
        },
      ],
    });
  });
});

describe("higher rates for additional dwellings (+5 points from 31 October 2024)", () => {
  it.each([
    [39_999, 0],
    [40_000, 2_000],
    [125_000, 6_250],
    [250_000, 15_000],
    [500_000, 40_000],
    [1_000_000, 93_750],
    [2_000_000, 253_750],
  ])("£%i → £%i", (price, tax) => {
    expect(taxFor({ price, additionalDwelling: true })).toBe(tax);
  });

  it("does not apply under £40,000 and says why", () => {
    const result = sdlt({ price: 39_999, additionalDwelling: true });
    expect(result).toMatchObject({
      higherRates: "price-under-threshold",
      surchargePercent: 0,
      totalTax: 0,
    });
    expect(result.explanation[0]).toBe(
      "The extra 5 percentage points for when this is an additional property do not apply to a price under £40,000.",
    );
  });

  it("adds exactly 5% of the price once the price is £40,000 or more", () => {
    const random = seededRandom(31);
    for (let trial = 0; trial < 500; trial += 1) {
      const price = 40_000 + Math.floor(random() * 3_000_000);
      const extra = taxFor({ price, additionalDwelling: true }) - taxFor({ price });
      expect(Math.abs(extra - price * 0.05)).toBeLessThanOrEqual(1);
    }
  });
});

describe("non-UK resident surcharge (+2 points)", () => {
  it.each([
    [39_999, 0],
    [40_000, 800],
    [295_000, 10_650],
  ])("£%i → £%i", (price, tax) => {
    expect(taxFor({ price, nonUkResident: true })).toBe(tax);
  });

  it("applies on top of first-time buyer rates: £500,000 is 2% of £300,000 + 7% of £200,000 = £20,000", () => {
    const result = sdlt({
      price: 500_000,
      firstTimeBuyer: true,
      nonUkResident: true,
    });
    expect(result.bands.map((band) => band.ratePercent)).toEqual([2, 7]);
    expect(result.totalTax).toBe(20_000);
  });

  it("stacks with the higher rates: 7 points on every band", () => {
    const result = sdlt({
      price: 300_000,
      additionalDwelling: true,
      nonUkResident: true,
    });
    expect(result.surchargePercent).toBe(7);
    expect(result.bands.map((band) => band.ratePercent)).toEqual([7, 9, 12, 17, 19]);
    expect(result.totalTax).toBe(26_000); // £8,750 + £11,250 + £6,000
    expect(result.explanation.slice(0, 2)).toEqual([
      "Because this is an additional property, every band is charged 5 percentage points more.",
      "Because a buyer is not UK resident, every band is charged 2 percentage points more.",
    ]);
  });
});

describe("properties", () => {
  const random = seededRandom(99);
  const prices = Array.from({ length: 1_500 }, () => Math.floor(random() * 2_500_000)).sort((a, b) => a - b);
  const situations: Partial<SdltInput>[] = [
    {},
    { firstTimeBuyer: true },
    { additionalDwelling: true },
    { nonUkResident: true },
    { additionalDwelling: true, nonUkResident: true },
  ];

  it("tax never falls as the price rises (losing first-time buyer relief above £500,000 only adds tax)", () => {
    for (const situation of situations) {
      let previous = 0;
      for (const price of prices) {
        const tax = taxFor({ price, ...situation });
        expect(tax).toBeGreaterThanOrEqual(previous);
        previous = tax;
      }
    }
    expect(taxFor({ price: 500_001, firstTimeBuyer: true })).toBeGreaterThan(
      taxFor({ price: 500_000, firstTimeBuyer: true }),
    );
  });

  it("the bands' slices add up to the price and the total is their tax rounded down", () => {
    for (const price of prices.slice(0, 300)) {
      const result = sdlt({ price, additionalDwelling: true });
      const slices = result.bands.reduce((total, band) => total + band.taxableAmount, 0);
      const exact = result.bands.reduce((total, band) => total + band.tax, 0);
      expect(slices).toBe(price);
      expect(result.totalTax).toBe(Math.floor(exact + 1e-9));
      expect(Number.isInteger(result.totalTax)).toBe(true);
    }
  });

  it("never charges more than the top rate on the whole price", () => {
    for (const price of prices) {
      expect(taxFor({ price, additionalDwelling: true, nonUkResident: true })).toBeLessThanOrEqual(price * 0.19);
    }
  });
});

describe("validation", () => {
  const errorsFor = (price: number) => {
    const outcome = calculateSdlt({ ...standard, price });
    return outcome.ok ? [] : outcome.errors.map((error) => error.message);
  };

  it("refuses prices that are negative, not numbers, in pence or too large", () => {
    expect(errorsFor(-1)).toEqual(["Enter a price of £0 or more"]);
    expect(errorsFor(Number.NaN)).toEqual(["Enter a price of £0 or more"]);
    expect(errorsFor(100_000.5)).toEqual(["Enter the price in whole pounds"]);
    expect(errorsFor(1e12)).toEqual(["Enter a price of £999,999,999,999 or less"]);
  });

  it("works for the largest price the input accepts, exactly", () => {
    const price = 999_999_999_999;
    // 19% of the price less what the lower bands save: £15,000 + £12,500 + £47,250 + £11,500
    expect(taxFor({ price, additionalDwelling: true, nonUkResident: true })).toBe(189_999_913_749);
  });

  it("uses the rates in force from 1 April 2025", () => {
    expect(SDLT_RATES.effectiveFrom).toBe("2025-04-01");
  });
});
