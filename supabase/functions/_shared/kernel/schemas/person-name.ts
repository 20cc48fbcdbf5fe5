/**
 * A person's name as a form field accepts it. The firm's e-mails greet people by the name they
 * typed ("Dear …"), so a field that took any text would let a stranger send the firm's mail with
 * their own words and links in it. A name is letters from any script (with their accents), joined
 * by the marks real names use: spaces, apostrophes, hyphens and full stops. No digits, no "@", no
 * "/" or ":", so no address and no link.
 */
import { z } from "../zod.ts";

export const MAX_NAME_LENGTH = 50;
export const MAX_NAME_WORDS = 5;

const LETTERS_AND_JOINERS = /^[\p{L}\p{M}]+(?:[ '’‘\-‐.]+[\p{L}\p{M}]+)*\.?$/u;

/** `required`: the message for an empty field, or undefined when the field may be left empty. */
export function personName(label: string, required?: string) {
  const named = z
    .string({ error: required ?? `${label} must be text` })
    .trim()
    .max(MAX_NAME_LENGTH, { error: `${label} must be ${MAX_NAME_LENGTH} characters or fewer` })
    .refine((name) => name === "" || LETTERS_AND_JOINERS.test(name), {
      error: `${label} can contain only letters, spaces, apostrophes, hyphens and full stops`,
    })
    .refine((name) => name.split(/\s+/).length <= MAX_NAME_WORDS, {
      error: `${label} can have at most ${MAX_NAME_WORDS} words`,
    });
  return required ? named.refine((name) => name.length > 0, { error: required }) : named;
}
