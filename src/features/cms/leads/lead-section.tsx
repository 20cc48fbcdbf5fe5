/**
 * One list of leads (quote requests, contact requests or eBook sign-ups), newest first: its heading
 * and count, search and filters, a CSV export recorded in the access log, and each lead with its
 * details and work. What differs between the lists (their words, columns, fields and details) is a
 * `LeadListKind`: quotes-section, contacts-section and signups-section each describe one.
 */
import { useId, useState, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { type AccessAction, useRecordAccess } from "../api/access-log";
import type { LeadKind } from "../api/lead-work";
import type { StaffMember } from "../api/list-staff";
import { leadsCopy } from "./copy";
import { formatDateTime } from "../lib/format";
import { csvFileName, downloadCsv, toCsv, type CsvColumn } from "./csv";
import { filterLeads, filtersActive, noLeadFilters, type LeadFilters } from "./lead-work";
import { EmptyNote } from "../ui/data-table";
import { workCsvColumns, type LeadWorkContext } from "./lead-details";
import { audienceOptions, LeadFiltersBar } from "./lead-filters";
import { LeadList } from "./lead-list";
import { type CorrectableDetail, LeadWorkPanel, type WorkableLead } from "./lead-work-panel";

/** What makes one list of leads what it is. */
export interface LeadListKind<Lead extends WorkableLead> {
  /** The lead's kind, as public.work_lead and public.correct_lead know it. */
  kind: LeadKind;
  copy: {
    heading: string;
    caption: string;
    search: string;
    searchHint: string;
    empty: string;
    noMatch: string;
    csvPrefix: string;
    showDetailsLabel: (name: string) => string;
  };
  /** The line under the heading: how many leads are shown, of how many. */
  count: (shown: number, total: number) => ReactNode;
  /** A line under the count, about the whole list. */
  note?: (leads: readonly Lead[]) => ReactNode;
  /** What the access log records when the list is exported and when one lead is opened. */
  access: { exported: AccessAction; opened: AccessAction };
  /** The export's columns before the lead's work. */
  csvColumns: readonly CsvColumn<Lead>[];
  /** What the audience filter chooses between (an industry, a campaign), and how each value reads. */
  audience: (lead: Lead) => string;
  audienceLabel?: (value: string) => string;
  /** What the search looks in. */
  searchable: (lead: Lead) => (string | null | undefined)[];
  /** The heading of the table's first column, the day the lead came in. */
  receivedLabel: string;
  /** Headings of the table's columns between the e-mail address and the status, and their cells. */
  columns: string[];
  cells: (lead: Lead) => ReactNode[];
  name: (lead: Lead) => string;
  email: (lead: Lead) => string;
  phone?: (lead: Lead) => string | null;
  nameNote?: (lead: Lead) => ReactNode;
  /** The card's lines between the e-mail address and the status. */
  card: (lead: Lead) => ReactNode;
  /** What the lead's details show above its work. */
  details: (lead: Lead) => ReactNode;
  /** The person's details staff may correct. */
  correctable: (lead: Lead) => CorrectableDetail[];
}

/** Who is on the staff and what has been done with each lead, as a list shows them. */
export interface ListWork {
  staff: StaffMember[];
  activity: LeadWorkContext["activity"];
}

/** A list's export: its own columns, then the work of each lead. */
export const leadsCsv = <Lead extends WorkableLead>(
  list: LeadListKind<Lead>,
  leads: readonly Lead[],
  work: LeadWorkContext,
): string => toCsv([...list.csvColumns, ...workCsvColumns<Lead>(work.staff, work.activity)], leads);

/** A term and its description in a lead's details. */
export function Detail({
  term,
  className,
  descriptionClassName,
  children,
}: {
  term: ReactNode;
  className?: string;
  descriptionClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt className="font-semibold text-navy-900">{term}</dt>
      <dd className={descriptionClassName}>{children}</dd>
    </div>
  );
}

/** The last two of a lead's details: whether its copy was e-mailed to the person and when, and its reference. */
export function ConfirmationAndReference({
  lead,
  labels,
}: {
  lead: { id: string; confirmation_sent_at: string | null };
  labels: { confirmation: string; sent: (when: string) => string; notSent: string; reference: string };
}) {
  return (
    <>
      <Detail term={labels.confirmation}>
        {lead.confirmation_sent_at ? labels.sent(formatDateTime(lead.confirmation_sent_at)) : labels.notSent}
      </Detail>
      <Detail term={labels.reference} descriptionClassName="font-mono text-xs break-all">
        {lead.id}
      </Detail>
    </>
  );
}

/** The frame of a lead's details. */
export function DetailList({ children }: { children: ReactNode }) {
  return <dl className="grid gap-x-8 gap-y-3 bg-slate-50 px-3 py-4 sm:grid-cols-2">{children}</dl>;
}

export function LeadSection<Lead extends WorkableLead>({
  list,
  leads,
  openId,
  staff,
  activity,
}: { list: LeadListKind<Lead>; leads: Lead[]; openId: string | null } & ListWork) {
  const id = useId();
  const [filters, setFilters] = useState<LeadFilters>(noLeadFilters);
  const record = useRecordAccess();
  const { copy } = list;
  const shown = filterLeads(leads, filters, { audience: list.audience, searchable: list.searchable });

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h3 id={`${id}-heading`} className="text-xl font-bold text-navy-900">
            {copy.heading}
          </h3>
          <p className="text-slate-700" role="status">
            {list.count(shown.length, leads.length)}
          </p>
          {list.note?.(leads)}
        </div>
        <Button
          variant="secondary"
          disabled={leads.length === 0}
          onClick={() => {
            const rows = filtersActive(filters) ? shown : leads;
            downloadCsv(csvFileName(copy.csvPrefix), leadsCsv(list, rows, { staff, activity }));
            record(list.access.exported, null, rows.length);
          }}
        >
          {leadsCopy.downloadCsv}
        </Button>
      </div>
      <LeadFiltersBar
        filters={filters}
        onChange={setFilters}
        search={{ label: copy.search, hint: copy.searchHint }}
        staff={staff}
        audiences={audienceOptions(leads.map(list.audience), list.audienceLabel)}
      />
      {leads.length === 0 ? (
        <EmptyNote>{copy.empty}</EmptyNote>
      ) : shown.length === 0 ? (
        <EmptyNote>{copy.noMatch}</EmptyNote>
      ) : (
        <LeadList
          leads={shown}
          caption={copy.caption}
          receivedLabel={list.receivedLabel}
          columns={list.columns}
          staff={staff}
          onOpen={(lead) => record(list.access.opened, lead.id)}
          openId={openId}
          name={list.name}
          email={list.email}
          detailsLabel={copy.showDetailsLabel}
          nameNote={list.nameNote}
          phone={list.phone}
          card={list.card}
          cells={list.cells}
          details={(lead, name) => (
            <>
              {list.details(lead)}
              <LeadWorkPanel
                kind={list.kind}
                lead={lead}
                name={name}
                staff={staff}
                activity={activity.get(lead.id) ?? []}
                details={list.correctable(lead)}
              />
            </>
          )}
        />
      )}
    </section>
  );
}
