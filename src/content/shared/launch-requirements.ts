/**
 * What the site must show before launch that only the firm can supply, so nothing here can stand in
 * for it. No page imports this module: `npm run launch:check` finds each `sample()` and lists it
 * until the firm adds the real thing and removes the entry.
 */
import { sample } from "#kernel/sample.ts";

/**
 * The SRA's Transparency Rules require every firm the SRA authorises to show the SRA's digital
 * badge on its website. The SRA issues each firm its own badge (through mySRA), to be placed in the
 * footer beside the regulatory statement.
 */
export const sraDigitalBadge = sample(
  "regulation",
  "The SRA's digital badge is not on the site yet: add the firm's own badge from mySRA to the footer",
);
