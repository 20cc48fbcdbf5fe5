import { useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import { CheckboxField } from "~/components/ui/checkbox-field";
import { controlClasses, Field } from "~/components/ui/field";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { SmartLink } from "~/components/ui/smart-link";
import { SendButton } from "~/components/ui/send-button";
import { notify } from "~/lib/notify";
import type { CallBackTime } from "#kernel/schemas/contact-constants.ts";
import type { ContactRequest } from "#kernel/schemas/contact-request.ts";
import { preloadBackend, useSubmitContact } from "../api/submit-contact";
import { contactCopy } from "../copy";
import { contactResolver, preloadValidation } from "../lib/contact-resolver";

const copy = contactCopy.form;

/** The request schema includes the honeypot, so a value typed into it reaches the server. */
type FormValues = ContactRequest;

interface ContactFormProps {
  onSent: (sent: ContactRequest) => void;
}

const callBackTimes = Object.entries(copy.callBackTimes) as [CallBackTime, string][];

/** The contact form: checked on submit, re-checked as the visitor types; a call back shows its times. */
export function ContactForm({ onSent }: ContactFormProps) {
  const headingId = useId();
  const timesId = useId();
  const submission = useSubmitContact();
  // No defaultValues: the fields start empty and unticked in the HTML, and anything typed before
  // the page finished loading is read from the fields rather than wiped.
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: contactResolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
  });
  const callBack = useWatch({ control, name: "callBack" }) === true;

  const onSubmit = handleSubmit(async (values) => {
    const sent = { ...values, callBackTime: values.callBack ? values.callBackTime : null };
    try {
      await submission.mutateAsync(sent);
    } catch (error) {
      const { FunctionCallError, fieldIssuesOf } = await import("~/lib/functions");
      for (const issue of fieldIssuesOf(error)) {
        if (issue.path in copy || issue.path === "callBackTime")
          setError(issue.path as keyof FormValues, { message: issue.message }, { shouldFocus: true });
      }
      if (error instanceof FunctionCallError && error.status !== null) {
        void notify("error", { title: contactCopy.toasts.refused, description: error.message });
      } else {
        console.error(error);
        void notify("error", { title: contactCopy.toasts.failed, description: contactCopy.toasts.failedText });
      }
      return;
    }
    onSent(sent);
  });

  const busy = submission.isPending;

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
        <Field label={copy.name} error={errors.name?.message}>
          <input type="text" autoComplete="name" className={controlClasses} {...register("name")} />
        </Field>
        <Field label={copy.email} error={errors.email?.message}>
          <input
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            className={controlClasses}
            {...register("email")}
          />
        </Field>
      </div>

      <Field label={copy.message} hint={copy.messageHint} error={errors.message?.message}>
        <textarea rows={5} className={controlClasses} {...register("message")} />
      </Field>

      <div className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
        <CheckboxField label={copy.callBack} hint={copy.callBackHint} {...register("callBack")} />
        {callBack && (
          <fieldset aria-describedby={errors.callBackTime ? timesId : undefined} className="space-y-2">
            <legend className="font-medium text-navy-900">{copy.callBackTime}</legend>
            {callBackTimes.map(([value, label]) => (
              <label key={value} className="flex items-center gap-3 text-navy-900">
                <input
                  type="radio"
                  value={value}
                  aria-invalid={errors.callBackTime ? true : undefined}
                  className="h-5 w-5 accent-teal-700"
                  {...register("callBackTime")}
                />
                {label}
              </label>
            ))}
            {errors.callBackTime && (
              <p id={timesId} className="text-sm font-medium text-red-700">
                {errors.callBackTime.message}
              </p>
            )}
          </fieldset>
        )}
        <Field label={copy.phone} optional={!callBack} hint={copy.phoneHint} error={errors.phone?.message}>
          <input type="tel" autoComplete="tel" inputMode="tel" className={controlClasses} {...register("phone")} />
        </Field>
      </div>

      <HoneypotField label={copy.honeypot} {...register("website")} />

      <div className="space-y-3">
        <SendButton busy={busy} busyLabel={copy.submitting} className="sm:w-auto">
          {callBack ? copy.submitCallBack : copy.submit}
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
