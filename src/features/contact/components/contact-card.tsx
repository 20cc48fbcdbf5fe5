/**
 * The contact form, then the confirmation that replaces it. Its code (react-hook-form,
 * react-query) loads beside the page rather than before it: the prerendered form is on screen at
 * once and becomes live when this arrives (until then its button cannot submit).
 */
import { useState } from "react";
import { QueryProvider } from "~/lib/query-client";
import type { ContactRequest } from "#kernel/schemas/contact-request.ts";
import { ContactForm } from "./contact-form";
import { ContactSent } from "./contact-sent";

export default function ContactCard() {
  const [sent, setSent] = useState<ContactRequest | null>(null);
  return (
    <QueryProvider>
      {sent ? <ContactSent sent={sent} onSendAnother={() => setSent(null)} /> : <ContactForm onSent={setSent} />}
    </QueryProvider>
  );
}
