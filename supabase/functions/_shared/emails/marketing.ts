/**
 * The firm's tax tips e-mail as staff wrote it (plain text; paragraphs at blank lines), in the
 * shape of every e-mail to the list: why the person gets it, the firm's address, the unsubscribe
 * link and the one-click headers.
 */
import type { SignupLinks } from "../kernel/email-links.ts";
import { firm } from "../kernel/firm.ts";
import { subscriberLetter } from "./subscriber-letter.ts";

export function marketingEmail(
  letter: { subject: string; body: string },
  recipient: { first_name: string },
  links: SignupLinks,
) {
  const paragraphs = letter.body
    .replace(/\r\n?/g, "\n")
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return subscriberLetter(
    {
      subject: letter.subject,
      firstName: recipient.first_name,
      paragraphs,
      why: `You get this because you signed up for ${firm.name}'s tax tips and confirmed your address.`,
    },
    links,
  );
}
