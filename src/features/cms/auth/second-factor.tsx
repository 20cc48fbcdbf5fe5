/**
 * The second factor the staff area asks for after the password: setting up an authenticator app
 * (the first time) and giving its code (every sign-in). Until then the session is aal1, and the
 * database gives it no staff power whatever the browser shows.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useId, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { z } from "#kernel/zod.ts";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { controlClasses, Field } from "~/components/ui/field";
import { Spinner } from "~/components/ui/spinner";
import { notify } from "~/lib/notify";
import { QueryProvider } from "~/lib/query-client";
import { startEnrolment, verifyCode } from "../api/second-factor";
import { secondFactorCopy as copy } from "./copy";
import { SignOutButton } from "./sign-out-button";

const schema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s+/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, { error: copy.codeFormat })),
});
type Values = z.input<typeof schema>;

/** The code field and its button; a refused code is shown under the field, which keeps focus. */
function CodeForm({ onCode }: { onCode: (code: string) => Promise<void> }) {
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { code: "" } });

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      await onCode(code);
    } catch (error) {
      setError("code", { message: (error as Error).message });
      setFocus("code", { shouldSelect: true });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-6 space-y-5">
      <Field label={copy.codeLabel} hint={copy.codeHint} error={errors.code?.message}>
        <input
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          spellCheck={false}
          maxLength={9}
          {...register("code")}
          className={`${controlClasses} font-mono text-lg tracking-widest`}
        />
      </Field>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting && <Spinner className="h-4 w-4" />}
        {isSubmitting ? copy.checking : copy.confirm}
      </Button>
    </form>
  );
}

function Screen({ heading, intro, children }: { heading: string; intro: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mx-auto max-w-md">
      <Card className="sm:p-8">
        <h2 id={id} className="text-2xl font-bold text-navy-900">
          {heading}
        </h2>
        <p className="mt-2 text-slate-700">{intro}</p>
        {children}
        <div className="mt-6 border-t border-slate-200 pt-5">
          <SignOutButton />
        </div>
      </Card>
    </section>
  );
}

/** Every sign-in of an account with an authenticator app: its current code. */
export function SecondFactorChallenge() {
  return (
    <Screen heading={copy.challengeHeading} intro={copy.challengeIntro}>
      <CodeForm onCode={(code) => verifyCode(code)} />
      <p className="mt-5 text-sm text-slate-600">{copy.lostPhone}</p>
    </Screen>
  );
}

/** The first sign-in of a member of staff: scan the QR code (or type the key), then give a code. */
export function SecondFactorEnrolment() {
  return (
    <QueryProvider>
      <Enrolment />
    </QueryProvider>
  );
}

function Enrolment() {
  // Enrolment creates a factor on the server: once per visit to this screen, never on a refetch.
  const enrolment = useQuery({
    queryKey: ["cms", "second-factor", "enrolment"],
    queryFn: startEnrolment,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  return (
    <Screen heading={copy.enrolHeading} intro={copy.enrolIntro}>
      {enrolment.isPending && (
        <p role="status" className="mt-6 flex items-center gap-3 text-navy-900">
          <Spinner className="h-5 w-5 text-teal-700" />
          {copy.preparing}
        </p>
      )}
      {enrolment.isError && (
        <div className="mt-6 space-y-4">
          <Alert tone="destructive" role="alert" title={copy.prepareFailed}>
            <p>{enrolment.error.message}</p>
          </Alert>
          <Button variant="secondary" onClick={() => void enrolment.refetch()}>
            {copy.tryAgain}
          </Button>
        </div>
      )}
      {enrolment.data && (
        <ol className="mt-6 list-decimal space-y-5 pl-5 text-navy-900">
          <li>
            <p>{copy.scanStep}</p>
            <img
              src={enrolment.data.qrCode}
              alt={copy.qrAlt}
              width={196}
              height={196}
              className="mt-3 rounded-lg border border-slate-200 bg-white p-2"
            />
            <p className="mt-3 text-sm text-slate-700">{copy.keyStep}</p>
            <p className="mt-1 font-mono text-base break-all select-all" data-testid="second-factor-key">
              {enrolment.data.secret.replace(/(.{4})/g, "$1 ").trim()}
            </p>
          </li>
          <li>
            <p>{copy.codeStep}</p>
            <CodeForm
              onCode={async (code) => {
                await verifyCode(code, enrolment.data.factorId);
                await notify("success", { title: copy.enrolled });
              }}
            />
          </li>
        </ol>
      )}
    </Screen>
  );
}
