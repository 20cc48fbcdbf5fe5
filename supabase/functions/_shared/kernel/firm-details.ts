/**
 * The firm's details and regulatory statements as data (decision 021): each detail's label, the
 * rule its value must meet (the database's `private.firm_detail_problem` applies the same rules to
 * every write), its starting value (the sample the firm replaces or confirms before launch; the
 * migration `20261207100000_firm_details.sql` inserts the same rows) and how the site reads them.
 */
import { z } from "./zod.ts";

/** How a detail is written and checked. */
export type FirmDetailFormat =
  | "text"
  | "long text"
  | "email"
  | "url"
  | "optional url"
  | "phone"
  | "postcode"
  | "year"
  | "company number"
  | "vat number"
  | "sra number"
  | "icaew number"
  | "statement";

export type FirmDetailKind = "firm detail" | "regulation" | "service promise";

export interface FirmDetailField {
  key: string;
  label: string;
  kind: FirmDetailKind;
  format: FirmDetailFormat;
  group: "Names and registration" | "Contact" | "Links" | "Regulation" | "Service";
  hint?: string;
  sample: string;
}

/** Every detail, in the order the staff area shows them. */
export const FIRM_DETAIL_FIELDS = [
  {
    key: "name",
    label: "Trading name",
    kind: "firm detail",
    format: "text",
    group: "Names and registration",
    sample: "Elmstead Partners",
  },
  {
    key: "legalName",
    label: "Legal name",
    kind: "firm detail",
    format: "text",
    group: "Names and registration",
    hint: "As registered at Companies House.",
    sample: "Elmstead Partners LLP",
  },
  {
    key: "companyNumber",
    label: "Company or LLP number",
    kind: "firm detail",
    format: "company number",
    group: "Names and registration",
    hint: "Eight characters, for example OC431278 or 09876543.",
    sample: "OC431278",
  },
  {
    key: "registeredIn",
    label: "Registered in",
    kind: "firm detail",
    format: "text",
    group: "Names and registration",
    sample: "England and Wales",
  },
  {
    key: "vatNumber",
    label: "VAT number",
    kind: "firm detail",
    format: "vat number",
    group: "Names and registration",
    hint: "GB followed by nine digits, for example GB 318 4471 20.",
    sample: "GB 318 4471 20",
  },
  {
    key: "foundedYear",
    label: "Year the firm started practising",
    kind: "firm detail",
    format: "year",
    group: "Names and registration",
    sample: "2016",
  },
  {
    key: "addressStreet",
    label: "Registered office: street",
    kind: "firm detail",
    format: "text",
    group: "Contact",
    sample: "2 Tenter Ground",
  },
  {
    key: "addressLocality",
    label: "Registered office: town or city",
    kind: "firm detail",
    format: "text",
    group: "Contact",
    sample: "London",
  },
  {
    key: "addressPostcode",
    label: "Registered office: postcode",
    kind: "firm detail",
    format: "postcode",
    group: "Contact",
    sample: "E1 7NH",
  },
  {
    key: "phone",
    label: "Phone",
    kind: "firm detail",
    format: "phone",
    group: "Contact",
    hint: "As you want it shown, for example 020 7946 0321.",
    sample: "020 7946 0321",
  },
  {
    key: "email",
    label: "E-mail for enquiries",
    kind: "firm detail",
    format: "email",
    group: "Contact",
    sample: "hello@elmsteadpartners.co.uk",
  },
  {
    key: "partnersEmail",
    label: "Partners' e-mail",
    kind: "firm detail",
    format: "email",
    group: "Contact",
    sample: "partners@elmsteadpartners.co.uk",
  },
  {
    key: "complaintsEmail",
    label: "Complaints e-mail",
    kind: "firm detail",
    format: "email",
    group: "Contact",
    sample: "complaints@elmsteadpartners.co.uk",
  },
  {
    key: "privacyEmail",
    label: "Privacy e-mail",
    kind: "firm detail",
    format: "email",
    group: "Contact",
    sample: "privacy@elmsteadpartners.co.uk",
  },
  {
    key: "openingHours",
    label: "Opening hours",
    kind: "firm detail",
    format: "text",
    group: "Contact",
    sample: "Monday to Friday, 9am to 5.30pm",
  },
  {
    key: "siteUrl",
    label: "Website address",
    kind: "firm detail",
    format: "url",
    group: "Links",
    sample: "https://www.elmsteadpartners.co.uk",
  },
  {
    key: "bookingUrl",
    label: "Booking page",
    kind: "firm detail",
    format: "url",
    group: "Links",
    sample: "https://cal.com/elmstead-partners/consultation",
  },
  {
    key: "clientPortalUrl",
    label: "Client portal",
    kind: "firm detail",
    format: "url",
    group: "Links",
    sample: "https://portal.elmsteadpartners.co.uk",
  },
  {
    key: "googleReviewsUrl",
    label: "Google reviews",
    kind: "firm detail",
    format: "optional url",
    group: "Links",
    hint: "Leave empty to show no link.",
    sample: "https://www.google.com/search?q=Elmstead+Partners+reviews",
  },
  {
    key: "trustpilotUrl",
    label: "Trustpilot",
    kind: "firm detail",
    format: "optional url",
    group: "Links",
    hint: "Leave empty to show no link.",
    sample: "https://uk.trustpilot.com/review/elmsteadpartners.co.uk",
  },
  {
    key: "linkedinUrl",
    label: "LinkedIn",
    kind: "firm detail",
    format: "optional url",
    group: "Links",
    hint: "Leave empty to show no link.",
    sample: "https://www.linkedin.com/company/elmstead-partners",
  },
  {
    key: "instagramUrl",
    label: "Instagram",
    kind: "firm detail",
    format: "optional url",
    group: "Links",
    hint: "Leave empty to show no link.",
    sample: "https://www.instagram.com/elmsteadpartners",
  },
  {
    key: "youtubeUrl",
    label: "YouTube",
    kind: "firm detail",
    format: "optional url",
    group: "Links",
    hint: "Leave empty to show no link.",
    sample: "https://www.youtube.com/@elmsteadpartners",
  },
  {
    key: "sraNumber",
    label: "SRA number",
    kind: "firm detail",
    format: "sra number",
    group: "Regulation",
    hint: "Six digits.",
    sample: "812455",
  },
  {
    key: "icaewFirmNumber",
    label: "ICAEW firm number",
    kind: "firm detail",
    format: "icaew number",
    group: "Regulation",
    sample: "C008734512",
  },
  {
    key: "sraStatement",
    label: "SRA statement",
    kind: "regulation",
    format: "statement",
    group: "Regulation",
    hint: "In the SRA's wording. {legalName} and {sraNumber} are replaced by those details.",
    sample:
      "{legalName} is authorised and regulated by the Solicitors Regulation Authority (SRA number {sraNumber}) for its legal services.",
  },
  {
    key: "icaewStatement",
    label: "ICAEW statement",
    kind: "regulation",
    format: "statement",
    group: "Regulation",
    hint: "In ICAEW's wording. {legalName} and {icaewFirmNumber} are replaced by those details.",
    sample:
      "{legalName} is a member firm of the Institute of Chartered Accountants in England and Wales (ICAEW), firm number {icaewFirmNumber}, and its accountancy work is subject to ICAEW's practice assurance.",
  },
  {
    key: "replyWithin",
    label: "How soon you answer",
    kind: "service promise",
    format: "text",
    group: "Service",
    hint: "Completes \u201cWe reply \u2026\u201d, for example \u201cwithin one working day\u201d.",
    sample: "within one working day",
  },
] as const satisfies readonly FirmDetailField[];

