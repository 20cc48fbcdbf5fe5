/** Asking for a link to choose a new password, from the sign-in screen. */
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "#kernel/zod.ts";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { controlClasses, Field } from "~/components/ui/field";
import { requestPasswordReset } from "../api/password";
import { passwordCopy as copy } from "./copy";
import { linkButtonClasses } from "../ui/table";

const schema = z.object({ email: z.string().trim().min(1, { error: copy.emailMissing }) });
type Values = z.infer<typeof schema>;

export function ForgotPasswordForm({ onBack, notice }: { onBack: () => void; notice?: string }) {
  const id = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: "" } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await requestPasswordReset(email);
      setSentTo(email);
    } catch (error) {
      setFailure((error as Error).message);
    }
  });

  return (
    <section aria-labelledby={`${id}-heading`} className="mx-auto max-w-md">
      <Card className="sm:p-8">
        <h2 id={`${id}-heading`} className="text-2xl font-bold text-navy-900">
          {copy.resetHeading}
        </h2>
        <p className="mt-2 text-slate-700">{copy.resetIntro}</p>
        {notice && !sentTo && (
          <div className="mt-5">
            <Alert tone="destructive" role="alert" title={notice} />
          </div>
        )}
        {sentTo ? (
          <p role="status" className="mt-6 text-navy-900">
            {copy.resetSent(sentTo)}
          </p>
        ) : (
          <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-6 space-y-5">
            {failure && <Alert tone="destructive" role="alert" title={failure} />}
            <Field label="E-mail address" error={errors.email?.message}>
              <input
                type="email"
                autoComplete="username"
                inputMode="email"
                spellCheck={false}
                {...register("email")}
                className={controlClasses}
              />
            </Field>
            <Button type="submit" className="w-full" disabled={isSubmitting}>
              {isSubmitting ? copy.resetSending : copy.resetSubmit}
            </Button>
          </form>
        )}
        <button
          type="button"
          onClick={onBack}
          className={`${linkButtonClasses} mt-5 inline-flex min-h-11 items-center`}
        >
          {copy.backToSignIn}
        </button>
      </Card>
    </section>
  );
}
