/**
 * Double opt-in: the e-mail that asks someone who signed up for the eBook, and agreed to hear from
 * the firm, to confirm that the address is theirs. Until they do, the firm sends them no marketing.
 * It carries the unsubscribe link and one-click headers as every marketing e-mail does.
 */
import type { SignupLinks } from "../kernel/email-links.ts";
import { firm } from "../kernel/firm.ts";
import { subscriberLetter } from "./subscriber-letter.ts";

export function signupConfirmationEmail(signUp: { first_name: string }, links: SignupLinks) {
  return subscriberLetter(
    {
      subject: `Please confirm your e-mail address for tax tips from ${firm.name}`,
      firstName: signUp.first_name,
      paragraphs: [
        "Thank you for downloading The Influencer's Tax Playbook. You also asked us to send you occasional tax tips and updates by e-mail. Please confirm that this address is yours, and we will add you to the list.",
      ],
      button: { label: "Confirm my address", href: links.confirm },
      after: ["If you did not ask for this, you need do nothing: without your confirmation we will not send you any."],
    },
    links,
  );
}
