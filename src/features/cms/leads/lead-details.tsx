/**
 * What the quote list and the sign-up list share: the button that opens a lead's details, which
 * leads are open (a link to one lead opens it), the lead's work at a glance, and the export's
 * work columns.
 */
import { useEffect, useState } from "react";
import { Badge } from "~/components/ui/badge";
import type { LeadActivity } from "../api/lead-activity";
import { type StaffMember, staffLabel } from "../api/list-staff";
import { leadsCopy } from "./copy";
import type { CsvColumn } from "./csv";
import { spreadsheetDateTime } from "../lib/format";
import { followUpDue, formatFollowUp, statusLabel, type WorkedLead } from "./lead-work";
import { activityLine } from "./lead-work-panel";
import { linkButtonClasses } from "../ui/table";

/** A lead's owner by name; "someone" for a member of staff since removed. */
const ownerLabel = (staff: readonly StaffMember[], ownerId: string) => {
  const member = staff.find((each) => each.id === ownerId);
  return member ? staffLabel(member) : leadsCopy.work.someone;
};
/** Opens and closes a lead's details, in its card or its table row. */
export function DetailsButton({
  label,
  detailsId,
  expanded,
  onToggle,
  className = "",
}: {
  label: string;
  detailsId: string;
  expanded: boolean;
  onToggle: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={`${linkButtonClasses} ${className}`}
      aria-expanded={expanded}
      aria-controls={expanded ? detailsId : undefined}
      aria-label={label}
      onClick={onToggle}
    >
      {leadsCopy.quotes.showDetails}
    </button>
  );
}

/**
 * Which leads show their details. A link to one lead (the firm's notice e-mail:
 * ?view=leads&quote=<id>) opens it and scrolls to it, in the table on a wide screen or the card
 * on a phone, whichever is shown.
 */
export function useOpenLeads(openId: string | null, detailsIds: (leadId: string) => string[]) {
  const [open, setOpen] = useState<Set<string>>(() => new Set(openId ? [openId] : []));
  // A link followed while the leads are open (from today's list) opens its lead too.
  const [linked, setLinked] = useState(openId);
  if (openId !== linked) {
    setLinked(openId);
    if (openId) setOpen((current) => (current.has(openId) ? current : new Set(current).add(openId)));
  }
  useEffect(() => {
    if (!linked) return;
    detailsIds(linked)
      .map((elementId) => document.getElementById(elementId))
      .find((element) => element?.offsetParent !== null)
      ?.scrollIntoView({ block: "center" });
    // Once for each link followed; the ids derive from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linked]);
  const toggle = (leadId: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(leadId)) next.delete(leadId);
      else next.add(leadId);
      return next;
    });
  return { isOpen: (leadId: string) => open.has(leadId), toggle };
}

/** A lead's status, owner and follow-up at a glance, in its card or its table row. */
export function WorkSummary({ lead, staff }: { lead: WorkedLead; staff: StaffMember[] }) {
  const owner = lead.owner_id ? ownerLabel(staff, lead.owner_id) : null;
  const due = followUpDue(lead.follow_up_on);
  return (
    <div className="space-y-1">
      <Badge size="sm" tone={lead.status === "new" ? "accent" : "neutral"}>
        {statusLabel(lead.status)}
      </Badge>
      {lead.restricted_at && (
        <p className="text-sm font-semibold text-red-800">{leadsCopy.work.rights.restrictedMark}</p>
      )}
      {owner && <p className="text-sm break-all text-slate-700">{owner}</p>}
      {lead.follow_up_on && (
        <p className={due ? "text-sm font-semibold text-red-700" : "text-sm text-slate-700"}>
          {leadsCopy.work.followUpDue(formatFollowUp(lead.follow_up_on))}
        </p>
      )}
    </div>
  );
}

/** Who is on the staff and what has been done with each lead: what the lists and exports add to a lead. */
export interface LeadWorkContext {
  staff: readonly StaffMember[];
  activity: ReadonlyMap<string, LeadActivity[]>;
}

/** The export's columns for a lead's work: status, owner, next follow-up and the whole history. */
export function workCsvColumns<Lead extends WorkedLead>(
  staff: readonly StaffMember[],
  activity: ReadonlyMap<string, LeadActivity[]>,
): CsvColumn<Lead>[] {
  const columns = leadsCopy.exportColumns;
  return [
    { header: columns.status, value: (lead) => statusLabel(lead.status) },
    {
      header: columns.owner,
      value: (lead) => (lead.owner_id ? ownerLabel(staff, lead.owner_id) : ""),
    },
    // A date alone: spreadsheets read yyyy-mm-dd as a date.
    { header: columns.followUp, value: (lead) => lead.follow_up_on },
    {
      header: columns.history,
      value: (lead) => (activity.get(lead.id) ?? []).map((item) => activityLine(item, spreadsheetDateTime)).join("\n"),
    },
  ];
}
