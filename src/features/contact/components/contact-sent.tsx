import { useEffect, useId, useRef } from "react";
import { Icon } from "~/components/ui/icon";
import { contactNextStep } from "#kernel/schemas/contact-constants.ts";
import type { ContactRequest } from "#kernel/schemas/contact-request.ts";
import { contactCopy } from "../copy";

const copy = contactCopy.sent;

interface ContactSentProps {
  sent: ContactRequest;
  onSendAnother: () => void;
}

/** Replaces the form once the message is stored: when the firm will be in touch, and how. */
export function ContactSent({ sent, onSendAnother }: ContactSentProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form the visitor was in has gone: tell screen readers where they are now.
  useEffect(() => headingRef.current?.focus(), []);

  const next = contactNextStep({
    call_back: sent.callBack === true,
    call_back_time: sent.callBackTime ?? null,
    phone: sent.phone ?? null,
  });

  return (
    <section aria-labelledby={headingId} role="status" className="space-y-4">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-teal-50 text-teal-700">
        <Icon name="check-circle" className="h-8 w-8" />
      </span>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-3xl font-bold text-navy-900 outline-none">
        {copy.heading(sent.name)}
      </h2>
      <p className="text-lg text-slate-800">
        {copy.received} {next}
      </p>
      <p className="text-slate-700">{copy.emailed(sent.email)}</p>
      <button
        type="button"
        onClick={onSendAnother}
        className="font-semibold text-teal-700 underline hover:text-teal-800"
      >
        {copy.sendAnother}
      </button>
    </section>
  );
}
