import { firm } from "../../src/config/firm.ts";
import { adsAndMistakes, backPage, checklistPage } from "./content/closing.ts";
import { equipmentHomeTravel, expenseRules } from "./content/expenses.ts";
import { atAGlance, contents, cover } from "./content/front.ts";
import { giftsAndBarter, hobbyOrBusiness, tradingAllowancePage } from "./content/getting-started.ts";
import { overseasPage, recordsPage } from "./content/records-overseas.ts";
import { deadlines, registering, taxAndNi, workedExample } from "./content/self-assessment.ts";
import { structurePage } from "./content/structure.ts";
import { mtdPage, vatPage } from "./content/vat-mtd.ts";
import { taxYear } from "./figures.ts";
import type { Book } from "./types.ts";

export const outputPath = "public/downloads/the-influencers-tax-playbook.pdf";

/** The running order: one entry per printed page. */
export const book: Book = {
  title: "The Influencer's Tax Playbook",
  author: firm.name,
  subject: `UK tax for influencers and content creators, ${taxYear} edition`,
  keywords: [
    "influencer tax",
    "content creator",
    "UK",
    "Self Assessment",
    "trading allowance",
    "gifted products",
    "VAT",
    "Making Tax Digital",
    "National Insurance",
    taxYear,
  ],
  editionDate: new Date("2026-11-20T09:00:00Z"),
  editionLabel: "November 2026",
  footerLabel: `The Influencer's Tax Playbook · ${taxYear} edition · ${firm.name}`,
  pageCount: 20,
  pages: [
    cover,
    contents,
    atAGlance,
    hobbyOrBusiness,
    tradingAllowancePage,
    giftsAndBarter,
    registering,
    deadlines,
    taxAndNi,
    workedExample,
    expenseRules,
    equipmentHomeTravel,
    vatPage,
    mtdPage,
    recordsPage,
    overseasPage,
    structurePage,
    adsAndMistakes,
    checklistPage,
    backPage,
  ],
};
