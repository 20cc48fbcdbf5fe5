import type { Signup } from "../api/list-signups";
import { leadsCopy } from "./copy";
import { formatDateTime, spreadsheetDateTime } from "../lib/format";
import type { LeadWorkContext } from "./lead-details";
import { Detail, DetailList, LeadSection, leadsCsv, type LeadListKind, type ListWork } from "./lead-section";

const copy = leadsCopy.signups;
const columns = copy.columns;

const campaignName = (campaignId: string) => copy.campaigns[campaignId] ?? campaignId;
const consentLabel = (signup: Signup) => copy.consentStatus[signup.consent.status];
const consentWithTime = (signup: Signup) => copy.consentSince(consentLabel(signup), formatDateTime(signup.consent.at));
const downloaded = (signup: Signup) =>
  signup.downloaded_at ? formatDateTime(signup.downloaded_at) : copy.notDownloaded;

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

/** The consent record of a sign-up: exactly what the person agreed to, and when, and whether it stands. */
function SignupDetails({ signup }: { signup: Signup }) {
  return (
    <DetailList>
      <Detail term={columns.marketing} className="sm:col-span-2" descriptionClassName="mt-1">
        <ConsentMark signup={signup} />
      </Detail>
      <Detail term={columns.consent} className="sm:col-span-2">
        “{signup.consent_wording}”
      </Detail>
      <Detail term={columns.consentedAt}>{formatDateTime(signup.consented_at)}</Detail>
      <Detail term={columns.campaign}>{campaignName(signup.campaign_id)}</Detail>
    </DetailList>
  );
}

/** How many may be sent marketing, and how many may not yet or no longer. */
function ConsentSummary({ signups }: { signups: readonly Signup[] }) {
  return (
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
  );
}

/** eBook sign-ups: the consent record of each, and whether the person downloaded the eBook. */
export const signupList: LeadListKind<Signup> = {
  kind: "signup",
  copy,
  count: (shown, total) => `${shown === total ? copy.count(total) : copy.shownCount(shown, total)}. ${copy.intro}`,
  note: (signups) => <ConsentSummary signups={signups} />,
  access: { exported: "exported_signups", opened: "opened_signup" },
  csvColumns: [
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
  ],
  audience: (signup) => signup.campaign_id,
  audienceLabel: campaignName,
  searchable: (signup) => [signupName(signup), signup.email],
  receivedLabel: columns.signedUp,
  columns: [columns.campaign, columns.marketing, columns.downloaded],
  cells: (signup) => [campaignName(signup.campaign_id), <ConsentMark signup={signup} />, downloaded(signup)],
  name: signupName,
  email: (signup) => signup.email,
  card: (signup) => (
    <>
      <ConsentMark signup={signup} />
      <p className="text-sm text-slate-700">
        {columns.downloaded}: {downloaded(signup)}
      </p>
    </>
  ),
  details: (signup) => <SignupDetails signup={signup} />,
  correctable: (signup) => [
    { name: "first_name", label: "First name", value: signup.first_name, type: "text", required: true },
    { name: "last_name", label: "Last name", value: signup.last_name, type: "text", required: false },
  ],
};

export const signupsCsv = (signups: Signup[], work: LeadWorkContext): string => leadsCsv(signupList, signups, work);

/** eBook sign-ups, newest first: search and filters, the consent record and work of each, and a CSV export. */
export const SignupsSection = ({
  signups,
  openSignupId = null,
  ...work
}: { signups: Signup[]; openSignupId?: string | null } & ListWork) => (
  <LeadSection list={signupList} leads={signups} openId={openSignupId} {...work} />
);
