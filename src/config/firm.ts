/**
 * The firm's identity (one copy, shared with the edge functions' e-mails), with the details the
 * backend held when the site was built put in force before any page reads them (decision 021):
 * the build writes in those that differ from the starting values.
 */
import { applyFirmDetails } from "#kernel/firm.ts";
import { firmDetailsFromRows } from "#kernel/firm-detail-values.ts";

const built = typeof __FIRM_DETAIL_ROWS__ === "undefined" ? [] : __FIRM_DETAIL_ROWS__;
if (built.length > 0) applyFirmDetails(firmDetailsFromRows(built));

export {
  firm,
  firmAddressLine,
  firmDetails,
  icaewStatement,
  registrationStatement,
  sraStatement,
  yearsInPractice,
  type SocialProfile,
} from "#kernel/firm.ts";
