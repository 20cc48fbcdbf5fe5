import { useId } from "react";
import { useForm } from "react-hook-form";
import { CheckboxField } from "~/components/ui/checkbox-field";
import { controlClasses, Field } from "~/components/ui/field";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { SmartLink } from "~/components/ui/smart-link";
import { SendButton } from "~/components/ui/send-button";
import { notify } from "~/lib/notify";
import type { InfluencerSignupRequest } from "#kernel/schemas/influencer-signup.ts";
import { preloadBackend, SignupRefusedError, useSubmitSignup } from "../api/submit-signup";
import type { Downloader } from "../api/track-download";
import { playbookCopy } from "../copy";
import { preloadValidation, signupResolver } from "../lib/signup-resolver";

const copy = playbookCopy.form;

/** The request schema includes the honeypot, so a value typed into it reaches the server. */
type FormValues = InfluencerSignupRequest;

interface SignupFormProps {
  onSignedUp: (who: Downloader) => void;
}

/** The sign-up form (spec section 5, "Influencer form"): checked on submit, re-checked as the visitor types. */
export function SignupForm({ onSignedUp }: SignupFormProps) {
  const headingId = useId();
  const signup = useSubmitSignup();
  // No defaultValues: the fields start empty and unticked in the HTML, and anything typed
  // before the page finished loading is read from the fields rather than wiped.
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: signupResolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
  });

  const onSubmit = handleSubmit(async (values) => {
    let downloadToken: string;
    try {
      downloadToken = await signup.mutateAsync(values);
    } catch (error) {
      if (error instanceof SignupRefusedError) {
        void notify("error", { title: playbookCopy.toasts.submissionProblem, description: error.message });
      } else {
        console.error(error);
        void notify("error", { title: playbookCopy.toasts.unexpected });
      }
      return;
    }
    void notify("success", playbookCopy.toasts.signedUp(values.email));
    onSignedUp({
      email: values.email,
      firstName: values.firstName,
      lastName: values.lastName || undefined,
      downloadToken,
    });
  });

  const busy = signup.isPending;

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => {
        if (busy) event.preventDefault();
        else void onSubmit(event);
      }}
      onFocus={() => {
        preloadValidation();
        preloadBackend();
      }}
      className="space-y-5"
    >
      <div>
        <h2 id={headingId} className="text-2xl font-bold text-navy-900">
          {copy.heading}
        </h2>
        <p className="mt-1 text-slate-700">{copy.intro}</p>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={copy.firstName} error={errors.firstName?.message}>
          <input type="text" autoComplete="given-name" className={controlClasses} {...register("firstName")} />
        </Field>
        <Field label={copy.lastName} optional error={errors.lastName?.message}>
          <input type="text" autoComplete="family-name" className={controlClasses} {...register("lastName")} />
        </Field>
      </div>

      <Field label={copy.email} error={errors.email?.message}>
        <input type="email" autoComplete="email" spellCheck={false} className={controlClasses} {...register("email")} />
      </Field>

      <CheckboxField
        label={copy.consent}
        hint={copy.consentHint}
        error={errors.agreeToTerms?.message}
        {...register("agreeToTerms")}
      />

      <HoneypotField label={copy.honeypot} {...register("website")} />

      <div className="space-y-3">
        <SendButton busy={busy} busyLabel={copy.submitting}>
          {copy.submit}
        </SendButton>
        <p className="text-sm text-slate-600">
          {copy.privacyLead}
          <SmartLink href={copy.privacyHref} className="font-medium text-teal-700 underline hover:text-teal-800">
            {copy.privacyLink}
          </SmartLink>
          .
        </p>
      </div>
    </form>
  );
}
