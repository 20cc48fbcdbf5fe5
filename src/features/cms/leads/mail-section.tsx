/**
 * The e-mails about leads that have not gone yet: what each is and for whom, why it has not gone,
 * when it is tried next, and, once the outbox has given up, a way to send it again. Cards rather
 * than a table, so they read on a phone.
 */
import { useId } from "react";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import type { ContactLead } from "../api/list-contacts";
import type { QuoteLead } from "../api/list-quotes";
import type { MailMessage } from "../api/list-mail";
import type { Signup } from "../api/list-signups";
import { leadsCopy } from "./copy";
import { formatDateTime } from "../lib/format";
import { dayName } from "./waiting";

const copy = leadsCopy.mail;

/** What a message is, in words: its kind and the person it is about. */
export function describeMessage(
  message: MailMessage,
  quotes: QuoteLead[],
  signups: Signup[],
  contacts: ContactLead[] = [],
): string {
  if (message.kind === "lead_digest") return copy.what.lead_digest(dayName(message.digest_on ?? ""));
  if (message.kind === "call_back_reminder") {
    const contact = contacts.find((each) => each.id === message.contact_request_id);
    return copy.what.call_back_reminder(contact?.name ?? copy.unknownLead);
  }
  if (message.kind === "contact_confirmation" || message.kind === "contact_to_firm") {
    const contact = contacts.find((each) => each.id === message.contact_request_id);
    const who = contact ? (message.kind === "contact_confirmation" ? contact.email : contact.name) : copy.unknownLead;
    return copy.what[message.kind](who);
  }
  if (message.kind === "signup_to_firm" || message.kind === "signup_confirmation" || message.kind === "marketing") {
    const signUp = signups.find((each) => each.id === message.engagement_id);
    const who = signUp ? [signUp.first_name, signUp.last_name].filter(Boolean).join(" ") : copy.unknownLead;
    return copy.what[message.kind](who);
  }
  const quote = quotes.find((each) => each.id === message.quote_id);
  if (message.kind === "quote_confirmation")
    return copy.what.quote_confirmation(quote?.contact_email ?? copy.unknownLead);
  return copy.what.quote_to_firm(quote ? `${quote.contact_first_name} ${quote.contact_last_name}` : copy.unknownLead);
}

export function MailSection({
  messages,
  quotes,
  signups,
  contacts = [],
  onRetry,
  retryingId,
  retryError,
}: {
  messages: MailMessage[];
  quotes: QuoteLead[];
  signups: Signup[];
  contacts?: ContactLead[];
  onRetry: (id: string) => void;
  retryingId: string | null;
  retryError: Error | null;
}) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <div>
        <h3 id={`${id}-heading`} className="text-xl font-bold text-navy-900">
          {copy.heading}
        </h3>
        <p className="max-w-3xl text-slate-700">{copy.intro}</p>
      </div>
      {retryError && (
        <Alert tone="destructive" role="alert" title={copy.retryFailed}>
          <p>{retryError.message}</p>
        </Alert>
      )}
      {messages.length === 0 ? (
        <p className="text-slate-700">{copy.allSent}</p>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {messages.map((message) => {
            const what = describeMessage(message, quotes, signups, contacts);
            return (
              <li
                key={message.id}
                className={`rounded-lg border bg-white p-4 ${message.status === "failed" ? "border-red-300" : "border-slate-200"}`}
              >
                <p className="font-semibold text-navy-900">{what}</p>
                <p className={message.status === "failed" ? "font-semibold text-red-800" : "text-slate-700"}>
                  {copy.status[message.status]}
                </p>
                <p className="text-sm text-slate-700">
                  {copy.queued(formatDateTime(message.created_at))} · {copy.attempts(message.attempts)}
                  {message.status === "pending" && <> · {copy.nextAttempt(formatDateTime(message.next_attempt_at))}</>}
                </p>
                {message.last_error && (
                  <p className="mt-1 break-words text-sm text-slate-700">
                    {copy.lastError}: {message.last_error}
                  </p>
                )}
                {message.status === "failed" && (
                  <Button
                    className="mt-3"
                    size="sm"
                    aria-label={copy.retryLabel(what)}
                    disabled={retryingId !== null}
                    onClick={() => onRetry(message.id)}
                  >
                    {retryingId === message.id ? copy.retrying : copy.retry}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
