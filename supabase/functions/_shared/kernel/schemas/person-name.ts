/**
 * A person's name as a form field accepts it. The firm's e-mails greet people by the name they
 * typed ("Dear …"), so a field that took any text would let a stranger send the firm's mail with
 * their own words and links in it. A name is letters from any script (with their accents), joined
 * by the marks real names use: spaces, apostrophes and hyphens. No digits, no "@", no "/" or ":",
 * so no address and no scheme; and a full stop only ends a word ("St. John", "Jr.") or a run of
 * initials ("J.R.R."), so no bare domain ("www.example.com", "x.co") either: a domain needs a full
 * stop followed by a label of two letters or more. The dots that mail clients and IDNA also read as
 * a domain's (the full-width ．, the ideographic 。 and ｡, the one-dot leader ․) are not letters and
 * are refused with every other sign. The e-mails also break any link a name could still form
 * (emails/unlinked.ts), for names that reached the database some other way.
 */
import { z } from "../zod.ts";

export const MAX_NAME_LENGTH = 50;
export const MAX_NAME_WORDS = 5;

/** Only letters (with their marks), spaces, apostrophes, hyphens and full stops, from a letter to a letter or a full stop. */
const LETTERS_AND_JOINERS = /^[\p{L}\p{M}]+(?:[ '’‘\-‐.]+[\p{L}\p{M}]+)*\.?$/u;

/** A word's letters, perhaps ending in a full stop ("St."), or a run of initials ("J.R.R."). */
const WORD = String.raw`(?:(?:\p{L}\p{M}*\.){2,}|[\p{L}\p{M}]+\.?)`;
/** Words joined by spaces, apostrophes and hyphens: a full stop is never followed straight by a letter. */
const FULL_STOPS_END_WORDS = new RegExp(String.raw`^${WORD}(?:[ '’‘\-‐]+${WORD})*$`, "u");

/** `required`: the message for an empty field, or undefined when the field may be left empty. */
export function personName(label: string, required?: string) {
  const named = z
    .string({ error: required ?? `${label} must be text` })
    .trim()
    .max(MAX_NAME_LENGTH, { error: `${label} must be ${MAX_NAME_LENGTH} characters or fewer` })
    .refine((name) => name === "" || LETTERS_AND_JOINERS.test(name), {
      error: `${label} can contain only letters, spaces, apostrophes, hyphens and full stops`,
    })
    .refine((name) => name === "" || !LETTERS_AND_JOINERS.test(name) || FULL_STOPS_END_WORDS.test(name), {
      error: `${label} can have a full stop only at the end of a word, as in St. John`,
    })
    .refine((name) => name.split(/\s+/).length <= MAX_NAME_WORDS, {
      error: `${label} can have at most ${MAX_NAME_WORDS} words`,
    });
  return required ? named.refine((name) => name.length > 0, { error: required }) : named;
}
