/**
 * The SDLT calculator page's words, as data. Rates and thresholds quoted in
 * the copy come from `lib/sdlt-rates.ts` or the same facts in the registry,
 * and the worked figures from the calculation itself, so a Budget change
 * cannot leave the text behind.
 */
import { anchor, paths } from "~/config/paths";
import type { FaqSection } from "~/components/sections/types";
import { fact } from "~/lib/facts";
import { eg, exampleAmount } from "~/lib/money";
import { formatLongDate } from "~/lib/format";
import type { PageMeta } from "~/prerender/head";
import { calculatorCopy } from "./calculator-copy";
import type { ExplainerContent } from "./components/explainer";
import { formatGBP, formatRate } from "./lib/format";
import { calculateSdlt, describeBand, type SdltInput } from "./lib/sdlt";
import { SDLT_RATES, type SdltBand } from "./lib/sdlt-rates";

const rates = SDLT_RATES;
const effectiveFrom = formatLongDate(rates.effectiveFrom);
const ftbLimit = formatGBP(rates.firstTimeBuyerMaxPrice);
const surchargeFloor = formatGBP(rates.surchargeMinimumPrice);
const higher = `${rates.higherRatesSurchargePercent} percentage points`;
const nonResident = `${rates.nonResidentSurchargePercent} percentage points`;

/** The prices of the worked examples, which only illustrate: each one's tax comes from the calculator. */
const smallBuyToLet = exampleAmount(100_000);
const exampleHome = exampleAmount(295_000);
const exampleBuyToLet = exampleAmount(250_000);

