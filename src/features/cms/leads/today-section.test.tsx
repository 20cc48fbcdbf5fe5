import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { ContactLead } from "../api/list-contacts";
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
  confirmation_sent_at: null,
  status: "new",
  follow_up_on: null,
  ...work,
  ...overrides,
});

function renderToday(contacts: ContactLead[]) {
  render(
    <MemoryRouter>
      {/* Friday 27 November 2026, 09:00 in the UK. */}
      <TodaySection quotes={[]} signups={[]} contacts={contacts} now={new Date("2026-11-27T09:00:00Z")} />
    </MemoryRouter>,
  );
}

describe("TodaySection", () => {
  it("shows each lead to work with why, what they asked, a tap to call, to e-mail and to its details", () => {
    renderToday([
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
        message: "Do you handle commercial leases for a shop in Leeds city centre, and how long does it usually take?",
      }),
    ]);
    const cards = within(screen.getByRole("list", { name: "Today's work, most urgent first" })).getAllByRole(
      "listitem",
    );
    expect(cards[0]).toHaveTextContent("Follow-up overdue: it was due Tuesday 24 November");
    expect(cards[0]).toHaveTextContent(
      "Message: “Do you handle commercial leases for a shop in Leeds city centre, and how long d…”",
    );
    expect(within(cards[0]!).queryByRole("link", { name: /^Call/ })).toBeNull();
    expect(cards[1]).toHaveTextContent("Call back today, afternoon, 12 noon to 3pm");
    expect(within(cards[1]!).getByRole("link", { name: "Call 07700 900456" })).toHaveAttribute(
      "href",
      "tel:07700900456",
    );
    expect(within(cards[1]!).getByRole("link", { name: "E-mail Grace Mensah" })).toHaveAttribute(
      "href",
      "mailto:grace@example.test",
    );
    expect(within(cards[1]!).getByRole("link", { name: "Open Grace Mensah's details" })).toHaveAttribute(
      "href",
      "/knowledge/cms?view=leads&contact=c1",
    );
    expect(screen.getByRole("status")).toHaveTextContent("2 leads to work today.");
  });

  it("says when nothing is due", () => {
    renderToday([contact({ status: "won" })]);
    expect(
      screen.getByText("Nothing is due today: no follow-up, call back or unworked lead is waiting."),
    ).toBeInTheDocument();
  });
});
