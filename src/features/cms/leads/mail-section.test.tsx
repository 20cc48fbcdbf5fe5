import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { MailMessage } from "../api/list-mail";
import type { ContactLead } from "../api/list-contacts";
import type { QuoteLead } from "../api/list-quotes";
import type { Signup } from "../api/list-signups";
import { MailSection } from "./mail-section";

const quote = {
  id: "q1",
  contact_first_name: "Amara",
  contact_last_name: "Okafor",
  contact_email: "amara@example.test",
} as QuoteLead;
const contact = { id: "c1", name: "Grace Mensah", email: "grace@example.test" } as ContactLead;
const signup = { id: "s1", first_name: "Zoë", last_name: null, email: "zoe@example.test" } as Signup;

const message = (overrides: Partial<MailMessage>): MailMessage => ({
  id: "m1",
  kind: "quote_confirmation",
  quote_id: "q1",
  engagement_id: null,
  contact_request_id: null,
  digest_on: null,
  status: "pending",
  attempts: 1,
  next_attempt_at: "2026-11-24T10:05:00Z",
  last_error: "connect ECONNREFUSED",
  created_at: "2026-11-24T10:04:00Z",
  ...overrides,
});

function renderSection(messages: MailMessage[], onRetry = vi.fn()) {
  render(
    <MailSection
      messages={messages}
      quotes={[quote]}
      signups={[signup]}
      contacts={[contact]}
      onRetry={onRetry}
      retryingId={null}
      retryError={null}
    />,
  );
  return onRetry;
}

describe("MailSection", () => {
  it("says so when every e-mail has gone", () => {
    renderSection([]);
    expect(screen.getByText("Every e-mail about a lead has been sent.")).toBeInTheDocument();
  });

  it("names each waiting e-mail and its person, why it has not gone and when it is tried next, in UK time", () => {
    renderSection([
      message({}),
      message({
        id: "m2",
        kind: "signup_to_firm",
        quote_id: null,
        engagement_id: "s1",
        status: "sending",
        last_error: null,
      }),
    ]);
    const [waiting, sending] = screen.getAllByRole("listitem");
    expect(within(waiting!).getByText("Quote confirmation to amara@example.test")).toBeInTheDocument();
    expect(within(waiting!).getByText("Waiting to try again")).toBeInTheDocument();
    expect(within(waiting!).getByText(/Next attempt 24 Nov 2026, 10:05/)).toBeInTheDocument();
    expect(within(waiting!).getByText("Last error: connect ECONNREFUSED")).toBeInTheDocument();
    expect(within(waiting!).queryByRole("button")).toBeNull();
    expect(within(sending!).getByText("The firm's notice of an eBook sign-up from Zoë")).toBeInTheDocument();
  });

  it("offers to send a failed e-mail again", async () => {
    const onRetry = renderSection([message({ kind: "quote_to_firm", status: "failed", attempts: 18 })]);
    await userEvent.click(
      screen.getByRole("button", { name: "Send again: The firm's notice of a quote from Amara Okafor" }),
    );
    expect(onRetry).toHaveBeenCalledWith("m1");
    expect(screen.getByText("Not sent: gave up after 24 hours")).toBeInTheDocument();
  });

  it("names a contact request's two e-mails and the person", () => {
    renderSection([
      message({ kind: "contact_confirmation", quote_id: null, contact_request_id: "c1" }),
      message({ id: "m2", kind: "contact_to_firm", quote_id: null, contact_request_id: "c1" }),
      message({ id: "m3", kind: "contact_to_firm", quote_id: null, contact_request_id: "erased" }),
    ]);
    expect(screen.getByText("Copy of a message to grace@example.test")).toBeInTheDocument();
    expect(screen.getByText("The firm's notice of a message from Grace Mensah")).toBeInTheDocument();
    expect(screen.getByText("The firm's notice of a message from a lead no longer held")).toBeInTheDocument();
  });

  it("names a morning digest by its day and a call-back reminder by the person", () => {
    renderSection([
      message({ kind: "lead_digest", quote_id: null, digest_on: "2026-12-08" }),
      message({ id: "m2", kind: "call_back_reminder", quote_id: null, contact_request_id: "c1" }),
    ]);
    expect(screen.getByText("Morning digest of the leads for Tuesday 8 December")).toBeInTheDocument();
    expect(screen.getByText("Reminder to call back Grace Mensah")).toBeInTheDocument();
  });
});
