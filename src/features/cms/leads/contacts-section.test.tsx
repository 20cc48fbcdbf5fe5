import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ContactLead } from "../api/list-contacts";
import { ContactsSection } from "./contacts-section";

const record = vi.fn();
vi.mock("../api/access-log", () => ({ useRecordAccess: () => record }));

const lead = (overrides: Partial<ContactLead>): ContactLead => ({
  id: "c1",
  created_at: "2026-11-25T14:30:00Z",
  name: "Grace Mensah",
  email: "grace@example.test",
  phone: "07700 900456",
  message: "We are opening a second shop and need payroll.",
  call_back: true,
  call_back_time: "afternoon",
  call_back_on: null,
  confirmation_sent_at: "2026-11-25T14:30:05Z",
  status: "new",
  owner_id: null,
  follow_up_on: null,
  worked_at: null,
  worked_by_email: null,
  restricted_at: null,
  ...overrides,
});

const contacts = [
  lead({}),
  lead({
    id: "c2",
    name: "Tomasz Nowak",
    email: "tomasz@example.test",
    phone: null,
    message: "Do you handle commercial leases?",
    call_back: false,
    call_back_time: null,
  }),
];

function renderSection(list = contacts, openContactId: string | null = null) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ContactsSection
        contacts={list}
        openContactId={openContactId}
        staff={[{ id: "staff-1", email: "partner@example.test", name: "Nia Adeyemi" }]}
        activity={new Map()}
      />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => record.mockClear());

describe("ContactsSection", () => {
  it("lists each request with whether and when to call back", () => {
    renderSection();
    expect(screen.getByRole("heading", { name: "Contact requests and call backs" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("2 requests.");
    expect(screen.getAllByText("Grace Mensah").length).toBeGreaterThan(0);
    // Asked for on Wednesday 25 November: the person was told we would ring the next working day.
    expect(screen.getAllByText("Thursday 26 November, afternoon, 12 noon to 3pm").length).toBeGreaterThan(0);
    expect(screen.getAllByText("No call back asked for").length).toBeGreaterThan(0);
  });

  it("finds a request by its message, and filters call backs from messages", async () => {
    const user = renderSection();
    await user.type(screen.getByRole("searchbox", { name: "Search contact requests" }), "leases");
    expect(screen.getByRole("status")).toHaveTextContent("1 of 2 requests.");
    expect(screen.queryAllByText("Grace Mensah")).toEqual([]);
    await user.clear(screen.getByRole("searchbox", { name: "Search contact requests" }));
    await user.selectOptions(screen.getByLabelText("Audience"), "Call back");
    expect(screen.getByRole("status")).toHaveTextContent("1 of 2 requests.");
    expect(screen.queryAllByText("Tomasz Nowak")).toEqual([]);
  });

  it("opens a request from the firm's e-mail link with its message, phone and work, and records the opening", () => {
    renderSection(contacts, "c1");
    // The table (wide screens) and the cards (phones) each hold the open lead.
    const details = screen.getAllByRole("region", { name: "Work this lead" })[0]!.parentElement!;
    expect(within(details).getByText("We are opening a second shop and need payroll.")).toBeInTheDocument();
    expect(within(details).getByRole("link", { name: "07700 900456" })).toHaveAttribute("href", "tel:07700900456");
    expect(within(details).getByRole("combobox", { name: "Status" })).toHaveValue("new");
    expect(record).toHaveBeenCalledWith("opened_contact", "c1");
  });

  it("shows a restricted request as kept but not worked, offers to lift it, and the person's details to correct", () => {
    renderSection([lead({ restricted_at: "2026-11-26T10:00:00Z" })], "c1");
    const work = screen.getAllByRole("region", { name: "Work this lead" })[0]!;
    expect(within(work).queryByRole("combobox", { name: "Status" })).toBeNull();
    expect(within(work).getByText("Lift the restriction to work this lead.")).toBeInTheDocument();
    const rights = within(work).getByRole("region", { name: "Their rights" });
    expect(rights).toHaveTextContent("Use restricted since 26 Nov 2026, 10:00: kept, not worked, sent no marketing.");
    expect(within(rights).getByRole("button", { name: "Lift the restriction" })).toBeInTheDocument();
    expect(within(rights).getByLabelText("E-mail address")).toHaveValue("grace@example.test");
    expect(within(rights).getByLabelText(/^Phone/)).toHaveValue("07700 900456");
    expect(screen.getAllByText("Use restricted").length).toBeGreaterThan(0);
  });

  it("says so when there are none", () => {
    renderSection([]);
    expect(screen.getByText("No contact requests yet.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /CSV/ })).toBeDisabled();
  });
});
