import { describe, expect, it } from "vitest";
import {
  countNew,
  filterLeads,
  filtersActive,
  followUpDue,
  formatFollowUp,
  noLeadFilters,
  statusLabel,
  ukDay,
  type WorkedLead,
} from "./lead-work";

type Lead = WorkedLead & { name: string; industry: string };

const lead = (overrides: Partial<Lead>): Lead => ({
  id: overrides.name ?? "x",
  created_at: "2026-11-20T10:00:00Z",
  status: "new",
  owner_id: null,
  follow_up_on: null,
  name: "Someone",
  industry: "Retail",
  ...overrides,
});

const leads = [
  lead({ name: "Ada Lovelace", status: "won", owner_id: "owner-1", industry: "Technology" }),
  lead({ name: "Brian Cox", status: "new", created_at: "2026-06-30T23:30:00Z" }),
  lead({ name: "Carys Jones", status: "contacted", owner_id: "owner-2", created_at: "2026-12-01T09:00:00Z" }),
];

const names = (filters: Partial<typeof noLeadFilters>) =>
  filterLeads(
    leads,
    { ...noLeadFilters, ...filters },
    { audience: (item) => item.industry, searchable: (item) => [item.name] },
  ).map((item) => item.name);

describe("filterLeads", () => {
  it("keeps every lead, in order, with no filter", () => {
    expect(names({})).toEqual(["Ada Lovelace", "Brian Cox", "Carys Jones"]);
  });

  it("filters by status, owner, nobody's, audience and search", () => {
    expect(names({ status: "won" })).toEqual(["Ada Lovelace"]);
    expect(names({ owner: "owner-2" })).toEqual(["Carys Jones"]);
    expect(names({ owner: "none" })).toEqual(["Brian Cox"]);
    expect(names({ audience: "Technology" })).toEqual(["Ada Lovelace"]);
    expect(names({ search: "jones" })).toEqual(["Carys Jones"]);
    expect(names({ status: "won", owner: "owner-2" })).toEqual([]);
  });

  it("filters by the UK day received, both ends included", () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in British Summer Time.
    expect(names({ from: "2026-07-01", to: "2026-07-01" })).toEqual(["Brian Cox"]);
    expect(names({ from: "2026-11-20" })).toEqual(["Ada Lovelace", "Carys Jones"]);
    expect(names({ to: "2026-11-20" })).toEqual(["Ada Lovelace", "Brian Cox"]);
  });
});

describe("the rest of a lead's work", () => {
  it("says when any filter is set", () => {
    expect(filtersActive(noLeadFilters)).toBe(false);
    expect(filtersActive({ ...noLeadFilters, search: "  " })).toBe(false);
    expect(filtersActive({ ...noLeadFilters, owner: "none" })).toBe(true);
  });

  it("counts new leads, labels statuses and dates follow-ups in UK terms", () => {
    expect(countNew(leads)).toBe(1);
    expect(statusLabel("proposal_sent")).toBe("Proposal sent");
    expect(statusLabel("archived")).toBe("archived");
    expect(ukDay("2026-03-29T00:30:00Z")).toBe("2026-03-29");
    expect(formatFollowUp("2026-12-01")).toBe("1 Dec 2026");
    expect(followUpDue("2026-12-01", new Date("2026-11-30T23:30:00Z"))).toBe(false);
    expect(followUpDue("2026-12-01", new Date("2026-12-01T00:30:00Z"))).toBe(true);
    expect(followUpDue(null)).toBe(false);
  });
});
