/**
 * England and Wales's bank holidays, as the fact registry holds them (content/facts.json,
 * `bank-holidays.england-and-wales.*`, from GOV.UK): each fact's id and its day, yyyy-mm-dd. The
 * site, the e-mails and the functions read them here, as the functions cannot reach the registry
 * once deployed and the contact page must not carry it; src/features/cms/leads/working-days.test.ts
 * fails when this list and the registry differ by a single day, so a holiday added to the registry
 * is added here in the same change.
 */
export const BANK_HOLIDAY_FACTS = {
  "bank-holidays.england-and-wales.2026-new-years-day": "2026-01-01",
  "bank-holidays.england-and-wales.2026-good-friday": "2026-04-03",
  "bank-holidays.england-and-wales.2026-easter-monday": "2026-04-06",
  "bank-holidays.england-and-wales.2026-early-may": "2026-05-04",
  "bank-holidays.england-and-wales.2026-spring": "2026-05-25",
  "bank-holidays.england-and-wales.2026-summer": "2026-08-31",
  "bank-holidays.england-and-wales.2026-christmas-day": "2026-12-25",
  "bank-holidays.england-and-wales.2026-boxing-day": "2026-12-28",
  "bank-holidays.england-and-wales.2027-new-years-day": "2027-01-01",
  "bank-holidays.england-and-wales.2027-good-friday": "2027-03-26",
  "bank-holidays.england-and-wales.2027-easter-monday": "2027-03-29",
  "bank-holidays.england-and-wales.2027-early-may": "2027-05-03",
  "bank-holidays.england-and-wales.2027-spring": "2027-05-31",
  "bank-holidays.england-and-wales.2027-summer": "2027-08-30",
  "bank-holidays.england-and-wales.2027-christmas-day": "2027-12-27",
  "bank-holidays.england-and-wales.2027-boxing-day": "2027-12-28",
} as const;

export const BANK_HOLIDAYS: ReadonlySet<string> = new Set(Object.values(BANK_HOLIDAY_FACTS));
