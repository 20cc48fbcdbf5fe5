import { Alert } from "~/components/ui/alert";
import { noAccessCopy } from "./copy";
import { SignOutButton } from "./sign-out-button";

/** A signed-in account without the staff role: a plain explanation and a way out, never the CMS. */
export function NoStaffAccess({ email }: { email: string }) {
  return (
    <div className="mx-auto max-w-xl">
      <Alert tone="destructive" role="alert" title={noAccessCopy.title}>
        <p>{noAccessCopy.body(email)}</p>
        <SignOutButton />
      </Alert>
    </div>
  );
}
