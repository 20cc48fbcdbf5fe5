/**
 * How staff work a lead, whether a quote request or an eBook sign-up: its status, owner and
 * follow-up date (the only fields the database lets staff change), and the filters of both lists.
 */
import { matchesSearch } from "../lib/search";

export const leadStatuses = ["new", "contacted", "proposal_sent", "won", "lost", "spam"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const leadStatusLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  proposal_sent: "Proposal sent",
  won: "Won",
  lost: "Lost",
  spam: "Spam",
};

export const isLeadStatus = (value: string): value is LeadStatus => (leadStatuses as readonly string[]).includes(value);

/** A label for any status the database holds, even one this build does not know yet. */
export const statusLabel = (status: string) => (isLeadStatus(status) ? leadStatusLabels[status] : status);

/** What every lead carries for its work, as the database returns it (the kernel's, which Today ranks). */
export type { WorkedLead } from "#kernel/today.ts";
import type { WorkedLead } from "#kernel/today.ts";

/** UK days, yyyy-mm-dd, both included; empty for no limit. */
export interface DayRange {
  from: string;
  to: string;
}

/** "all" shows everything; "none" (owner) shows leads nobody has taken. */
export interface LeadFilters extends DayRange {
  search: string;
  status: string;
  owner: string;
  audience: string;
}

export const noLeadFilters: LeadFilters = {
  search: "",
  status: "all",
  owner: "all",
  audience: "all",
  from: "",
  to: "",
};

export const filtersActive = (filters: LeadFilters) =>
  (Object.keys(noLeadFilters) as (keyof LeadFilters)[]).some((key) => filters[key].trim() !== noLeadFilters[key]);

const ukDate = new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  timeZone: "Europe/London",
});

/** The day a moment falls on in the UK, yyyy-mm-dd: a lead at 00:30 BST on 1 July was received on 1 July. */
export const ukDay = (iso: string) => ukDate.format(new Date(iso));

/** The leads that pass every filter, in the order given. */
export function filterLeads<Lead extends WorkedLead>(
  leads: readonly Lead[],
  filters: LeadFilters,
  describe: { audience: (lead: Lead) => string; searchable: (lead: Lead) => (string | null | undefined)[] },
): Lead[] {
  return leads.filter((lead) => {
    if (filters.status !== "all" && lead.status !== filters.status) return false;
    if (filters.owner === "none" ? lead.owner_id !== null : filters.owner !== "all" && lead.owner_id !== filters.owner)
      return false;
    if (filters.audience !== "all" && describe.audience(lead) !== filters.audience) return false;
    const day = ukDay(lead.created_at);
    if (filters.from && day < filters.from) return false;
    if (filters.to && day > filters.to) return false;
    return matchesSearch(filters.search, describe.searchable(lead));
  });
}

export const countNew = (leads: readonly WorkedLead[]) => leads.filter((lead) => lead.status === "new").length;

/** A follow-up date as staff read it, "1 Dec 2026", and whether it has come. */
export function formatFollowUp(date: string): string {
  const [year, month, day] = date.split("-").map(Number);
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(year!, month! - 1, day!)),
  );
}

export const followUpDue = (date: string | null, now = new Date()) => date !== null && date <= ukDay(now.toISOString());
