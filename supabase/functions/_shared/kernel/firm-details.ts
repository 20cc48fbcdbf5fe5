/**
 * The firm's details and regulatory statements as the staff area edits them (decision 021): each
 * detail's label, group and hint, and the rule its value must meet (the database's
 * `private.firm_detail_problem` applies the same rules to every write). Their starting values and
 * how a page reads them are in firm-detail-values.ts.
 */
import { type FirmDetailKey, STATEMENT_TOKEN, ukPhoneDigits } from "./firm-detail-values.ts";
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH } from "./schemas/email-address.ts";
import { z } from "./zod.ts";

export {
  type FirmDetailKey,
  type FirmDetails,
  fillStatement,
  firmDetailsFromRows,
  phoneE164,
  sampleFirmDetails,
  ukPhoneDigits,
} from "./firm-detail-values.ts";

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
  key: FirmDetailKey;
  label: string;
  kind: FirmDetailKind;
  format: FirmDetailFormat;
  group: "Names and registration" | "Contact" | "Links" | "Regulation" | "Service";
  hint?: string;
}

/** Every detail, in the order the staff area shows them. */
export const FIRM_DETAIL_FIELDS = [
  {
    key: "name",
    label: "Trading name",
    kind: "firm detail",
    format: "text",
    group: "Names and registration",
  },
  {
    key: "legalName",
    label: "Legal name",
    kind: "firm detail",
    format: "text",
    group: "Names and registration",
    hint: "As registered at Companies House.",
  },
  {
    key: "companyNumber",
    label: "Company or LLP number",
    kind: "firm detail",
    format: "company number",
    group: "Names and registration",
    hint: "Eight characters, for example OC431278 or 09876543.",
  },
  {
    key: "registeredIn",
    label: "Registered in",
    kind: "firm detail",
    format: "text",
    group: "Names and registration",
  },
  {
    key: "vatNumber",
    label: "VAT number",
    kind: "firm detail",
    format: "vat number",
    group: "Names and registration",
    hint: "GB followed by nine digits, for example GB 318 4471 20.",
  },
  {
    key: "foundedYear",
    label: "Year the firm started practising",
    kind: "firm detail",
    format: "year",
    group: "Names and registration",
  },
  {
    key: "addressStreet",
    label: "Registered office: street",
    kind: "firm detail",
    format: "text",
    group: "Contact",
  },
  {
    key: "addressLocality",
    label: "Registered office: town or city",
    kind: "firm detail",
    format: "text",
    group: "Contact",
  },
  {
    key: "addressPostcode",
    label: "Registered office: postcode",
    kind: "firm detail",
    format: "postcode",
    group: "Contact",
  },
  {
    key: "phone",
    label: "Phone",
    kind: "firm detail",
    format: "phone",
    group: "Contact",
    hint: "As you want it shown, for example 020 7946 0321.",
  },
  {
    key: "email",
    label: "E-mail for enquiries",
    kind: "firm detail",
    format: "email",
    group: "Contact",
  },
  {
    key: "partnersEmail",
    label: "Partners' e-mail",
    kind: "firm detail",
    format: "email",
    group: "Contact",
  },
  {
    key: "complaintsEmail",
    label: "Complaints e-mail",
    kind: "firm detail",
    format: "email",
    group: "Contact",
  },
  {
    key: "privacyEmail",
    label: "Privacy e-mail",
    kind: "firm detail",
    format: "email",
    group: "Contact",
  },
  {
    key: "openingHours",
    label: "Opening hours",
    kind: "firm detail",
    format: "text",
    group: "Contact",
  },
  {
    key: "siteUrl",
    label: "Website address",
    kind: "firm detail",
    format: "url",
    group: "Links",
  },
  {
    key: "bookingUrl",
    label: "Booking page",
    kind: "firm detail",
    format: "url",
    group: "Links",
  },
  {
    key: "clientPortalUrl",
    label: "Client portal",
    kind: "firm detail",
    format: "url",
    group: "Links",
  },
  {
    key: "googleReviewsUrl",
    label: "Google reviews",
    kind: "firm detail",
    format: "optional url",
    group: "Links",
    hint: "Leave empty to show no link.",
  },
  {
    key: "trustpilotUrl",
    label: "Trustpilot",
    kind: "firm detail",
    format: "optional url",
    group: "Links",
    hint: "Leave empty to show no link.",
  },
  {
    key: "linkedinUrl",
    label: "LinkedIn",
    kind: "firm detail",
    format: "optional url",
    group: "Links",
    hint: "Leave empty to show no link.",
  },
  {
    key: "instagramUrl",
    label: "Instagram",
    kind: "firm detail",
    format: "optional url",
    group: "Links",
    hint: "Leave empty to show no link.",
  },
  {
    key: "youtubeUrl",
    label: "YouTube",
    kind: "firm detail",
    format: "optional url",
    group: "Links",
    hint: "Leave empty to show no link.",
  },
  {
    key: "sraNumber",
    label: "SRA number",
    kind: "firm detail",
    format: "sra number",
    group: "Regulation",
    hint: "Six digits.",
  },
  {
    key: "icaewFirmNumber",
    label: "ICAEW firm number",
    kind: "firm detail",
    format: "icaew number",
    group: "Regulation",
  },
  {
    key: "sraStatement",
    label: "SRA statement",
    kind: "regulation",
    format: "statement",
    group: "Regulation",
    hint: "In the SRA's wording. {legalName} and {sraNumber} are replaced by those details.",
  },
  {
    key: "icaewStatement",
    label: "ICAEW statement",
    kind: "regulation",
    format: "statement",
    group: "Regulation",
    hint: "In ICAEW's wording. {legalName} and {icaewFirmNumber} are replaced by those details.",
  },
  {
    key: "replyWithin",
    label: "How soon you answer",
    kind: "service promise",
    format: "text",
    group: "Service",
    hint: "Completes \u201cWe reply \u2026\u201d, for example \u201cwithin one working day\u201d.",
  },
] as const satisfies readonly FirmDetailField[];

