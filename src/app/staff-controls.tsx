import { mayLeave } from "~/lib/leave-guard";
import { useEffect } from "react";
import { SmartLink } from "~/components/ui/smart-link";
import { firm } from "~/config/firm";
import { paths } from "~/config/paths";
import { footerText } from "~/content/footer";
import { useStaffSession } from "~/lib/staff-session";
import { hasStoredSession } from "~/lib/stored-session";

/**
 * The auth client loads only when a session is stored (here, or later by
 * another tab): a visitor's pages never download supabase-js for the footer.
 */
function useSessionWatcher() {
  useEffect(() => {
    const start = () => {
      if (hasStoredSession()) void import("~/lib/watch-staff-session").then((module) => module.watchStaffSession());
    };
    start();
    window.addEventListener("storage", start);
    return () => window.removeEventListener("storage", start);
  }, []);
}

/**
 * Signed-in staff see the CMS link and Sign Out; everyone else sees Sign In,
 * which opens the client portal in a new tab.
 */
export function StaffControls() {
  useSessionWatcher();
  const session = useStaffSession();
  if (session.status === "signedIn") {
    return (
      <>
        <SmartLink href={paths.cms.href()} className="font-semibold text-white hover:underline">
          {footerText.cms}
        </SmartLink>
        <button
          type="button"
          onClick={() =>
            void mayLeave().then((leave) => leave && import("~/lib/sign-out").then((module) => module.signOut()))
          }
          className="font-semibold text-white hover:underline"
        >
          {footerText.signOut}
        </button>
      </>
    );
  }
  return (
    <SmartLink
      href={firm.clientPortalUrl}
      className="rounded-md bg-white px-3 py-1.5 font-semibold text-navy-900 hover:bg-slate-200"
    >
      {footerText.signIn}
    </SmartLink>
  );
}
