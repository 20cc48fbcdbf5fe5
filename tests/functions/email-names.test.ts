/**
 * The firm's e-mails never make a link of a person's name, even one that got past the name rules (a row from
 * before them, or a correction): each greeting and each line that repeats the name, in the plain text and in the
 * HTML, gives linkifyjs (standing in for a mail client's link finder) nothing, and reads the same to a person.
 */
import { find } from "linkifyjs";
import { describe, expect, it } from "vitest";
import { contactConfirmationEmail } from "../../supabase/functions/_shared/emails/contact-confirmation.ts";
import {
  contactToFirmEmail,
  quoteToFirmEmail,
  signUpToFirmEmail,
} from "../../supabase/functions/_shared/emails/lead-to-firm.ts";
import { marketingEmail } from "../../supabase/functions/_shared/emails/marketing.ts";
import { quoteConfirmationEmail } from "../../supabase/functions/_shared/emails/quote-confirmation.ts";
import { signupConfirmationEmail } from "../../supabase/functions/_shared/emails/signup-confirmation.ts";
import { unlinked } from "../../supabase/functions/_shared/emails/unlinked.ts";

const slipped = [
  "Claim at www.hmrc-refunds.example.com",
  "hmrc-refunds.example.com/claim",
  "https://hmrc-refunds.example.com",
  "refunds@hmrc-refunds.example.com",
  "hmrc-refunds\uff0eexample\u3002com",
];

const links = { confirm: "https://example.test/c", unsubscribe: "https://example.test/u", oneClick: "https://e/o" };
const at = "2026-12-07T12:00:00Z";
const id = "6f1d3c52-5a0e-4d3f-9b8e-0c2f1a7b9d41";

function emailsTo(name: string) {
  const quote = {
    id,
    contact_first_name: name,
    contact_last_name: name,
    contact_email: "victim@example.org",
    contact_phone: null,
    message: null,
    industry: "Retail",
    revenue_range: "Under £50,000",
    package_type: "Insights" as const,
    awareness_price: 100,
    insights_price: 200,
    foresight_price: 300,
    created_at: at,
  };
  const contact = {
    id,
    name,
    email: "victim@example.org",
    phone: null,
    message: "Hello, I would like a call about VAT returns please.",
    call_back: false,
    call_back_time: null,
    created_at: at,
  };
  const signUp = {
    id,
    campaign_id: "influencer-tax-playbook",
    email: "victim@example.org",
    first_name: name,
    last_name: name,
    consent_wording: "I agree",
    consented_at: at,
    created_at: at,
  };
  return {
    "contact confirmation": contactConfirmationEmail(contact),
    "quote confirmation": quoteConfirmationEmail(quote),
    "sign-up confirmation": signupConfirmationEmail(signUp, links),
    "tax tips": marketingEmail({ subject: "Tips", body: "A tip about VAT." }, signUp, links),
    "quote to the firm": quoteToFirmEmail(quote, "https://example.test"),
    "sign-up to the firm": signUpToFirmEmail(signUp, "https://example.test"),
    "contact to the firm": contactToFirmEmail(contact, "https://example.test"),
  };
}

/** The pieces of an e-mail's text (the HTML's text between its tags) that hold the name, as a person reads it. */
function piecesWithName(body: string, html: boolean): string[] {
  const text = html ? body.replace(/<[^>]*>/g, "\n").replace(/&#39;/g, "'") : body;
  return text.split("\n").filter((line) => line.replace(/\u200b/g, "").includes("hmrc-refunds"));
}

describe("a name in the firm's e-mails", () => {
  it.each(slipped)("is never a link, in text or HTML: %j", (name) => {
    for (const [what, email] of Object.entries(emailsTo(name))) {
      for (const [part, body] of [
        ["text", email.text],
        ["html", email.html],
      ] as const) {
        const pieces = piecesWithName(body, part === "html");
        expect(pieces.length, `${what} (${part}) repeats the name`).toBeGreaterThan(0);
        for (const piece of pieces) expect(find(piece), `${what} (${part}): ${piece}`).toEqual([]);
      }
    }
  });

  it("reads as typed, and leaves a real name as it is", () => {
    const name = "Claim at www.hmrc-refunds.example.com";
    expect(unlinked(name).replace(/\u200b/g, "")).toBe(name);
    expect(contactConfirmationEmail(contactOf("Jean-Luc St. John")).text).toContain("Dear Jean-Luc St. John,");
    for (const real of ["Jean-Luc St. John", "Mary-Kate O'Neil-Smith", "J.R.R. Tolkien", "Nguyễn Thị", "孫"])
      expect(unlinked(real).replace(/\u200b/g, "")).toBe(real);
    expect(unlinked("Martin Luther King Jr.")).toBe("Martin Luther King Jr.");
  });
});

function contactOf(name: string) {
  return {
    id,
    name,
    email: "victim@example.org",
    phone: null,
    message: "Hello",
    call_back: false,
    call_back_time: null,
    created_at: at,
  };
}
