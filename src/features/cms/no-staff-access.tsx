import { useState } from "react";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { signOut } from "./api/sign-out";
import { noAccessCopy, sessionCopy } from "./copy";

/** A signed-in account without the staff role: a plain explanation and a way out, never the CMS. */
export function NoStaffAccess({ email }: { email: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <div className="mx-auto max-w-xl">
      <Alert tone="destructive" role="alert" title={noAccessCopy.title}>
        <p>{noAccessCopy.body(email)}</p>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void signOut().finally(() => setBusy(false));
          }}
        >
          {sessionCopy.signOut}
        </Button>
      </Alert>
    </div>
  );
}
