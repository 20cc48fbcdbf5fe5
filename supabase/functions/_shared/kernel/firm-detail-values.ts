/**
 * The firm's details as the site reads them (decision 021): their starting values, the samples a new
 * project begins with (the migration 20261207200300_firm_details.sql inserts the same), and how a
 * page reads them. Small and free of zod, as every page's entry carries it; the staff area's labels,
 * hints and rules are in firm-details.ts.
 */

/** The starting values: the samples a new project begins with, until the firm replaces or confirms them. */
export const sampleFirmDetails = {
  name: "Elmstead Partners",
  legalName: "Elmstead Partners LLP",
  companyNumber: "OC431278",
  registeredIn: "England and Wales",
  vatNumber: "GB 318 4471 20",
  foundedYear: "2016",
  addressStreet: "2 Tenter Ground",
  addressLocality: "London",
  addressPostcode: "E1 7NH",
  phone: "020 7946 0321",
  email: "hello@elmsteadpartners.co.uk",
  partnersEmail: "partners@elmsteadpartners.co.uk",
  complaintsEmail: "complaints@elmsteadpartners.co.uk",
  privacyEmail: "privacy@elmsteadpartners.co.uk",
  openingHours: "Monday to Friday, 9am to 5.30pm",
  siteUrl: "https://www.elmsteadpartners.co.uk",
  bookingUrl: "https://cal.com/elmstead-partners/consultation",
  clientPortalUrl: "https://portal.elmsteadpartners.co.uk",
  googleReviewsUrl: "https://www.google.com/search?q=Elmstead+Partners+reviews",
  trustpilotUrl: "https://uk.trustpilot.com/review/elmsteadpartners.co.uk",
  linkedinUrl: "https://www.linkedin.com/company/elmstead-partners",
  instagramUrl: "https://www.instagram.com/elmsteadpartners",
  youtubeUrl: "https://www.youtube.com/@elmsteadpartners",
  sraNumber: "812455",
  icaewFirmNumber: "C008734512",
  sraStatement:
    "{legalName} is authorised and regulated by the Solicitors Regulation Authority (SRA number {sraNumber}) for its legal services.",
  icaewStatement:
    "{legalName} is a member firm of the Institute of Chartered Accountants in England and Wales (ICAEW), firm number {icaewFirmNumber}, and its accountancy work is subject to ICAEW's practice assurance.",
  replyWithin: "within one working day",
};

export type FirmDetailKey = keyof typeof sampleFirmDetails;
export type FirmDetails = Record<FirmDetailKey, string>;

const isKey = (key: string): key is FirmDetailKey => Object.hasOwn(sampleFirmDetails, key);

/** The rows the backend holds, as details; a missing row keeps its starting value. */
export function firmDetailsFromRows(rows: readonly { key: string; value: string }[]): FirmDetails {
  const details: FirmDetails = { ...sampleFirmDetails };
  for (const row of rows) if (isKey(row.key)) details[row.key] = row.value;
  return details;
}

export const STATEMENT_TOKEN = /\{([A-Za-z]+)\}/g;

/** A statement with its `{tokens}` replaced by the details they name. */
export function fillStatement(template: string, details: FirmDetails): string {
  return template.replace(STATEMENT_TOKEN, (whole, key: string) => (isKey(key) ? details[key] : whole));
}

const PHONE_CHARACTERS = /^(\+44 ?(\(0\) ?)?|0)[0-9][0-9 ]*$/;

/** The phone's digits as dialled in the UK (0…), or null if it is not a UK number one could dial. */
export function ukPhoneDigits(phone: string): string | null {
  if (!PHONE_CHARACTERS.test(phone)) return null;
  const digits = phone.replace(/^\+44 ?(\(0\) ?)?/, "0").replace(/ /g, "");
  // Eleven digits; ten only where Ofcom's plan has them (a few 01 areas, some 0800 numbers).
  return /^0([1-9][0-9]{9}|1[0-9]{8}|800[0-9]{6})$/.test(digits) ? digits : null;
}

/** The `tel:` form (E.164) of a phone number as the firm writes it. */
export function phoneE164(phone: string): string {
  const digits = ukPhoneDigits(phone);
  return digits ? `+44${digits.slice(1)}` : "";
}
