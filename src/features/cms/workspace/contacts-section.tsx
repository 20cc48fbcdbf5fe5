import { callBackWhen as callBackDayAndSlot, telHref } from "#kernel/schemas/contact-constants.ts";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { useRecordAccess } from "../api/access-log";
import type { ContactLead } from "../api/list-contacts";
import type { StaffMember } from "../api/list-staff";
import { leadsCopy } from "../copy";
import { csvFileName, downloadCsv, toCsv, type CsvColumn } from "../lib/csv";
import { formatDateTime, spreadsheetDateTime } from "../lib/format";
import { filterLeads, filtersActive, noLeadFilters, type LeadFilters } from "../lib/lead-work";
import { EmptyNote } from "./data-table";
import { workCsvColumns, type LeadWorkContext } from "./lead-details";
import { audienceOptions, LeadFiltersBar } from "./lead-filters";
import { LeadList } from "./lead-list";
import { LeadWorkPanel } from "./lead-work-panel";

const copy = leadsCopy.contacts;
const columns = copy.columns;

/** "Call back" or "Message only": the kind of request, for the filter and the list. */
const requestKind = (contact: ContactLead) => (contact.call_back ? copy.callBackLabels.yes : copy.callBackLabels.no);

/** When the person asked to be rung, or that they did not. */
const callBackWhen = (contact: ContactLead) => callBackDayAndSlot(contact) ?? copy.noCallBack;

const csvColumns = (work: LeadWorkContext): CsvColumn<ContactLead>[] => [
  { header: columns.received, value: (contact) => spreadsheetDateTime(contact.created_at) },
  { header: columns.name, value: (contact) => contact.name },
  { header: columns.email, value: (contact) => contact.email },
  { header: columns.phone, value: (contact) => contact.phone },
  { header: columns.callBack, value: callBackWhen },
  { header: columns.message, value: (contact) => contact.message },
  { header: columns.confirmation, value: (contact) => spreadsheetDateTime(contact.confirmation_sent_at) },
  { header: columns.reference, value: (contact) => contact.id },
  ...workCsvColumns<ContactLead>(work.staff, work.activity),
];

export const contactsCsv = (contacts: ContactLead[], work: LeadWorkContext): string =>
  toCsv(csvColumns(work), contacts);

function ContactDetails({ contact }: { contact: ContactLead }) {
  return (
    <dl className="grid gap-x-8 gap-y-3 bg-slate-50 px-3 py-4 sm:grid-cols-2">
      <div>
        <dt className="font-semibold text-navy-900">{columns.callBack}</dt>
        <dd>{callBackWhen(contact)}</dd>
      </div>
      <div>
        <dt className="font-semibold text-navy-900">{columns.phone}</dt>
        <dd>
          {contact.phone ? (
            <a className="text-teal-700 underline" href={telHref(contact.phone)}>
              {contact.phone}
            </a>
          ) : (
            "—"
          )}
        </dd>
      </div>
      <div className="sm:col-span-2">
        <dt className="font-semibold text-navy-900">{columns.message}</dt>
        <dd className="break-words whitespace-pre-line">{contact.message}</dd>
      </div>
      <div>
        <dt className="font-semibold text-navy-900">{columns.confirmation}</dt>
        <dd>
          {contact.confirmation_sent_at
            ? copy.confirmationSent(formatDateTime(contact.confirmation_sent_at))
            : copy.confirmationNotSent}
        </dd>
      </div>
      <div>
        <dt className="font-semibold text-navy-900">{columns.reference}</dt>
        <dd className="font-mono text-xs break-all">{contact.id}</dd>
      </div>
    </dl>
  );
}

/** Contact requests, newest first: search and filters, the message and work of each, and a CSV export. */
export function ContactsSection({
  contacts,
  openContactId = null,
  staff,
  activity,
}: {
  contacts: ContactLead[];
  openContactId?: string | null;
  staff: StaffMember[];
  activity: LeadWorkContext["activity"];
}) {
  const id = useId();
  const [filters, setFilters] = useState<LeadFilters>(noLeadFilters);
  const record = useRecordAccess();
  const shown = filterLeads(contacts, filters, {
    audience: requestKind,
    searchable: (contact) => [contact.name, contact.email, contact.phone, contact.message],
  });

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h3 id={`${id}-heading`} className="text-xl font-bold text-navy-900">
            {copy.heading}
          </h3>
          <p className="text-slate-700" role="status">
            {copy.count(shown.length, contacts.length)}. {copy.intro}
          </p>
        </div>
        <Button
          variant="secondary"
          disabled={contacts.length === 0}
          onClick={() => {
            const rows = filtersActive(filters) ? shown : contacts;
            downloadCsv(csvFileName(copy.csvPrefix), contactsCsv(rows, { staff, activity }));
            record("exported_contacts", null, rows.length);
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
        audiences={audienceOptions(contacts.map(requestKind))}
      />
      {contacts.length === 0 ? (
        <EmptyNote>{copy.empty}</EmptyNote>
      ) : shown.length === 0 ? (
        <EmptyNote>{copy.noMatch}</EmptyNote>
      ) : (
        <LeadList
          leads={shown}
          caption={copy.caption}
          receivedLabel={columns.received}
          columns={[columns.callBack, columns.phone]}
          staff={staff}
          onOpen={(lead) => record("opened_contact", lead.id)}
          openId={openContactId}
          name={(contact) => contact.name}
          email={(contact) => contact.email}
          detailsLabel={copy.showDetailsLabel}
          phone={(contact) => contact.phone}
          card={(contact) => (
            <p className="text-sm text-slate-800">
              {contact.call_back ? copy.callBackTime(callBackWhen(contact)) : copy.noCallBack}
            </p>
          )}
          cells={(contact) => [callBackWhen(contact), contact.phone ?? "—"]}
          details={(contact, name) => (
            <>
              <ContactDetails contact={contact} />
              <LeadWorkPanel
                kind="contact"
                lead={contact}
                name={name}
                staff={staff}
                activity={activity.get(contact.id) ?? []}
                details={[
                  { name: "name", label: "Name", value: contact.name, type: "text", required: true },
                  { name: "email", label: "E-mail address", value: contact.email, type: "email", required: true },
                  { name: "phone", label: "Phone", value: contact.phone, type: "tel", required: false },
                ]}
              />
            </>
          )}
        />
      )}
    </section>
  );
}
