/**
 * The firm's identity: used by the footer, the legal pages, e-mails, the eBook
 * and JSON-LD. It lives beside the edge functions so that they and the site
 * share one copy (the site imports it through src/config/firm.ts).
 *
 * SAMPLE DATA. Every name, number and address below is fictional, marked with `sample()`
 * until the firm fills in its own (README, "Before launch"). Telephone numbers are in Ofcom's
 * range reserved for drama, so nobody is called by mistake.
 */
import { sample } from "./sample.ts";

export interface SocialProfile {
  network: "LinkedIn" | "Instagram" | "YouTube" | "TikTok" | "X" | "Facebook";
  url: string;
}

export const firm = {
  name: sample("firm detail", "Elmstead Partners"),
  legalName: sample("firm detail", "Elmstead Partners LLP"),
  tagline: "Chartered accountants and legal professionals",
  siteUrl: sample("firm detail", "https://www.elmsteadpartners.co.uk"),
  email: sample("firm detail", "hello@elmsteadpartners.co.uk"),
  partnersEmail: sample("firm detail", "partners@elmsteadpartners.co.uk"),
  complaintsEmail: sample("firm detail", "complaints@elmsteadpartners.co.uk"),
  privacyEmail: sample("firm detail", "privacy@elmsteadpartners.co.uk"),
  phone: sample("firm detail", { display: "020 7946 0321", e164: "+442079460321" }),
  address: sample("firm detail", {
    street: "2 Tenter Ground",
    locality: "London",
    postcode: "E1 7NH",
    country: "GB",
  }),
  companyNumber: sample("firm detail", "OC431278"),
  registeredIn: "England and Wales",
  vatNumber: sample("firm detail", "GB 318 4471 20"),
  sraNumber: sample("firm detail", "812455"),
  icaewFirmNumber: sample("firm detail", "C008734512"),
  foundedYear: sample("firm detail", 2016),
  openingHours: sample("firm detail", "Monday to Friday, 9am to 5.30pm"),
  /** How soon a message gets its answer: every contact point and e-mail repeats this promise. */
  replyWithin: sample("service promise", "within one working day"),
  bookingUrl: sample("firm detail", "https://cal.com/elmstead-partners/consultation"),
  clientPortalUrl: sample("firm detail", "https://portal.elmsteadpartners.co.uk"),
  reviewSources: [
    { name: "Google reviews", url: sample("firm detail", "https://www.google.com/search?q=Elmstead+Partners+reviews") },
    { name: "Trustpilot", url: sample("firm detail", "https://uk.trustpilot.com/review/elmsteadpartners.co.uk") },
  ],
  /** Social profiles: an empty list hides the footer's social links. */
  social: [
    { network: "LinkedIn", url: sample("firm detail", "https://www.linkedin.com/company/elmstead-partners") },
    { network: "Instagram", url: sample("firm detail", "https://www.instagram.com/elmsteadpartners") },
    { network: "YouTube", url: sample("firm detail", "https://www.youtube.com/@elmsteadpartners") },
  ] satisfies SocialProfile[] as SocialProfile[],
} as const;

export const firmAddressLine = `${firm.address.street}, ${firm.address.locality} ${firm.address.postcode}`;

/** The firm's regulatory statements, worded once for the site's footer and legal pages and the e-mails. */
export const registrationStatement = `${firm.legalName} is registered in ${firm.registeredIn} under number ${firm.companyNumber}. Registered office: ${firmAddressLine}. VAT number ${firm.vatNumber}.`;
/** The SRA Transparency Rules' wording: which body, for what, and the number to check it by. */
export const sraStatement = sample(
  "regulation",
  `${firm.legalName} is authorised and regulated by the Solicitors Regulation Authority (SRA number ${firm.sraNumber}) for its legal services.`,
);
/** ICAEW's own terms: a member firm (so entitled to say "chartered accountants"), under practice assurance. */
export const icaewStatement = sample(
  "regulation",
  `${firm.legalName} is a member firm of the Institute of Chartered Accountants in England and Wales (ICAEW), firm number ${firm.icaewFirmNumber}, and its accountancy work is subject to ICAEW's practice assurance.`,
);

/** Years the firm has been practising, for copy such as "almost 10 years". */
export function yearsInPractice(today = new Date()): number {
  return today.getFullYear() - firm.foundedYear;
}
