/**
 * The firm's regulatory wording, written once for the legal pages, the legal
 * services page and the partnership page. Every figure comes from `firm.ts`.
 */

import { sample } from "#kernel/sample.ts";
import { paths } from "~/config/paths";
import { formatLongDate } from "~/lib/format";
import { link } from "./legal-prose";

export { icaewStatement, registrationStatement, sraStatement } from "~/config/firm";

/**
 * The date the privacy notice, terms and cookie notice were last revised: the firm's own dates, not
 * rules, so written as ISO dates and shown as "21 November 2026".
 */
export const LEGAL_UPDATED = formatLongDate("2026-11-21");
/** The privacy notice changes on its own when what the site does with personal data changes. */
export const PRIVACY_UPDATED = formatLongDate("2026-12-07");

/** The complaints procedure: a section of the terms page with `id: "complaints"`. */
export const COMPLAINTS_ID = "complaints";
export const complaintsHref = `${paths.terms.href()}#${COMPLAINTS_ID}`;

export const SRA_STANDARDS_URL = "https://www.sra.org.uk/solicitors/standards-regulations/";
export const SRA_REGISTER_URL = "https://www.sra.org.uk/consumers/register/";
export const SRA_CONSUMERS_URL = "https://www.sra.org.uk/consumers/";
export const ICAEW_COMPLAINTS_URL = "https://www.icaew.com/complaints";
export const ICO_COMPLAINT_URL = "https://ico.org.uk/make-a-complaint/";
export const LEGAL_OMBUDSMAN_URL = "https://www.legalombudsman.org.uk";

export const sraRulesStatement = `Our solicitors must follow the ${link("SRA Standards and Regulations", SRA_STANDARDS_URL)}, and you can check our authorisation on the ${link("SRA's register", SRA_REGISTER_URL)}.`;

export const indemnityStatement = sample(
  "regulation",
  "We hold professional indemnity insurance that meets the requirements of the SRA for our legal work and of ICAEW for our accountancy work. Details of the insurer and the territorial coverage of the policy are available on request.",
);

export const complaintsPointer = `If something has gone wrong, please tell us: our ${link("complaints procedure", complaintsHref)} explains who deals with it and how long it takes.`;
