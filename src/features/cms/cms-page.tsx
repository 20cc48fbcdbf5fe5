/**
 * /knowledge/cms: the staff area. Served as a shell (robots.txt disallows it)
 * and rendered in the browser: signed out, the sign-in screen; signed in
 * without the staff role, a plain refusal; staff give their second factor
 * (setting it up the first time), then get the CMS and the leads dashboard,
 * whose code is fetched only then.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { Container } from "~/components/ui/container";
import { PageHeader } from "~/components/ui/page-header";
import { Spinner } from "~/components/ui/spinner";
import { useStaffSession } from "~/lib/staff-session";
import { watchStaffSession } from "~/lib/watch-staff-session";
import { takeRecoveryLink } from "./api/password";
import { head as pageHead, pageCopy } from "./copy";
import { ForgotPasswordForm } from "./auth/forgot-password-form";
import { NoStaffAccess } from "./auth/no-staff-access";
import { SecondFactorChallenge, SecondFactorEnrolment } from "./auth/second-factor";
import { SignInForm } from "./auth/sign-in-form";
import { PasswordView } from "./auth/password-view";

export const head = pageHead;

const StaffWorkspace = lazy(() => import("./workspace/staff-workspace"));

function Waiting({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-3 py-10 text-lg text-navy-900">
      <Spinner className="h-6 w-6 text-teal-700" />
      {label}
    </p>
  );
}

function StaffGate() {
  // The footer follows the same session: signing in here shows its CMS link and Sign Out.
  useEffect(() => watchStaffSession(), []);
  // Opened from a password reset link: its session opens "Choose a new password", or it has expired.
  // From an invitation: the newcomer chooses their password first, then sets up their second factor.
  const [linkFailure, setLinkFailure] = useState<string | null>(null);
  const [joining, setJoining] = useState(false);
  useEffect(() => {
    if (!window.location.hash) return;
    void takeRecoveryLink().then((link) => {
      if (link.kind === "failed") setLinkFailure(link.message);
      if (link.kind === "signedIn" && link.from === "invite") setJoining(true);
    });
  }, []);
  const session = useStaffSession();
  switch (session.status) {
    case "checking":
      return <Waiting label={pageCopy.checking} />;
    case "signedOut":
      if (linkFailure) return <ForgotPasswordForm notice={linkFailure} onBack={() => setLinkFailure(null)} />;
      return <SignInForm />;
    case "signedIn":
      if (!session.isStaff) return <NoStaffAccess email={session.email} />;
      if (joining) return <PasswordView welcome onDone={() => setJoining(false)} />;
      if (session.secondFactor === "missing") return <SecondFactorEnrolment />;
      if (session.secondFactor === "required") return <SecondFactorChallenge />;
      return (
        <Suspense fallback={<Waiting label={pageCopy.loadingWorkspace} />}>
          <StaffWorkspace email={session.email} isAdmin={session.isAdmin} worksLeads={session.worksLeads} />
        </Suspense>
      );
  }
}

export default function CmsPage() {
  return (
    <>
      <PageHeader size="sm" badge={pageCopy.badge} title={pageCopy.heading} lead={pageCopy.lead} />
      <Container className="py-6 sm:py-10">
        <StaffGate />
      </Container>
    </>
  );
}
