/** Ending every session of the account at once: for a lost phone or a password that may have been seen. */
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { signOut } from "~/lib/sign-out";
import { everywhereCopy as copy } from "./copy";
import { ConfirmDialog } from "../ui/confirm-dialog";

export function SignOutEverywhere() {
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8 max-w-md">
      <Card className="sm:p-8">
        <h2 id={`${id}-heading`} className="text-xl font-bold text-navy-900">
          {copy.heading}
        </h2>
        <p className="mt-2 text-slate-700">{copy.intro}</p>
        <Button variant="secondary" className="mt-5" onClick={() => setConfirming(true)}>
          {copy.button}
        </Button>
      </Card>
      <ConfirmDialog
        open={confirming}
        title={copy.confirmTitle}
        body={copy.confirmBody}
        confirmLabel={copy.confirm}
        cancelLabel={copy.cancel}
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setBusy(true);
          void signOut({ scope: "global", message: copy.done }).finally(() => {
            setBusy(false);
            setConfirming(false);
          });
        }}
      />
    </section>
  );
}