export type FirmDetailKey = (typeof FIRM_DETAIL_FIELDS)[number]["key"];
export type FirmDetails = Record<FirmDetailKey, string>;

export const FIRM_DETAIL_KEYS = FIRM_DETAIL_FIELDS.map((field) => field.key) as FirmDetailKey[];

/** The starting values: the samples a new project begins with. */
export const sampleFirmDetails = Object.fromEntries(
  FIRM_DETAIL_FIELDS.map((field) => [field.key, field.sample]),
) as FirmDetails;

// The rules, written once for zod and, in the same words, for the database (private.firm_detail_problem).
const EMAIL = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
const URL_RULE = /^https:\/\/[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(\/[^\s<>"]*)?$/;
const POSTCODE = /^[A-Z]{1,2}[0-9][A-Z0-9]? [0-9][A-Z]{2}$/;
const COMPANY_NUMBER = /^([A-Z]{2}[0-9]{6}|[0-9]{8})$/;
const VAT_NUMBER = /^GB ?[0-9]{3} ?[0-9]{4} ?[0-9]{2}$/;
const SRA_NUMBER = /^[0-9]{6}$/;
const ICAEW_NUMBER = /^[A-Z0-9]{4,12}$/;
const PHONE_CHARACTERS = /^(\+44 ?(\(0\) ?)?|0)[0-9][0-9 ]*$/;
const TOKEN = /\{([A-Za-z]+)\}/g;

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

const MAX_LENGTH: Partial<Record<FirmDetailFormat, number>> = { "long text": 600, statement: 600 };

/** What is wrong with a value for a detail of this format, in words for the staff area; null if nothing. */
export function firmDetailProblem(format: FirmDetailFormat, raw: string): string | null {
  const value = raw.trim();
  if (value !== raw) return "Remove the spaces at the start or end.";
  if (/\p{Cc}/u.test(value)) return "Remove the line breaks and control characters.";
  if (format === "optional url" && value === "") return null;
  if (value === "") return "Enter a value.";
  if (value.length > (MAX_LENGTH[format] ?? 200)) return `Keep it to ${MAX_LENGTH[format] ?? 200} characters.`;
  switch (format) {
    case "email":
      return EMAIL.test(value) ? null : "Enter an e-mail address, like name@example.co.uk.";
    case "url":
    case "optional url":
      return URL_RULE.test(value) ? null : "Enter a full web address starting https://.";
    case "phone":
      return ukPhoneDigits(value) ? null : "Enter a UK phone number that can be dialled, like 020 7946 0321.";
    case "postcode":
      return POSTCODE.test(value) ? null : "Enter the postcode in capitals with one space, like E1 7NH.";
    case "year": {
      const year = Number(value);
      return /^[0-9]{4}$/.test(value) && year >= 1800 && year <= 2100 ? null : "Enter a year, like 2016.";
    }
    case "company number":
      return COMPANY_NUMBER.test(value) ? null : "Enter the eight-character number, like OC431278 or 09876543.";
    case "vat number":
      return VAT_NUMBER.test(value) ? null : "Enter GB followed by nine digits, like GB 318 4471 20.";
    case "sra number":
      return SRA_NUMBER.test(value) ? null : "Enter the six-digit SRA number.";
    case "icaew number":
      return ICAEW_NUMBER.test(value) ? null : "Enter the ICAEW firm number in capitals and digits.";
    case "statement": {
      const unknown = [...value.matchAll(TOKEN)]
        .map((match) => match[1] ?? "")
        .find(
          (token) => !(FIRM_DETAIL_KEYS as string[]).includes(token) || FIELD_BY_KEY.get(token)?.format === "statement",
        );
      if (unknown !== undefined) return `{${unknown}} is not a detail a statement can name.`;
      return /[{}]/.test(value.replace(TOKEN, "")) ? "Use braces only around a detail's name, like {legalName}." : null;
    }
    default:
      return null;
  }
}

const FIELD_BY_KEY = new Map<string, FirmDetailField>(FIRM_DETAIL_FIELDS.map((field) => [field.key, field]));

export function firmDetailField(key: string): FirmDetailField | undefined {
  return FIELD_BY_KEY.get(key);
}

/** One detail's value, checked against its rule. */
export function firmDetailValueSchema(format: FirmDetailFormat) {
  return z.string().superRefine((value, context) => {
    const problem = firmDetailProblem(format, value);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });
}

/** All the details, each checked against its rule. */
export const firmDetailsSchema = z.object(
  Object.fromEntries(FIRM_DETAIL_FIELDS.map((field) => [field.key, firmDetailValueSchema(field.format)])) as Record<
    FirmDetailKey,
    ReturnType<typeof firmDetailValueSchema>
  >,
);

/** The rows the backend holds, as details; a missing row keeps its starting value. */
export function firmDetailsFromRows(rows: readonly { key: string; value: string }[]): FirmDetails {
  const details = { ...sampleFirmDetails };
  for (const row of rows) if (FIELD_BY_KEY.has(row.key)) details[row.key as FirmDetailKey] = row.value;
  return details;
}

/** A statement with its `{tokens}` replaced by the details they name. */
export function fillStatement(template: string, details: FirmDetails): string {
  return template.replace(TOKEN, (whole, key: string) =>
    FIELD_BY_KEY.has(key) ? (details[key as FirmDetailKey] ?? whole) : whole,
  );
}
