import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Signup } from "../api/list-signups";
import { SignupsSection } from "./signups-section";

vi.mock("../api/access-log", () => ({ useRecordAccess: () => vi.fn() }));

const signup = (overrides: Partial<Signup>): Signup => ({
  id: "s1",
  created_at: "2026-11-19T09:00:00Z",
  campaign_id: "influencer-tax-playbook",
  email: "maya@example.test",
  first_name: "Maya",
  last_name: null,
  consent_wording: "I agree to receive occasional tax tips and updates via email",
  consented_at: "2026-11-19T09:00:00Z",
  downloaded_at: "2026-11-19T09:01:00Z",
  status: "new",
  owner_id: null,
  follow_up_on: null,
  worked_at: null,
  worked_by_email: null,
  restricted_at: null,
  consent: { status: "unconfirmed", at: "2026-11-19T09:00:00Z" },
  ...overrides,
});

const signups = [
  signup({ id: "s1", consent: { status: "withdrawn", at: "2026-11-20T17:58:00Z" } }),
  signup({
    id: "s2",
    email: "Sam@example.test",
    first_name: "Sam",
    consent: { status: "confirmed", at: "2026-11-19T10:00:00Z" },
  }),
  signup({
    id: "s3",
    email: "sam@example.test",
    first_name: "Sam",
    consent: { status: "confirmed", at: "2026-11-21T10:00:00Z" },
  }),
  signup({ id: "s4", email: "ola@example.test", first_name: "Ola" }),
];

function renderSection() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SignupsSection signups={signups} staff={[]} activity={new Map()} />
    </QueryClientProvider>,
  );
}

describe("SignupsSection", () => {
  it("marks each sign-up confirmed, unconfirmed or withdrawn, with when, on its card and in the table", () => {
    renderSection();
    const cards = within(screen.getByRole("list", { name: /^eBook sign-ups/ })).getAllByRole("listitem");
    expect(cards[0]).toHaveTextContent("Withdrawn 20 Nov 2026, 17:58");
    expect(cards[1]).toHaveTextContent("Confirmed 19 Nov 2026, 10:00");
    expect(cards[3]).toHaveTextContent("Unconfirmed 19 Nov 2026, 09:00");
    expect(screen.getByRole("columnheader", { name: "Marketing consent" })).toBeInTheDocument();
  });

  it("counts the tax tips' audience in addresses, as the tax tips form does", () => {
    renderSection();
    expect(
      screen.getByText("The tax tips go to 1 confirmed address; 1 sign-up is unconfirmed and 1 withdrawn."),
    ).toBeInTheDocument();
  });
});
