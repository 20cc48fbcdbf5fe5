import { useState } from "react";
import { Button, type ButtonSize } from "~/components/ui/button";
import { mayLeave } from "~/lib/leave-guard";
import { signOut } from "~/lib/sign-out";
import { sessionCopy } from "./copy";

/** The staff area's Sign out, disabled while the request is under way. */
export function SignOutButton({ size }: { size?: ButtonSize }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      size={size}
      disabled={busy}
      onClick={() => {
        void mayLeave().then((leave) => {
          if (!leave) return;
          setBusy(true);
          void signOut().finally(() => setBusy(false));
        });
      }}
    >
      {sessionCopy.signOut}
    </Button>
  );
}
