/** The firm's identity (one copy, shared with the edge functions' e-mails). */
export { firm, firmAddressLine, yearsInPractice, type SocialProfile } from "@shared/firm.ts";
