/**
 * An e-mail address as every form and function takes it: spaces around it trimmed, then a valid
 * address of at most 254 characters (RFC 5321's limit on a path), with one message for each fault.
 */
import { z } from "../zod.ts";

export const MAX_EMAIL_LENGTH = 254;

export function emailAddress(message: string) {
  return z
    .string({ error: message })
    .trim()
    .pipe(z.email({ error: message }).max(MAX_EMAIL_LENGTH, { error: message }));
}
