/**
 * A list of leads, newest first: cards on a phone (nothing scrolls sideways), a table on a wide
 * screen, each lead with its work at a glance and its details opened in place.
 */
import { Fragment, useEffect, useId, type ReactNode } from "react";
import { telHref } from "#kernel/schemas/contact-constants.ts";
import type { StaffMember } from "../api/list-staff";
import { leadsCopy } from "./copy";
import { formatDateTime } from "../lib/format";
import type { WorkedLead } from "./lead-work";
import { DataTable } from "../ui/data-table";
import { DetailsButton, useOpenLeads, WorkSummary } from "./lead-details";
import { cellClasses } from "../ui/table";

interface LeadListProps<Lead extends WorkedLead> {
  leads: Lead[];
  caption: string;
  /** Headings of the table's columns between the e-mail address and the status. */
  columns: string[];
  receivedLabel: string;
  staff: StaffMember[];
  /** A link to one lead opens its details. */
  openId: string | null;
  name: (lead: Lead) => string;
  email: (lead: Lead) => string;
  /** The person's phone, when they gave one: a tap calls it from a phone. */
  phone?: (lead: Lead) => string | null;
  detailsLabel: (name: string) => string;
  /** A line under the name in the table (a company). */
  nameNote?: (lead: Lead) => ReactNode;
  /** The card's lines between the e-mail address and the status. */
  card: (lead: Lead) => ReactNode;
  /** The table's cells for `columns`. */
  cells: (lead: Lead) => ReactNode[];
  details: (lead: Lead, name: string) => ReactNode;
  /** Each time a lead's details are opened (by a press, or by a link to it), for the access log. */
  onOpen: (lead: Lead) => void;
}

/** "Call 07700 900123", big enough to tap. */
export function PhoneLink({ phone }: { phone: string | null | undefined }) {
  if (!phone) return null;
  return (
    <p>
      <a href={telHref(phone)} className="inline-flex min-h-11 items-center font-semibold text-teal-800 underline">
        {leadsCopy.call(phone)}
      </a>
    </p>
  );
}

export function LeadList<Lead extends WorkedLead>(props: LeadListProps<Lead>) {
  const { leads, caption, staff, name: nameOf, email: emailOf, detailsLabel } = props;
  const id = useId();
  const { isOpen, toggle: toggleOpen } = useOpenLeads(props.openId, (leadId) => [
    `${id}-details-${leadId}`,
    `${id}-card-details-${leadId}`,
  ]);
  const { onOpen, openId } = props;
  const toggle = (lead: Lead) => {
    if (!isOpen(lead.id)) onOpen(lead);
    toggleOpen(lead.id);
  };
  // A link that opens a lead's details is an opening too.
  const linked = openId ? leads.find((lead) => lead.id === openId) : undefined;
  useEffect(() => {
    if (linked) onOpen(linked);
    // Once, when the page opens on it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linked?.id]);
  const tableColumns = [
    props.receivedLabel,
    leadsCopy.quotes.columns.name,
    leadsCopy.quotes.columns.email,
    ...props.columns,
    leadsCopy.quotes.status,
    leadsCopy.quotes.columns.details,
  ];
  const mailLink = (lead: Lead) => (
    <a href={`mailto:${emailOf(lead)}`} className="text-teal-800 underline">
      {emailOf(lead)}
    </a>
  );

  return (
    <>
      <ul aria-label={caption} className="space-y-3 md:hidden">
        {leads.map((lead) => {
          const name = nameOf(lead);
          const detailsId = `${id}-card-details-${lead.id}`;
          return (
            <li key={lead.id} className="overflow-hidden rounded-xl border border-slate-200 bg-white">
              <div className="space-y-1 p-4">
                <p className="font-semibold text-navy-900">{name}</p>
                <p className="text-sm text-slate-700">{formatDateTime(lead.created_at)}</p>
                <p className="break-all">{mailLink(lead)}</p>
                <PhoneLink phone={props.phone?.(lead)} />
                {props.card(lead)}
                <WorkSummary lead={lead} staff={staff} />
                <DetailsButton
                  label={detailsLabel(name)}
                  detailsId={detailsId}
                  expanded={isOpen(lead.id)}
                  onToggle={() => toggle(lead)}
                  className="mt-2 inline-flex min-h-11 items-center"
                />
              </div>
              {isOpen(lead.id) && <div id={detailsId}>{props.details(lead, name)}</div>}
            </li>
          );
        })}
      </ul>
      <div className="hidden md:block">
        <DataTable id={id} caption={caption} columns={tableColumns}>
          {leads.map((lead) => {
            const name = nameOf(lead);
            const detailsId = `${id}-details-${lead.id}`;
            return (
              <Fragment key={lead.id}>
                <tr>
                  <td className={`${cellClasses} whitespace-nowrap`}>{formatDateTime(lead.created_at)}</td>
                  <th scope="row" className={`${cellClasses} font-semibold text-navy-900`}>
                    {name}
                    {props.nameNote?.(lead)}
                  </th>
                  <td className={`${cellClasses} break-all`}>{mailLink(lead)}</td>
                  {props.cells(lead).map((cell, index) => (
                    <td key={index} className={cellClasses}>
                      {cell}
                    </td>
                  ))}
                  <td className={cellClasses}>
                    <WorkSummary lead={lead} staff={staff} />
                  </td>
                  <td className={cellClasses}>
                    <DetailsButton
                      label={detailsLabel(name)}
                      detailsId={detailsId}
                      expanded={isOpen(lead.id)}
                      onToggle={() => toggle(lead)}
                    />
                  </td>
                </tr>
                {isOpen(lead.id) && (
                  <tr>
                    <td colSpan={tableColumns.length} className="border-b border-slate-200 p-0">
                      <div id={detailsId}>{props.details(lead, name)}</div>
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </DataTable>
      </div>
    </>
  );
}