/** "0% up to £125,000, 2% from £125,001 to £250,000 … and 12% above £1,500,000". */
function describeBands(bands: readonly SdltBand[]): string {
  let from = 0;
  const parts = bands.map((band) => {
    const range = describeBand({ from, upTo: band.upTo });
    from = band.upTo ?? from;
    const words = range.startsWith("£") ? `from ${range}` : range.charAt(0).toLowerCase() + range.slice(1);
    return `${formatRate(band.ratePercent)} ${words}`;
  });
  return parts.length < 2 ? parts.join("") : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

function taxOn(input: Partial<SdltInput> & { price: number }): string {
  const outcome = calculateSdlt({ firstTimeBuyer: false, additionalDwelling: false, nonUkResident: false, ...input });
  return outcome.ok ? formatGBP(outcome.value.totalTax) : "";
}

export const head: PageMeta = {
  title: "Stamp Duty Land Tax Calculator",
  description: `Work out the Stamp Duty Land Tax on a home in England or Northern Ireland at the rates from ${effectiveFrom}, with first-time buyer relief and the higher rates.`,
  path: paths.sdltCalculator.path,
};

/** The questions under the guide, rendered by the site's own FAQ section. */
const faqs: FaqSection = {
  type: "faq",
  heading: "Stamp Duty Land Tax: common questions",
  items: [
    {
      question: `Do I pay stamp duty on a home under ${fact("stamp-duty.band-1-limit")}?`,
      answer: `Not at the standard rates. The higher rates still apply from ${surchargeFloor} if it is an additional property: a ${eg(smallBuyToLet)} buy-to-let costs ${taxOn({ price: smallBuyToLet, additionalDwelling: true })}.`,
    },
    {
      question: "We are buying together and only one of us is a first-time buyer. Do we get the relief?",
      answer:
        "No. First-time buyer relief applies only when every buyer is a first-time buyer and will live in the home. Otherwise the standard rates apply.",
    },
    {
      question: "Can I get the higher rates back?",
      answer:
        "Yes, if you bought your new main home before selling your old one and you sell the old one within 3 years. Claim the refund from HMRC within 12 months of selling, or of the deadline for the SDLT return if that is later.",
    },
    {
      question: "What does the calculator not cover?",
      answer: `Shared ownership, the rent on a new lease, buying several homes in one transaction, purchases by a company, and commercial or mixed-use property all have their own rules. [Ask our property team](${paths.commercialProperty.href()}) for those.`,
    },
  ],
};

export const sdltCopy = {
  header: {
    badge: calculatorCopy.badge,
    title: "Stamp Duty Land Tax Calculator",
    lead: `Estimate the Stamp Duty Land Tax on a residential purchase in England or Northern Ireland, at the rates that apply from ${effectiveFrom}.`,
  },

  inputs: {
    heading: "About the purchase",
    price: {
      label: "Property price",
      hint: "The price you are paying for the home, in whole pounds.",
    },
    buyersLegend: "About the buyers",
    buyersHint: "Tick any that apply.",
    firstTimeBuyer: {
      label: "All buyers are first-time buyers",
      hint: `None of you has ever owned a home, in the UK or abroad, and you will live in this one. The relief applies to prices up to ${ftbLimit}.`,
    },
    additionalDwelling: {
      label: "This is an additional property",
      hint: "You (or your spouse or civil partner) will own more than one home after buying this one, for example a second home or a buy-to-let, and it does not replace your main home.",
    },
    nonUkResident: {
      label: "A buyer is not resident in the UK",
      hint: "A buyer spent fewer than 183 days in the UK in the 12 months before the purchase.",
    },
  },

  results: {
    heading: calculatorCopy.resultsHeading,
    total: "Stamp Duty Land Tax to pay",
    price: "Property price",
    effectiveRate: calculatorCopy.effectiveRate,
    glanceNote: calculatorCopy.glanceNote,
    ratesUsed: "Rates used",
    standardRates: "Standard rates",
    firstTimeBuyerRates: "First-time buyer rates",
    surcharge: "Extra percentage points on every band",
    surchargeValue: (points: number) => (points === 0 ? "None" : `${points} points`),
    invalidTitle: "Check your answers",
    invalidText: "Your estimate will appear here once your answers are consistent.",
    printNote: calculatorCopy.printNote(
      { title: head.title, href: paths.sdltCalculator.href() },
      "your solicitor or conveyancer",
    ),
  },

  summary: (tax: number, price: number) => `Stamp Duty Land Tax ${formatGBP(tax)} on a price of ${formatGBP(price)}`,
  summaryInvalid: "No estimate yet: check your answers",

  bands: {
    caption: "Tax on each band of the price",
    columns: { band: "Band", rate: "Rate", amount: "Amount taxed", tax: "Tax" },
    total: "Total",
  },

  details: calculatorCopy.details,

  cta: {
    heading: "Buying a home or a property for your business?",
    text: "Our property lawyers handle the conveyancing, check every relief you may be entitled to, and file your SDLT return and pay the tax within the 14 days. You get a fixed fee in writing before we start.",
    legal: {
      label: "Our property legal services",
      href: `${paths.commercialProperty.href()}${anchor("residential-property")}`,
    },
    quote: calculatorCopy.quote,
  },

  explainer: {
    heading: "How Stamp Duty Land Tax works",
    sections: [
      {
        heading: `The rates from ${effectiveFrom}`,
        paragraphs: [
          `SDLT is charged in bands, like income tax: each rate applies only to the part of the price within its band. The standard rates are ${describeBands(rates.standardBands)}. A home bought for ${eg(exampleHome)} costs ${taxOn({ price: exampleHome })}.`,
          `First-time buyers pay ${describeBands(rates.firstTimeBuyerBands)}, so the same ${eg(exampleHome)} home costs them nothing. Above ${ftbLimit} the relief is lost altogether and the standard rates apply to the whole price.`,
          `The temporary higher thresholds ended on ${fact("stamp-duty.temporary-thresholds-end")}, so many buyers now pay more than they would have before.`,
        ],
      },
      {
        heading: "Additional properties and non-UK residents",
        paragraphs: [
          `If you will own more than one home, every band is charged ${higher} more: a ${eg(exampleBuyToLet)} buy-to-let costs ${taxOn({ price: exampleBuyToLet, additionalDwelling: true })}. If you sell your previous main home within 3 years of buying the new one, you can claim the extra back from HMRC.`,
          `Buyers who are not resident in the UK pay a further ${nonResident} on every band. Neither surcharge applies to a price under ${surchargeFloor}.`,
        ],
      },
      {
        heading: "When SDLT is paid",
        paragraphs: [
          "The SDLT return must reach HMRC, and the tax must be paid, within 14 days of completion. Your solicitor or conveyancer usually files the return and pays the tax for you from money you send them before completion, so include it in your budget from the start.",
        ],
      },
      {
        heading: "Scotland and Wales",
        paragraphs: [
          "SDLT applies in England and Northern Ireland only. In Scotland you pay Land and Buildings Transaction Tax (LBTT) to Revenue Scotland, and in Wales Land Transaction Tax (LTT) to the Welsh Revenue Authority, each with its own rates and reliefs.",
        ],
      },
    ],
  } satisfies ExplainerContent,

  faqs,
} as const;
