/** The firm's identity (one copy, shared with the edge functions' e-mails). */
export {
  firm,
  firmAddressLine,
  icaewStatement,
  registrationStatement,
  sraStatement,
  yearsInPractice,
  type SocialProfile,
} from "#kernel/firm.ts";