export const FIRM_DETAIL_KEYS = FIRM_DETAIL_FIELDS.map((field) => field.key) as FirmDetailKey[];

// The rules, written once for zod and, in the same words, for the database (private.firm_detail_problem).
/** A full https address: what the firm's links and a review's own page must be. */
export const HTTPS_ADDRESS = /^https:\/\/[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(\/[^\s<>"]*)?$/;
const POSTCODE = /^[A-Z]{1,2}[0-9][A-Z0-9]? [0-9][A-Z]{2}$/;
const COMPANY_NUMBER = /^([A-Z]{2}[0-9]{6}|[0-9]{8})$/;
const VAT_NUMBER = /^GB ?[0-9]{3} ?[0-9]{4} ?[0-9]{2}$/;
const SRA_NUMBER = /^[0-9]{6}$/;
const ICAEW_NUMBER = /^[A-Z0-9]{4,12}$/;

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
      // The forms' one address rule, as the database's private.email_address holds it.
      return EMAIL_PATTERN.test(value) && value.length <= MAX_EMAIL_LENGTH
        ? null
        : "Enter an e-mail address, like name@example.co.uk.";
    case "url":
    case "optional url":
      return HTTPS_ADDRESS.test(value) ? null : "Enter a full web address starting https://.";
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
      const unknown = [...value.matchAll(STATEMENT_TOKEN)]
        .map((match) => match[1] ?? "")
        .find(
          (token) => !(FIRM_DETAIL_KEYS as string[]).includes(token) || FIELD_BY_KEY.get(token)?.format === "statement",
        );
      if (unknown !== undefined) return `{${unknown}} is not a detail a statement can name.`;
      return /[{}]/.test(value.replace(STATEMENT_TOKEN, ""))
        ? "Use braces only around a detail's name, like {legalName}."
        : null;
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
