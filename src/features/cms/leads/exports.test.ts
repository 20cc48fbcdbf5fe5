import { describe, expect, it } from "vitest";
import type { ContactLead } from "../api/list-contacts";
import type { QuoteLead } from "../api/list-quotes";
import type { Signup } from "../api/list-signups";
import { contactsCsv } from "./contacts-section";
import { quotesCsv } from "./quotes-section";
import { signupsCsv } from "./signups-section";

const quote: QuoteLead = {
  id: "0b6f4a52-3c1e-4d5a-9f7e-2a1b3c4d5e6f",
  // British Summer Time: the export shows 10:15 in the UK, as staff saw it.
  created_at: "2026-07-20T09:15:00+00:00",
  contact_first_name: '=HYPERLINK("http://evil.example")',
  contact_last_name: "O'Neill, Jr",
  contact_email: "jo@example.co.uk",
  company_name: null,
  industry: "Hospitality, restaurants and cafés",
  revenue_range: "£50,000 to £99,999",
  package_type: "Insights",
  awareness_price: 147,
  insights_price: 267,
  foresight_price: null,
  hero_variant: "a",
  confirmation_sent_at: null,
  contact_phone: "+44 20 7946 0321",
  message: "=cmd|' /C calc'!A0",
  status: "won",
  owner_id: "staff-1",
  follow_up_on: "2026-08-01",
  worked_at: "2026-07-21T08:00:00+00:00",
  worked_by_email: "partner@elmsteadpartners.co.uk",
  restricted_at: null,
};

const signup: Signup = {
  id: "1",
  created_at: "2026-11-19T09:00:00+00:00",
  campaign_id: "influencer-tax-playbook",
  email: "@creator@example.co.uk",
  first_name: "Sam",
  last_name: null,
  consent_wording: "I agree to receive occasional tax tips and updates via email",
  consented_at: "2026-11-19T09:00:00+00:00",
  downloaded_at: "2026-11-19T09:01:00+00:00",
  status: "new",
  owner_id: null,
  follow_up_on: null,
  worked_at: null,
  worked_by_email: null,
  restricted_at: null,
  consent: { status: "withdrawn", at: "2026-11-20T17:58:00+00:00" },
};

const contact: ContactLead = {
  id: "2c7e5b63-4d2f-4e6b-8a8f-3b2c4d5e6f70",
  created_at: "2026-11-25T14:30:00+00:00",
  name: "Siobhán O'Neill",
  email: "siobhan@example.co.uk",
  phone: "+44 7700 900456",
  message: "=1+1, please ring about a lease",
  call_back: true,
  call_back_time: "afternoon",
  call_back_on: null,
  confirmation_sent_at: "2026-11-25T14:30:05+00:00",
  status: "contacted",
  owner_id: "staff-1",
  follow_up_on: null,
  worked_at: "2026-11-25T15:00:00+00:00",
  worked_by_email: "partner@elmsteadpartners.co.uk",
  restricted_at: null,
};

const work = {
  staff: [{ id: "staff-1", email: "partner@elmsteadpartners.co.uk", name: "Nia Adeyemi" }],
  activity: new Map([
    [
      quote.id,
      [
        {
          id: "a1",
          quote_id: quote.id,
          engagement_id: null,
          contact_request_id: null,
          kind: "note" as const,
          body: "Called, keen; =sending proposal",
          previous: null,
          actor_email: "partner@elmsteadpartners.co.uk",
          created_at: "2026-07-21T07:59:00+00:00",
        },
        {
          id: "a2",
          quote_id: quote.id,
          engagement_id: null,
          contact_request_id: null,
          kind: "status" as const,
          body: "won",
          previous: "new",
          actor_email: "partner@elmsteadpartners.co.uk",
          created_at: "2026-07-21T08:00:00+00:00",
        },
      ],
    ],
    [
      contact.id,
      [
        {
          id: "a3",
          quote_id: null,
          engagement_id: null,
          contact_request_id: contact.id,
          kind: "note" as const,
          body: "Rang at 2pm, booked a meeting",
          previous: null,
          actor_email: "partner@elmsteadpartners.co.uk",
          created_at: "2026-11-25T15:00:00+00:00",
        },
      ],
    ],
  ]),
};

describe("the leads exports", () => {
  it("write quotes with a header row, their status, owner, follow-up and history, UK times a spreadsheet reads as dates, Custom pricing, proper quoting and the injection guard", () => {
    const csv = quotesCsv([quote], work);
    const [header] = csv.split("\r\n");
    expect(header).toBe(
      "Received,First name,Last name,E-mail,Phone,Company,Industry,Expected revenue,Package,Awareness price,Insights price,Foresight price,Message,Headline seen,Confirmation sent,Reference,Status,Owner,Next follow-up,Notes and changes",
    );
    expect(csv).toBe(
      `${header}\r\n2026-07-20 10:15:00,"'=HYPERLINK(""http://evil.example"")","O'Neill, Jr",jo@example.co.uk,'+44 20 7946 0321,,"Hospitality, restaurants and cafés","£50,000 to £99,999",Insights,147,267,Custom pricing,'=cmd|' /C calc'!A0,A,,${quote.id},Won,Nia Adeyemi,2026-08-01,"2026-07-21 08:59:00 partner@elmsteadpartners.co.uk: Called, keen; =sending proposal\n2026-07-21 09:00:00 partner@elmsteadpartners.co.uk: Status: New → Won"\r\n`,
    );
  });

  it("write sign-ups with the consent wording and time, and whether their marketing consent stands now", () => {
    const [header, row] = signupsCsv([signup], work).split("\r\n");
    expect(header).toBe(
      "Signed up,First name,Last name,E-mail,Campaign,Consent wording,Consent given,Marketing consent,Marketing consent since,Downloaded,Status,Owner,Next follow-up,Notes and changes",
    );
    expect(row).toBe(
      "2026-11-19 09:00:00,Sam,,'@creator@example.co.uk,influencer-tax-playbook,I agree to receive occasional tax tips and updates via email,2026-11-19 09:00:00,Withdrawn,2026-11-20 17:58:00,2026-11-19 09:01:00,New,,,",
    );
  });

  it("write contact requests with the call back asked for and when, the message guarded, and their work", () => {
    const [header, row] = contactsCsv([contact], work).split("\r\n");
    expect(header).toBe(
      "Received,Name,E-mail,Phone,Call back,Message,Copy e-mailed,Reference,Status,Owner,Next follow-up,Notes and changes",
    );
    expect(row).toBe(
      `2026-11-25 14:30:00,Siobhán O'Neill,siobhan@example.co.uk,'+44 7700 900456,"Thursday 26 November, afternoon, 12 noon to 3pm","'=1+1, please ring about a lease",2026-11-25 14:30:05,${contact.id},Contacted,Nia Adeyemi,,"2026-11-25 15:00:00 partner@elmsteadpartners.co.uk: Rang at 2pm, booked a meeting"`,
    );
    expect(contactsCsv([{ ...contact, call_back: false, call_back_time: null, phone: null }], work)).toContain(
      ",,No call back asked for,",
    );
  });
});
