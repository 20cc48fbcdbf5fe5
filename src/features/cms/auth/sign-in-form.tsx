import { useId, useRef, useState, type FormEvent } from "react";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { controlClasses, Field } from "~/components/ui/field";
import { Spinner } from "~/components/ui/spinner";
import { signIn, type SignInResult } from "../api/sign-in";
import { passwordCopy, signInCopy } from "./copy";
import { ForgotPasswordForm } from "./forgot-password-form";
import { IDLE_MINUTES, takeIdleSignOutNotice } from "./idle-sign-out";
import { linkButtonClasses } from "../ui/table";

/** The staff sign-in screen shown at /knowledge/cms to anyone signed out. */
export function SignInForm() {
  const id = useId();
  const headingId = `${id}-heading`;
  const alertId = `${id}-alert`;
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<(SignInResult & { ok: false }) | null>(null);
  // Each failed attempt renders a new alert, so a screen reader announces a repeated message again.
  const [attempt, setAttempt] = useState(0);
  const [forgot, setForgot] = useState(false);
  // Read once per screen: the staff area signed itself out after a spell without input.
  const [idleNotice] = useState(takeIdleSignOutNotice);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    const result = await signIn(email, password);
    setSubmitting(false);
    if (result.ok) return; // The session change swaps this screen for the staff area.
    setFailure(result);
    setAttempt((count) => count + 1);
    if (result.kind === "missing") (email.trim() === "" ? emailRef : passwordRef).current?.focus();
    else if (result.kind === "credentials") passwordRef.current?.select();
  }

  const emailInvalid = failure?.kind === "missing" ? email.trim() === "" : failure?.kind === "credentials";
  const passwordInvalid = failure?.kind === "missing" ? password === "" : failure?.kind === "credentials";

  if (forgot) return <ForgotPasswordForm onBack={() => setForgot(false)} />;

  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-md">
      <Card className="sm:p-8">
        <h2 id={headingId} className="text-2xl font-bold text-navy-900">
          {signInCopy.heading}
        </h2>
        <p className="mt-2 text-slate-700">{signInCopy.intro}</p>
        {idleNotice && !failure && (
          <div className="mt-5">
            <Alert tone="info" role="status" title={signInCopy.idleSignedOut(IDLE_MINUTES)} />
          </div>
        )}
        {failure && (
          <div id={alertId} key={attempt} className="mt-5">
            <Alert
              tone="destructive"
              role="alert"
              title={failure.kind === "other" ? signInCopy.failedTitle : failure.message}
            >
              {failure.kind === "credentials" && <p>{signInCopy.invalidCredentialsHint}</p>}
              {failure.kind === "other" && <p>{failure.message}</p>}
            </Alert>
          </div>
        )}
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-6 space-y-5">
          {/* The failure is shown above the form, in the alert the invalid field points to. */}
          <Field label={signInCopy.email}>
            <input
              ref={emailRef}
              type="email"
              name="email"
              autoComplete="username"
              inputMode="email"
              spellCheck={false}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={emailInvalid || undefined}
              aria-describedby={emailInvalid ? alertId : undefined}
              className={controlClasses}
            />
          </Field>
          <Field label={signInCopy.password}>
            <input
              ref={passwordRef}
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={passwordInvalid || undefined}
              aria-describedby={passwordInvalid ? alertId : undefined}
              className={controlClasses}
            />
          </Field>
          <Button type="submit" className="w-full" disabled={submitting}>
            {submitting && <Spinner className="h-4 w-4" />}
            {submitting ? signInCopy.submitting : signInCopy.submit}
          </Button>
        </form>
        <button
          type="button"
          onClick={() => setForgot(true)}
          className={`${linkButtonClasses} mt-4 inline-flex min-h-11 items-center`}
        >
          {passwordCopy.forgot}
        </button>
        <p className="mt-3 text-sm text-slate-600">{signInCopy.clientsNote}</p>
      </Card>
    </section>
  );
}
