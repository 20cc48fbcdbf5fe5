import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { useRecordAccess } from "../api/access-log";
import type { Signup } from "../api/list-signups";
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

const copy = leadsCopy.signups;
const columns = copy.columns;

const campaignName = (campaignId: string) => copy.campaigns[campaignId] ?? campaignId;
const consentLabel = (signup: Signup) => copy.consentStatus[signup.consent.status];
const consentWithTime = (signup: Signup) => copy.consentSince(consentLabel(signup), formatDateTime(signup.consent.at));

const consentTone: Record<Signup["consent"]["status"], string> = {
  confirmed: "bg-teal-50 text-teal-900 ring-teal-700/30",
  unconfirmed: "bg-amber-50 text-amber-900 ring-amber-700/30",
  withdrawn: "bg-red-50 text-red-900 ring-red-700/30",
};

/** The consent mark of a card and a detail: never colour alone, the word says it. */
function ConsentMark({ signup }: { signup: Signup }) {
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-sm font-semibold ring-1 ring-inset ${consentTone[signup.consent.status]}`}
    >
      {consentWithTime(signup)}
    </span>
  );
}
const signupName = (signup: Signup) => [signup.first_name, signup.last_name].filter(Boolean).join(" ");

const csvColumns = (work: LeadWorkContext): CsvColumn<Signup>[] => [
  { header: columns.signedUp, value: (signup) => spreadsheetDateTime(signup.created_at) },
  { header: columns.firstName, value: (signup) => signup.first_name },
  { header: columns.lastName, value: (signup) => signup.last_name },
  { header: columns.email, value: (signup) => signup.email },
  { header: columns.campaign, value: (signup) => signup.campaign_id },
  { header: columns.consent, value: (signup) => signup.consent_wording },
  { header: columns.consentedAt, value: (signup) => spreadsheetDateTime(signup.consented_at) },
  { header: columns.marketing, value: consentLabel },
  { header: columns.marketingSince, value: (signup) => spreadsheetDateTime(signup.consent.at) },
  { header: columns.downloaded, value: (signup) => spreadsheetDateTime(signup.downloaded_at) },
  ...workCsvColumns<Signup>(work.staff, work.activity),
];

export const signupsCsv = (signups: Signup[], work: LeadWorkContext): string => toCsv(csvColumns(work), signups);

/** The consent record of a sign-up: exactly what the person agreed to, and when, and whether it stands. */
function SignupDetails({ signup }: { signup: Signup }) {
  return (
    <dl className="grid gap-x-8 gap-y-3 bg-slate-50 px-3 py-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <dt className="font-semibold text-navy-900">{columns.marketing}</dt>
        <dd className="mt-1">
          <ConsentMark signup={signup} />
        </dd>
      </div>
      <div className="sm:col-span-2">
        <dt className="font-semibold text-navy-900">{columns.consent}</dt>
        <dd>“{signup.consent_wording}”</dd>
      </div>
      <div>
        <dt className="font-semibold text-navy-900">{columns.consentedAt}</dt>
        <dd>{formatDateTime(signup.consented_at)}</dd>
      </div>
      <div>
        <dt className="font-semibold text-navy-900">{columns.campaign}</dt>
        <dd>{campaignName(signup.campaign_id)}</dd>
      </div>
    </dl>
  );
}

/** eBook sign-ups, newest first: search and filters, the consent record and work of each, and a CSV export. */
export function SignupsSection({
  signups,
  openSignupId = null,
  staff,
  activity,
}: {
  signups: Signup[];
  openSignupId?: string | null;
  staff: StaffMember[];
  activity: LeadWorkContext["activity"];
}) {
  const id = useId();
  const [filters, setFilters] = useState<LeadFilters>(noLeadFilters);
  const record = useRecordAccess();
  const shown = filterLeads(signups, filters, {
    audience: (signup) => signup.campaign_id,
    searchable: (signup) => [signupName(signup), signup.email],
  });
  const downloaded = (signup: Signup) =>
    signup.downloaded_at ? formatDateTime(signup.downloaded_at) : copy.notDownloaded;

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h3 id={`${id}-heading`} className="text-xl font-bold text-navy-900">
            {copy.heading}
          </h3>
          <p className="text-slate-700" role="status">
            {shown.length === signups.length
              ? copy.count(signups.length)
              : copy.shownCount(shown.length, signups.length)}
            . {copy.intro}
          </p>
          <p className="text-sm text-slate-700">
            {copy.consentSummary(
              new Set(
                signups
                  // As the tax tips count: a restricted sign-up gets no marketing.
                  .filter((signup) => signup.consent.status === "confirmed" && !signup.restricted_at)
                  .map((signup) => signup.email.toLowerCase()),
              ).size,
              signups.filter((signup) => signup.consent.status === "unconfirmed").length,
              signups.filter((signup) => signup.consent.status === "withdrawn").length,
            )}
          </p>
        </div>
        <Button
          variant="secondary"
          disabled={signups.length === 0}
          onClick={() => {
            const rows = filtersActive(filters) ? shown : signups;
            downloadCsv(csvFileName(copy.csvPrefix), signupsCsv(rows, { staff, activity }));
            record("exported_signups", null, rows.length);
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
        audiences={audienceOptions(
          signups.map((signup) => signup.campaign_id),
          campaignName,
        )}
      />
      {signups.length === 0 ? (
        <EmptyNote>{copy.empty}</EmptyNote>
      ) : shown.length === 0 ? (
        <EmptyNote>{copy.noMatch}</EmptyNote>
      ) : (
        <LeadList
          leads={shown}
          caption={copy.caption}
          receivedLabel={columns.signedUp}
          columns={[columns.campaign, columns.marketing, columns.downloaded]}
          staff={staff}
          onOpen={(lead) => record("opened_signup", lead.id)}
          openId={openSignupId}
          name={signupName}
          email={(signup) => signup.email}
          detailsLabel={copy.showDetailsLabel}
          card={(signup) => (
            <>
              <ConsentMark signup={signup} />
              <p className="text-sm text-slate-700">
                {columns.downloaded}: {downloaded(signup)}
              </p>
            </>
          )}
          cells={(signup) => [campaignName(signup.campaign_id), <ConsentMark signup={signup} />, downloaded(signup)]}
          details={(signup, name) => (
            <>
              <SignupDetails signup={signup} />
              <LeadWorkPanel
                kind="signup"
                lead={signup}
                name={name}
                staff={staff}
                activity={activity.get(signup.id) ?? []}
                details={[
                  { name: "first_name", label: "First name", value: signup.first_name, type: "text", required: true },
                  { name: "last_name", label: "Last name", value: signup.last_name, type: "text", required: false },
                ]}
              />
            </>
          )}
        />
      )}
    </section>
  );
}
