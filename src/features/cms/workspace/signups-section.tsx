import { useId } from "react";
import { Button } from "~/components/ui/button";
import type { Signup } from "../api/list-signups";
import { leadsCopy } from "../copy";
import { csvFileName, downloadCsv, toCsv, type CsvColumn } from "../lib/csv";
import { formatDateTime, spreadsheetDateTime } from "../lib/format";
import { cellClasses } from "./table";
import { DataTable, EmptyNote } from "./data-table";

const copy = leadsCopy.signups;
const columns = copy.columns;

const tableColumns = [
  columns.signedUp,
  columns.name,
  columns.email,
  columns.campaign,
  columns.consent,
  columns.consentedAt,
  columns.downloaded,
];

const csvColumns: CsvColumn<Signup>[] = [
  { header: columns.signedUp, value: (signup) => spreadsheetDateTime(signup.created_at) },
  { header: columns.firstName, value: (signup) => signup.first_name },
  { header: columns.lastName, value: (signup) => signup.last_name },
  { header: columns.email, value: (signup) => signup.email },
  { header: columns.campaign, value: (signup) => signup.campaign_id },
  { header: columns.consent, value: (signup) => signup.consent_wording },
  { header: columns.consentedAt, value: (signup) => spreadsheetDateTime(signup.consented_at) },
  { header: columns.downloaded, value: (signup) => spreadsheetDateTime(signup.downloaded_at) },
];

export const signupsCsv = (signups: Signup[]): string => toCsv(csvColumns, signups);

/** eBook sign-ups with their consent records (wording and time), newest first, and a CSV export. */
export function SignupsSection({ signups }: { signups: Signup[] }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h3 id={`${id}-heading`} className="text-xl font-bold text-navy-900">
            {copy.heading}
          </h3>
          <p className="text-slate-700">
            {copy.count(signups.length)}. {copy.intro}
          </p>
        </div>
        <Button
          variant="secondary"
          disabled={signups.length === 0}
          onClick={() => downloadCsv(csvFileName(copy.csvPrefix), signupsCsv(signups))}
        >
          {leadsCopy.downloadCsv}
        </Button>
      </div>
      {signups.length === 0 ? (
        <EmptyNote>{copy.empty}</EmptyNote>
      ) : (
        <>
          {/* A phone shows each sign-up as a card, so nothing scrolls sideways. */}
          <ul aria-label={copy.caption} className="space-y-3 md:hidden">
            {signups.map((signup) => (
              <li key={signup.id} className="space-y-1 rounded-xl border border-slate-200 bg-white p-4">
                <p className="font-semibold text-navy-900">
                  {[signup.first_name, signup.last_name].filter(Boolean).join(" ")}
                </p>
                <p className="break-all">
                  <a href={`mailto:${signup.email}`} className="text-teal-800 underline">
                    {signup.email}
                  </a>
                </p>
                <p className="text-sm text-slate-700">
                  {columns.consentedAt}: {formatDateTime(signup.consented_at)} · {columns.downloaded}:{" "}
                  {signup.downloaded_at ? formatDateTime(signup.downloaded_at) : copy.notDownloaded}
                </p>
                <p className="text-sm text-slate-800">“{signup.consent_wording}”</p>
              </li>
            ))}
          </ul>
          <div className="hidden md:block">
            <DataTable id={id} caption={copy.caption} columns={tableColumns}>
              {signups.map((signup) => (
                <tr key={signup.id}>
                  <td className={`${cellClasses} whitespace-nowrap`}>{formatDateTime(signup.created_at)}</td>
                  <th scope="row" className={`${cellClasses} font-semibold text-navy-900`}>
                    {[signup.first_name, signup.last_name].filter(Boolean).join(" ")}
                  </th>
                  <td className={`${cellClasses} break-all`}>
                    <a href={`mailto:${signup.email}`} className="text-teal-800 underline">
                      {signup.email}
                    </a>
                  </td>
                  <td className={cellClasses}>{signup.campaign_id}</td>
                  <td className={`${cellClasses} min-w-56`}>“{signup.consent_wording}”</td>
                  <td className={`${cellClasses} whitespace-nowrap`}>{formatDateTime(signup.consented_at)}</td>
                  <td className={`${cellClasses} whitespace-nowrap`}>
                    {signup.downloaded_at ? formatDateTime(signup.downloaded_at) : copy.notDownloaded}
                  </td>
                </tr>
              ))}
            </DataTable>
          </div>
        </>
      )}
    </section>
  );
}
