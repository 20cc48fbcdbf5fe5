import { act, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ContactLead } from "../api/list-contacts";
import type { QuoteLead } from "../api/list-quotes";
import type { Signup } from "../api/list-signups";
import { TodaySection } from "./today-section";

const work = { owner_id: null, worked_at: null, worked_by_email: null, restricted_at: null };
const contact = (overrides: Partial<ContactLead>): ContactLead => ({
  id: "c1",
  created_at: "2026-11-26T15:00:00Z",
  name: "Grace Mensah",
  email: "grace@example.test",
  phone: "07700 900456",
  message: "We are opening a second shop and need payroll.",
  call_back: true,
  call_back_time: "afternoon",
  call_back_on: null,
  confirmation_sent_at: null,
  status: "new",
  follow_up_on: null,
  ...work,
  ...overrides,
});

const quote = (overrides: Partial<QuoteLead>): QuoteLead => ({
  id: "q1",
  created_at: "2026-12-07T09:05:00Z",
  contact_first_name: "Priya",
  contact_last_name: "Raman",
  contact_email: "priya@example.test",
  company_name: null,
  industry: "Retail",
  revenue_range: "£250,000 to £499,999",
  package_type: "Foresight",
  awareness_price: 297,
  insights_price: 497,
  foresight_price: 697,
  hero_variant: null,
  confirmation_sent_at: null,
  contact_phone: "07700 900111",
  message: null,
  status: "new",
  follow_up_on: null,
  ...work,
  ...overrides,
});

const signup = (index: number): Signup => ({
  id: `s${index}`,
  // After the quote and the call back, one every five minutes.
  created_at: new Date(Date.UTC(2026, 11, 7, 10, index * 5)).toISOString(),
  campaign_id: "influencer-tax-playbook",
  email: `reader${index}@example.test`,
  first_name: `Reader${index}`,
  last_name: null,
  consent_wording: "Send me the playbook.",
  consented_at: "2026-12-07T10:00:00Z",
  downloaded_at: null,
  consent: { status: "confirmed", at: "2026-12-07T10:00:00Z" },
  status: "new",
  follow_up_on: null,
  ...work,
});

function renderToday(
  leads: { quotes?: QuoteLead[]; contacts?: ContactLead[]; signups?: Signup[] },
  /** null: the clock's own time. */
  now: Date | null = new Date("2026-11-27T09:00:00Z"),
) {
  render(
    <MemoryRouter>
      <TodaySection
        quotes={leads.quotes ?? []}
        signups={leads.signups ?? []}
        contacts={leads.contacts ?? []}
        now={now ?? undefined}
      />
    </MemoryRouter>,
  );
}

const cards = () =>
  within(screen.getByRole("list", { name: "Today's work, most urgent first" })).getAllByRole("listitem");

afterEach(() => {
  vi.useRealTimers();
});

