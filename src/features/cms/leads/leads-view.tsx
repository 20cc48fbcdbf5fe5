/**
 * The leads dashboard (staff only, loaded when opened): today's work first (follow-ups, call backs
 * and new leads, most urgent first), then quote requests, contact requests and eBook sign-ups, each
 * lead with its work, then the e-mails not yet sent, the headline A/B result and the tools. Every
 * figure is read fresh when the dashboard opens, every 30 seconds while it is open, and on Refresh.
 */
import { type UseQueryResult, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useId, useMemo, useRef } from "react";
import { useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { useRecordAccess } from "../api/access-log";
import { cmsKeys } from "../api/keys";
import { useContacts } from "../api/list-contacts";
import { useUnsentMail } from "../api/list-mail";
import { activityByLead, useLeadActivity } from "../api/lead-activity";
import { useQuotes } from "../api/list-quotes";
import { useStaff } from "../api/list-staff";
import { useRetryMail } from "../api/retry-mail";
import { useSignups } from "../api/list-signups";
import { leadsCopy as copy } from "./copy";
import { AccessLogSection } from "../reports/access-log-section";
import { ContactsSection } from "./contacts-section";
import { HeadlineTestSection } from "../reports/headline-test-section";
import { MailSection } from "./mail-section";
import { QueryError } from "../ui/query-error";
import { PersonalDataSection } from "../privacy/personal-data-section";
import { QuotesSection } from "./quotes-section";
import { SectionLoading } from "../ui/section-loading";
import { SignupsSection } from "./signups-section";
import { TaxTipsSection } from "../tax-tips/tax-tips-section";
import { TodaySection } from "./today-section";
import { CalendarSection } from "./calendar-section";

/** A part of the dashboard once its data is in: a placeholder until then, or what went wrong and a retry. */
function Loaded<Data>({
  query,
  label,
  pending,
  children,
}: {
  query: UseQueryResult<Data>;
  label: string;
  /** What else the part waits for. */
  pending: boolean;
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending || pending) return <SectionLoading label={label} />;
  if (query.isError)
    return (
      <QueryError
        title={copy.loadFailed}
        error={query.error}
        retryLabel={copy.retry}
        onRetry={() => void query.refetch()}
      />
    );
  return children(query.data);
}

export default function LeadsView() {
  const id = useId();
  const client = useQueryClient();
  const quotes = useQuotes();
  const signups = useSignups();
  const contacts = useContacts();
  const mail = useUnsentMail();
  const staff = useStaff();
  const activity = useLeadActivity();
  const [params] = useSearchParams();
  const retry = useRetryMail();
  const refreshing = quotes.isFetching || signups.isFetching || contacts.isFetching || mail.isFetching;
  // Both lists need who is on the staff and what has been done with each lead.
  const work = staff.isError ? staff : activity.isError ? activity : null;
  const workPending = staff.isPending || activity.isPending;
  const activityMap = useMemo(() => activityByLead(activity.data ?? []), [activity.data]);
  const listWork = { staff: staff.data ?? [], activity: activityMap };
  // Opening the dashboard shows every lead's name and address: recorded once, when every list arrives.
  const record = useRecordAccess();
  const recorded = useRef(false);
  useEffect(() => {
    if (recorded.current || !quotes.data || !signups.data || !contacts.data) return;
    recorded.current = true;
    record("opened_leads", null, quotes.data.length + signups.data.length + contacts.data.length);
  }, [quotes.data, signups.data, contacts.data, record]);

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id={`${id}-heading`} tabIndex={-1} className="text-2xl font-bold text-navy-900 outline-none">
            {copy.heading}
          </h2>
          <p className="mt-1 max-w-3xl text-slate-700 max-sm:hidden">{copy.intro}</p>
        </div>
        <Button
          variant="secondary"
          disabled={refreshing}
          onClick={() => void client.invalidateQueries({ queryKey: cmsKeys.leads })}
        >
          {refreshing ? copy.refreshing : copy.refresh}
        </Button>
      </div>

      {quotes.data && contacts.data && signups.data && !workPending && (
        <TodaySection quotes={quotes.data} contacts={contacts.data} signups={signups.data} />
      )}

      <CalendarSection />

      {work ? (
        <QueryError
          title={copy.loadFailed}
          error={work.error}
          retryLabel={copy.retry}
          onRetry={() => void work.refetch()}
        />
      ) : (
        <>
          <Loaded query={quotes} label={copy.quotes.heading} pending={workPending}>
            {(data) => <QuotesSection quotes={data} openQuoteId={params.get("quote")} {...listWork} />}
          </Loaded>
          <Loaded query={contacts} label={copy.contacts.heading} pending={workPending}>
            {(data) => <ContactsSection contacts={data} openContactId={params.get("contact")} {...listWork} />}
          </Loaded>
          <Loaded query={signups} label={copy.signups.heading} pending={workPending}>
            {(data) => <SignupsSection signups={data} openSignupId={params.get("signup")} {...listWork} />}
          </Loaded>
        </>
      )}

      <Loaded
        query={mail}
        label={copy.mail.heading}
        pending={quotes.isPending || signups.isPending || contacts.isPending}
      >
        {(messages) => (
          // Shown whole only when every message can be named; the lists' own errors appear below.
          <MailSection
            messages={messages}
            quotes={quotes.data ?? []}
            signups={signups.data ?? []}
            contacts={contacts.data ?? []}
            onRetry={(messageId) => retry.mutate(messageId)}
            retryingId={retry.isPending ? (retry.variables ?? null) : null}
            retryError={retry.error}
          />
        )}
      </Loaded>

      <HeadlineTestSection />

      <TaxTipsSection />
      <PersonalDataSection />
      <AccessLogSection />
    </section>
  );
}
