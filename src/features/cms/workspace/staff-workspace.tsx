/**
 * The staff area once a member of staff is signed in: articles, categories,
 * the leads dashboard and, for admins, the staff. Loaded only for staff
 * (cms-page.tsx); the editor and the dashboard load only when opened.
 */
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { Spinner } from "~/components/ui/spinner";
import { paths } from "~/config/paths";
import { cx } from "~/lib/cx";
import { QueryProvider } from "~/lib/query-client";
import { loadSupabase } from "~/lib/load-supabase";
import { signOut } from "~/lib/sign-out";
import { useNewLeadCount } from "../api/count-new-leads";
import { cmsKeys } from "../api/keys";
import { leadsCopy } from "../leads/copy";
import { navCopy, pageCopy } from "../copy";
import { sessionCopy } from "../auth/copy";
import { staffCopy } from "../staff/copy";
import { noteIdleSignOut, watchIdle } from "../auth/idle-sign-out";
import { sessionEnded, watchSessionValidity } from "../auth/session-check";
import { SignOutButton } from "../auth/sign-out-button";
import { ArticlesView } from "../articles/articles-view";
import { PasswordView } from "../auth/password-view";
import { CategoriesView } from "../articles/categories-view";
import { LeaveGuardDialog } from "../articles/leave-guard-dialog";
import { CONTENT_VIEWS, isContentView, useView, viewSearch, type View } from "./view-state";

const ArticleEditor = lazy(() => import("../articles/article-editor"));
const LeadsView = lazy(() => import("../leads/leads-view"));
const StaffView = lazy(() => import("../staff/staff-view").then((module) => ({ default: module.StaffView })));
const PricesView = lazy(() => import("../prices/prices-view").then((module) => ({ default: module.PricesView })));
const TestimonialsView = lazy(() =>
  import("../testimonials/testimonials-view").then((module) => ({ default: module.TestimonialsView })),
);
const PeopleView = lazy(() => import("../people/people-view").then((module) => ({ default: module.PeopleView })));
const LaunchView = lazy(() => import("../launch/launch-view").then((module) => ({ default: module.LaunchView })));
const FirmView = lazy(() => import("../firm/firm-view").then((module) => ({ default: module.FirmView })));

const tabs: { view: View; label: string; for?: "admins" | "leads" }[] = [
  { view: { name: "articles" }, label: navCopy.articles },
  { view: { name: "categories" }, label: navCopy.categories },
  { view: { name: "leads" }, label: navCopy.leads, for: "leads" },
  { view: { name: "launch" }, label: navCopy.siteContent },
  { view: { name: "staff" }, label: navCopy.staff, for: "admins" },
];

