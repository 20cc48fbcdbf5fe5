import { callBackWhen as callBackDayAndSlot, telHref } from "#kernel/schemas/contact-constants.ts";
import type { ContactLead } from "../api/list-contacts";
import { leadsCopy } from "./copy";
import { spreadsheetDateTime } from "../lib/format";
import type { LeadWorkContext } from "./lead-details";
import {
  ConfirmationAndReference,
  Detail,
  DetailList,
  LeadSection,
  leadsCsv,
  type LeadListKind,
  type ListWork,
} from "./lead-section";

const copy = leadsCopy.contacts;
const columns = copy.columns;

/** "Call back" or "Message only": the kind of request, for the filter and the list. */
const requestKind = (contact: ContactLead) => (contact.call_back ? copy.callBackLabels.yes : copy.callBackLabels.no);

/** When the person asked to be rung, or that they did not. */
const callBackWhen = (contact: ContactLead) => callBackDayAndSlot(contact) ?? copy.noCallBack;

function ContactDetails({ contact }: { contact: ContactLead }) {
  return (
    <DetailList>
      <Detail term={columns.callBack}>{callBackWhen(contact)}</Detail>
      <Detail term={columns.phone}>
        {contact.phone ? (
          <a className="text-teal-700 underline" href={telHref(contact.phone)}>
            {contact.phone}
          </a>
        ) : (
          "—"
        )}
      </Detail>
      <Detail term={columns.message} className="sm:col-span-2" descriptionClassName="break-words whitespace-pre-line">
        {contact.message}
      </Detail>
      <ConfirmationAndReference
        lead={contact}
        labels={{
          confirmation: columns.confirmation,
          sent: copy.confirmationSent,
          notSent: copy.confirmationNotSent,
          reference: columns.reference,
        }}
      />
    </DetailList>
  );
}

/** Contact requests: the message of each, and whether and when the person asked to be rung. */
export const contactList: LeadListKind<ContactLead> = {
  kind: "contact",
  copy,
  count: (shown, total) => `${copy.count(shown, total)}. ${copy.intro}`,
  access: { exported: "exported_contacts", opened: "opened_contact" },
  csvColumns: [
    { header: columns.received, value: (contact) => spreadsheetDateTime(contact.created_at) },
    { header: columns.name, value: (contact) => contact.name },
    { header: columns.email, value: (contact) => contact.email },
    { header: columns.phone, value: (contact) => contact.phone },
    { header: columns.callBack, value: callBackWhen },
    { header: columns.message, value: (contact) => contact.message },
    { header: columns.confirmation, value: (contact) => spreadsheetDateTime(contact.confirmation_sent_at) },
    { header: columns.reference, value: (contact) => contact.id },
  ],
  audience: requestKind,
  searchable: (contact) => [contact.name, contact.email, contact.phone, contact.message],
  receivedLabel: columns.received,
  columns: [columns.callBack, columns.phone],
  cells: (contact) => [callBackWhen(contact), contact.phone ?? "—"],
  name: (contact) => contact.name,
  email: (contact) => contact.email,
  phone: (contact) => contact.phone,
  card: (contact) => (
    <p className="text-sm text-slate-800">
      {contact.call_back ? copy.callBackTime(callBackWhen(contact)) : copy.noCallBack}
    </p>
  ),
  details: (contact) => <ContactDetails contact={contact} />,
  correctable: (contact) => [
    { name: "name", label: "Name", value: contact.name, type: "text", required: true },
    { name: "email", label: "E-mail address", value: contact.email, type: "email", required: true },
    { name: "phone", label: "Phone", value: contact.phone, type: "tel", required: false },
  ],
};

export const contactsCsv = (contacts: ContactLead[], work: LeadWorkContext): string =>
  leadsCsv(contactList, contacts, work);

/** Contact requests, newest first: search and filters, the message and work of each, and a CSV export. */
export const ContactsSection = ({
  contacts,
  openContactId = null,
  ...work
}: { contacts: ContactLead[]; openContactId?: string | null } & ListWork) => (
  <LeadSection list={contactList} leads={contacts} openId={openContactId} {...work} />
);