describe("TodaySection", () => {
  it("shows each lead to work with why, what they asked, a tap to call, to e-mail and to its details", () => {
    // Friday 27 November 2026, 09:00 in the UK.
    renderToday({
      contacts: [
        contact({}),
        contact({
          id: "c2",
          name: "Tomasz Nowak",
          email: "tomasz@example.test",
          phone: null,
          call_back: false,
          call_back_time: null,
          status: "contacted",
          follow_up_on: "2026-11-24",
          message:
            "Do you handle commercial leases for a shop in Leeds city centre, and how long does it usually take?",
        }),
      ],
    });
    const [first, second] = cards();
    expect(first).toHaveTextContent("Follow-up overdue: it was due Tuesday 24 November");
    expect(first).toHaveTextContent(
      "Message: “Do you handle commercial leases for a shop in Leeds city centre, and how long d…”",
    );
    expect(within(first!).queryByRole("link", { name: /^Call/ })).toBeNull();
    expect(second).toHaveTextContent("Call back today: Friday 27 November, afternoon, 12 noon to 3pm");
    expect(second).toHaveTextContent("Received 26 Nov 2026, 15:00; waiting 1 working day: call today");
    expect(within(second!).getByRole("link", { name: "Call 07700 900456" })).toHaveAttribute("href", "tel:07700900456");
    expect(within(second!).getByRole("link", { name: "E-mail Grace Mensah" })).toHaveAttribute(
      "href",
      "mailto:grace@example.test",
    );
    expect(within(second!).getByRole("link", { name: "Open Grace Mensah's details" })).toHaveAttribute(
      "href",
      "/knowledge/cms?view=leads&contact=c1",
    );
    expect(screen.getByRole("status")).toHaveTextContent("2 leads to work today, 1 overdue.");
  });

  it("ranks a quote and a call back above eleven later eBook sign-ups and holds neither back", () => {
    // Tuesday 8 December 2026, 10:00: the quote came on Friday afternoon, the call back and the sign-ups on Monday.
    renderToday(
      {
        quotes: [quote({ created_at: "2026-12-04T16:30:00Z" })],
        contacts: [contact({ id: "c1", created_at: "2026-12-07T09:10:00Z" })],
        signups: Array.from({ length: 11 }, (_, index) => signup(index)),
      },
      new Date("2026-12-08T10:00:00Z"),
    );
    const [first, second, third] = cards();
    expect(first).toHaveTextContent("New quote request");
    expect(first).toHaveTextContent("Priya Raman");
    expect(first).toHaveTextContent("Quote: Foresight, £250,000 to £499,999");
    expect(first).toHaveTextContent("£697.00 a month, £8,364 a year");
    expect(first).toHaveTextContent(
      "Received 4 Dec 2026, 16:30; waiting 2 working days: answer was due Monday 7 December",
    );
    expect(second).toHaveTextContent("Call back today: Tuesday 8 December, afternoon, 12 noon to 3pm");
    expect(second).toHaveTextContent("waiting 1 working day: call today");
    // The newest sign-ups first no longer: the longest waiting, after every quote and call.
    expect(third).toHaveTextContent("Reader0");
    expect(cards()).toHaveLength(10);
    expect(screen.getByRole("status")).toHaveTextContent("13 leads to work today, 1 overdue.");
    expect(screen.getByText("And 3 more new eBook sign-ups in the lists below.")).toBeInTheDocument();
  });

  it("shows every quote and contact request however many there are; only sign-ups are summarised", () => {
    renderToday(
      {
        quotes: Array.from({ length: 12 }, (_, index) =>
          quote({ id: `q${index}`, contact_first_name: `Quoter${index}`, created_at: "2026-12-08T09:00:00Z" }),
        ),
        contacts: [contact({ id: "m1", call_back: false, call_back_time: null, created_at: "2026-12-08T09:30:00Z" })],
        signups: [signup(0)],
      },
      new Date("2026-12-08T10:00:00Z"),
    );
    expect(cards()).toHaveLength(13);
    expect(cards()[12]).toHaveTextContent("New contact request");
    expect(cards()[12]).toHaveTextContent("waiting less than a working day: answer by Wednesday 9 December");
    expect(screen.getByText("And 1 more new eBook sign-up in the lists below.")).toBeInTheDocument();
  });

  it("gives a quote priced individually its words, and puts it above a priced one", () => {
    renderToday(
      {
        quotes: [
          quote({ id: "priced" }),
          quote({
            id: "custom",
            contact_first_name: "Olu",
            revenue_range: "Over £2 million",
            awareness_price: null,
            insights_price: null,
            foresight_price: null,
          }),
        ],
      },
      new Date("2026-12-08T10:00:00Z"),
    );
    expect(cards()[0]).toHaveTextContent("Olu Raman");
    expect(cards()[0]).toHaveTextContent("Custom pricing: the largest businesses, priced individually");
  });

  it("turns a call back due this morning into a missed one at noon, on the clock alone", async () => {
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    vi.setSystemTime(new Date("2026-12-08T11:59:30Z"));
    renderToday({ contacts: [contact({ created_at: "2026-12-07T10:00:00Z", call_back_time: "morning" })] }, null);
    expect(cards()[0]).toHaveTextContent("Call back today: Tuesday 8 December, morning, 9am to 12 noon");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(cards()[0]).toHaveTextContent("Call back missed: it was due Tuesday 8 December, morning, 9am to 12 noon");
    expect(cards()[0]).toHaveTextContent("waiting 1 working day: call was due today");
  });

  it("says when nothing is due", () => {
    renderToday({ contacts: [contact({ status: "won" })] });
    expect(
      screen.getByText("Nothing is due today: no follow-up, call back or unworked lead is waiting."),
    ).toBeInTheDocument();
  });
});
