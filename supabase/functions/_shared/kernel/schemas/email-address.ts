/**
 * An e-mail address as every form and function takes it: spaces around it trimmed, then a valid
 * address of at most 254 characters (RFC 5321's limit on a path), with one message for each fault.
 *
 * The database holds the same rule, private.email_address (migration 20261207200100), which
 * private.valid_subject and a staff correction go through: the same pattern, trimmed of the same
 * spaces (ECMAScript's WhiteSpace and LineTerminator, what String.prototype.trim removes). A change
 * here needs a migration there; tests/integration/security/address-rule.test.ts compares the two.
 */
import { z } from "../zod.ts";

export const MAX_EMAIL_LENGTH = 254;

/**
 * zod's own e-mail pattern (z.regexes.email), named here so that it cannot change under the database's copy:
 * dot-separated local parts of letters, digits and _ ' + -, a domain of labels and a top level of two letters or more.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function emailAddress(message: string) {
  return z
    .string({ error: message })
    .trim()
    .pipe(z.email({ pattern: EMAIL_PATTERN, error: message }).max(MAX_EMAIL_LENGTH, { error: message }));
}

const anyAddress = emailAddress("Not an e-mail address");

/** Whether the text is an address by the one rule (spaces around it allowed, as the forms allow them). */
export function isEmailAddress(value: string): boolean {
  return anyAddress.safeParse(value).success;
}