/** The Site content tab's own views: the launch checklist first, then each kind of content. */
function ContentNav({ current }: { current: (typeof CONTENT_VIEWS)[number] }) {
  return (
    <nav aria-label={navCopy.siteContent} className="mb-6">
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {CONTENT_VIEWS.map((name) => (
          <li key={name}>
            <Link
              to={`${paths.cms.href()}${viewSearch({ name })}`}
              aria-current={name === current ? "page" : undefined}
              className={cx(
                "inline-flex min-h-11 items-center font-semibold underline-offset-4 focus-visible:outline-3 focus-visible:outline-teal-600",
                name === current ? "text-navy-900 underline decoration-2" : "text-teal-800 hover:underline",
              )}
            >
              {navCopy[name]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Loading() {
  return (
    <p role="status" className="flex items-center gap-3 py-8 text-navy-900">
      <Spinner className="h-5 w-5 text-teal-700" />
      {pageCopy.loadingWorkspace}
    </p>
  );
}

/** How many leads nobody has worked yet, beside the Leads tab; read again every 30 seconds. */
function NewLeadsBadge({ current }: { current: boolean }) {
  const { data: count } = useNewLeadCount();
  if (!count) return null;
  return (
    <span
      className={cx(
        "ml-2 rounded-full px-2 py-0.5 text-xs font-bold",
        current ? "bg-white text-navy-900" : "bg-accent-500 text-navy-950",
      )}
    >
      {leadsCopy.newLeads(count)}
    </span>
  );
}

/** Leads and drafts leave the browser's memory when the staff area closes (sign-out, or leaving the page). */
function ForgetOnClose() {
  const client = useQueryClient();
  useEffect(() => () => client.removeQueries({ queryKey: cmsKeys.all }), [client]);
  return null;
}

/** Signs out after IDLE_MINUTES without input in any staff tab, and says why on the sign-in screen. */
function SignOutWhenIdle() {
  useEffect(
    () =>
      watchIdle({
        onIdle: () => {
          noteIdleSignOut();
          void signOut({ message: null });
        },
      }),
    [],
  );
  return null;
}

/** Signs out here as soon as Auth says the session has ended elsewhere (auth/session-check.ts). */
function SignOutWhenSessionEnds() {
  useEffect(
    () =>
      watchSessionValidity({
        stillValid: async () => {
          const { auth } = await loadSupabase();
          const { error } = await auth.getUser();
          return !sessionEnded(error);
        },
        onEnded: () => void signOut({ scope: "local", message: null }),
      }),
    [],
  );
  return null;
}

/** After the view changes (not on first load), focus goes to its heading, as after a page change. */
function useFocusViewHeading(key: string) {
  const container = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const focusHeading = () => {
      const heading = container.current?.querySelector<HTMLElement>("h2[tabindex='-1']");
      if (!heading) return false;
      heading.focus();
      return true;
    };
    if (focusHeading()) return;
    // A lazily loaded view renders its heading a moment later.
    const observer = new MutationObserver(() => focusHeading() && observer.disconnect());
    if (container.current) observer.observe(container.current, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), 5000);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [key]);
  return container;
}

/**
 * On a phone, staff who work leads open the staff area on the leads, today's work first: what a
 * partner opens it for between meetings. Only the bare address does this; any view named in it,
 * a tab or Back go where they say.
 */
function useLeadsFirstOnPhones(worksLeads: boolean, go: (next: View, options?: { replace?: boolean }) => void) {
  const [params] = useSearchParams();
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    const phone = window.matchMedia("(max-width: 767px)").matches;
    if (worksLeads && phone && [...params.keys()].length === 0) go({ name: "leads" }, { replace: true });
    // Once, as the staff area opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

export default function StaffWorkspace({
  email,
  isAdmin,
  worksLeads,
}: {
  email: string;
  isAdmin: boolean;
  worksLeads: boolean;
}) {
  const [view, go] = useView();
  useLeadsFirstOnPhones(worksLeads, go);
  const container = useFocusViewHeading(view.name === "editor" ? `editor:${view.id ?? "new"}` : view.name);
  const activeTab = view.name === "editor" ? "articles" : isContentView(view.name) ? "launch" : view.name;

  return (
    <QueryProvider>
      <LeaveGuardDialog />
      <ForgetOnClose />
      <SignOutWhenIdle />
      <SignOutWhenSessionEnds />
      <div className="flex flex-col gap-4 border-b border-slate-200 pb-4 sm:flex-row sm:items-center sm:justify-between">
        <nav aria-label={navCopy.label}>
          <ul className="flex flex-wrap gap-2">
            {tabs
              .filter((tab) => (tab.for === "admins" ? isAdmin : tab.for === "leads" ? worksLeads : true))
              .map((tab) => {
                const current = tab.view.name === activeTab;
                return (
                  <li key={tab.view.name}>
                    <Link
                      to={`${paths.cms.href()}${viewSearch(tab.view)}`}
                      aria-current={current ? "page" : undefined}
                      className={cx(
                        "inline-flex min-h-11 items-center rounded-lg px-4 font-semibold focus-visible:outline-3 focus-visible:outline-teal-600",
                        current ? "bg-navy-900 text-white" : "text-navy-900 hover:bg-navy-900/5",
                      )}
                    >
                      {tab.label}
                      {tab.view.name === "leads" && <NewLeadsBadge current={current} />}
                    </Link>
                  </li>
                );
              })}
          </ul>
        </nav>
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
          <span>{sessionCopy.signedInAs(email)}</span>
          <Link
            to={`${paths.cms.href()}${viewSearch({ name: "password" })}`}
            aria-current={view.name === "password" ? "page" : undefined}
            className="inline-flex min-h-11 items-center font-semibold text-teal-800 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-teal-600"
          >
            {navCopy.password}
          </Link>
          <SignOutButton size="sm" />
        </div>
      </div>
      <div ref={container} className="pt-8">
        {isContentView(view.name) && <ContentNav current={view.name} />}
        <Suspense fallback={<Loading />}>
          {view.name === "articles" && <ArticlesView onNew={() => go({ name: "editor", id: null })} />}
          {view.name === "editor" && (
            <ArticleEditor
              key={view.id ?? "new"}
              id={view.id}
              onCreated={(id) => go({ name: "editor", id }, { replace: true })}
              onClose={() => go({ name: "articles" })}
            />
          )}
          {view.name === "categories" && <CategoriesView />}
          {view.name === "leads" &&
            (worksLeads ? <LeadsView /> : <p className="text-slate-700">{staffCopy.leadsForWriters}</p>)}
          {view.name === "staff" &&
            (isAdmin ? <StaffView email={email} /> : <p className="text-slate-700">{staffCopy.adminsOnly}</p>)}
          {view.name === "launch" && <LaunchView worksLeads={worksLeads} />}
          {view.name === "firm" && <FirmView isAdmin={isAdmin} />}
          {view.name === "prices" && <PricesView isAdmin={isAdmin} />}
          {view.name === "people" && <PeopleView isAdmin={isAdmin} />}
          {view.name === "testimonials" && <TestimonialsView isAdmin={isAdmin} worksLeads={worksLeads} />}
          {view.name === "password" && <PasswordView onDone={() => go({ name: "articles" })} />}
        </Suspense>
      </div>
    </QueryProvider>
  );
}
