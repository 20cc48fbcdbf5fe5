import { describe, expect, it } from "vitest";
import { personalDataDocument } from "./personal-data-document";

const exported = {
  email: "erin@example.test",
  exported_at: "2026-11-27T17:58:00Z",
  quotes: [
    {
      id: "q-1",
      created_at: "2026-07-20T09:15:00Z",
      contact_first_name: "Erin",
      contact_last_name: "O'Hara <b>",
      contact_email: "erin@example.test",
      contact_phone: null,
      company_name: null,
      industry: "Retail",
      revenue_range: "Under £50,000",
      package_type: "Insights",
      awareness_price: 97,
      insights_price: 197,
      foresight_price: null,
      message: "Call me",
      hero_variant: "b",
      status: "proposal_sent",
      follow_up_on: null,
      owner_id: "00000000-0000-0000-0000-000000000001",
      worked_by_email: "partner@firm.example",
      restricted_at: null,
    },
  ],
  contact_requests: [],
  ebook_signups: [
    {
      id: "e-1",
      created_at: "2026-11-19T09:00:00Z",
      campaign_id: "influencer-tax-playbook",
      email: "erin@example.test",
      first_name: "Erin",
      last_name: null,
      consent_wording: "I agree to receive occasional tax tips and updates via email",
      consented_at: "2026-11-19T09:00:00Z",
      marketing_confirmed_at: "2026-11-19T09:05:00Z",
      downloaded_at: null,
      confirm_nonce: "5c8d0a7e-0000-4000-8000-000000000000",
    },
  ],
  consent_history: [
    {
      action: "given",
      wording: "I agree",
      page: "/knowledge/influencer-tax-playbook",
      created_at: "2026-11-19T09:00:00Z",
      client_hash: "ab".repeat(32),
    },
    {
      action: "withdrawn",
      wording: "Unsubscribed from the firm's e-mails",
      page: null,
      created_at: "2026-11-21T10:00:00Z",
    },
  ],
  notes_and_changes: [
    { kind: "status", body: "proposal_sent", actor_email: "partner@firm.example", created_at: "2026-07-21T08:00:00Z" },
  ],
  emails: [
    { kind: "quote_confirmation", status: "sent", created_at: "2026-07-20T09:15:01Z", sent_at: "2026-07-20T09:15:05Z" },
  ],
  unsubscribed_from_marketing: true,
  analytics: [],
};

describe("the personal data document", () => {
  const html = personalDataDocument(exported);
  const text = html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ");

  it("names every field in plain English, with UK times and the firm's words for statuses", () => {
    expect(text).toContain("The personal data Elmstead Partners holds about erin@example.test");
    expect(text).toContain("Prepared 27 Nov 2026, 17:58 (UK time)");
    expect(text).toContain("Received 20 Jul 2026, 10:15"); // BST
    expect(text).toContain("Insights price quoted (a month, excluding VAT) £197.00");
    expect(text).toContain("Foresight price quoted (a month, excluding VAT) Custom pricing");
    expect(text).toContain("Home-page headline you saw Headline B");
    expect(text).toContain("Where our work with you stands Proposal sent");
    expect(text).toContain("What you signed up for The Influencer's Tax Playbook");
    expect(text).toContain("When you confirmed your address 19 Nov 2026, 09:05");
    expect(text).toContain("What happened Consent withdrawn");
    expect(text).toContain("What Status changed to Proposal sent");
    expect(text).toContain("Which e-mail Your quote, e-mailed to you");
    expect(text).toContain("Your address is on our suppression list: we send it no marketing.");
    expect(text).toContain("You have sent us no message through the website.");
  });

  it("leaves out the system's workings and escapes what people typed", () => {
    for (const internal of ["hero_variant", "engagement_id", "confirm_nonce", "5c8d0a7e", "owner_id", "abab", "UTC"])
      expect(html).not.toContain(internal);
    expect(html).toContain("O&#39;Hara &lt;b&gt;");
    expect(html).not.toContain("<b>");
  });
});
