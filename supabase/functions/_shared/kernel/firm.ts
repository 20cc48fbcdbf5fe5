/**
 * The firm's identity as the footer, the legal pages, e-mails, the eBook and JSON-LD read it,
 * derived from its details (firm-details.ts), which live in the database (decision 021). It starts
 * from the starting values; the site's build puts the backend's in (src/config/firm.ts, before any
 * page reads it) and the edge functions do before composing mail (_shared/firm-details.ts).
 * Exports are live bindings: a module that reads them when it runs sees the details in force.
 */
import { type FirmDetails, fillStatement, phoneE164, sampleFirmDetails } from "./firm-detail-values.ts";

export interface SocialProfile {
  network: "LinkedIn" | "Instagram" | "YouTube" | "TikTok" | "X" | "Facebook";
  url: string;
}

function firmFrom(details: FirmDetails) {
  return {
    name: details.name,
    legalName: details.legalName,
    tagline: "Chartered accountants and legal professionals",
    siteUrl: details.siteUrl,
    email: details.email,
    partnersEmail: details.partnersEmail,
    complaintsEmail: details.complaintsEmail,
    privacyEmail: details.privacyEmail,
    phone: { display: details.phone, e164: phoneE164(details.phone) },
    address: {
      street: details.addressStreet,
      locality: details.addressLocality,
      postcode: details.addressPostcode,
      country: "GB",
    },
    companyNumber: details.companyNumber,
    registeredIn: details.registeredIn,
    vatNumber: details.vatNumber,
    sraNumber: details.sraNumber,
    icaewFirmNumber: details.icaewFirmNumber,
    foundedYear: Number(details.foundedYear),
    openingHours: details.openingHours,
    /** How soon a message gets its answer: every contact point and e-mail repeats this promise. */
    replyWithin: details.replyWithin,
    bookingUrl: details.bookingUrl,
    clientPortalUrl: details.clientPortalUrl,
    reviewSources: [
      { name: "Google reviews", url: details.googleReviewsUrl },
      { name: "Trustpilot", url: details.trustpilotUrl },
    ].filter((source) => source.url !== ""),
    /** Social profiles: an empty list hides the footer's social links. */
    social: (
      [
        { network: "LinkedIn", url: details.linkedinUrl },
        { network: "Instagram", url: details.instagramUrl },
        { network: "YouTube", url: details.youtubeUrl },
      ] satisfies SocialProfile[]
    ).filter((profile) => profile.url !== "") as SocialProfile[],
  };
}

export type Firm = ReturnType<typeof firmFrom>;

/** The firm as its details describe it; changed in place, so every importer sees the details in force. */
export const firm: Firm = firmFrom(sampleFirmDetails);
export let firmDetails: FirmDetails = sampleFirmDetails;
export let firmAddressLine = "";
/** The firm's regulatory statements, worded once for the site's footer and legal pages and the e-mails. */
export let registrationStatement = "";
/** The SRA Transparency Rules' wording: which body, for what, and the number to check it by. */
export let sraStatement = "";
/** ICAEW's own terms: a member firm (so entitled to say "chartered accountants"), under practice assurance. */
export let icaewStatement = "";

/** Puts the details in force. */
export function applyFirmDetails(details: FirmDetails): void {
  firmDetails = details;
  Object.assign(firm, firmFrom(details));
  firmAddressLine = `${firm.address.street}, ${firm.address.locality} ${firm.address.postcode}`;
  registrationStatement = `${firm.legalName} is registered in ${firm.registeredIn} under number ${firm.companyNumber}. Registered office: ${firmAddressLine}. VAT number ${firm.vatNumber}.`;
  sraStatement = fillStatement(details.sraStatement, details);
  icaewStatement = fillStatement(details.icaewStatement, details);
}

applyFirmDetails(sampleFirmDetails);

/** Years the firm has been practising, for copy such as "almost 10 years". */
export function yearsInPractice(today = new Date()): number {
  return today.getFullYear() - firm.foundedYear;
}
