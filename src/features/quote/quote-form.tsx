import { PACKAGES } from "#kernel/schemas/quote-constants.ts";
import type { QuoteRequest } from "#kernel/schemas/quote-request.ts";
import { useMutation } from "@tanstack/react-query";
import { useId, useLayoutEffect, useRef } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useNavigate, useSearchParams } from "react-router";
import { controlClasses, Field } from "~/components/ui/field";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { SmartLink } from "~/components/ui/smart-link";
import { SendButton } from "~/components/ui/send-button";
import { paths } from "~/config/paths";
import type { Solution } from "~/content/navigation";
import { cx } from "~/lib/cx";
import { fieldIssuesOf, FunctionCallError } from "~/lib/functions";
import { notify } from "~/lib/notify";
import { changeOf, useEarlyInput } from "~/lib/use-early-input";
import { useHydrated } from "~/lib/use-hydrated";
import type { QuoteFormData } from "./api/get-quote-form-data";
import { submitQuote } from "./api/submit-quote";
import { audienceFromSearch, preselection } from "./audience";
import { quoteCopy } from "./copy";
import { findQuoteId } from "./lib/quote-id";
import { preloadValidation, quoteResolver } from "./lib/quote-resolver";
import { sleep } from "./lib/retry";

const NAVIGATION_DELAY_MS = 800;

/** The request schema includes the honeypot, so a value typed into it reaches the server. */
type FormValues = QuoteRequest;

export function QuoteForm({ data }: { data: QuoteFormData }) {
  const navigate = useNavigate();
  const submission = useMutation({ mutationFn: submitQuote });
  const submitting = submission.isPending;
  const hydrated = useHydrated();
  // No defaultValues: the fields start empty in the HTML, and anything typed before the
  // page finished loading is read from the fields rather than wiped.
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    control,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: quoteResolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
  });
  const chosenPackage = useWatch({ control, name: "package" });
  const summariesId = useId();
  // A package chosen before the page's scripts ran: the summaries follow it from hydration. (Found
  // through the form, so the fields register in the form's order, the order errors take the focus in.)
  const form = useRef<HTMLFormElement>(null);
  useEarlyInput(form, ({ elements }) => {
    const chosen = elements.namedItem("package");
    if (chosen instanceof HTMLSelectElement && chosen.value !== "") void register("package").onChange(changeOf(chosen));
  });

  // A visitor from an audience page (`?for=landlords`): greeted, and its package (and industry, if
  // the lookup has it) selected. Such an address starts the page's scripts at once, and the built
  // form stays hidden until the app has loaded the lookups, so nothing here can differ from what
  // was seen; the form, greeting included, replaces the loading state in a box tall enough for
  // both. Applied once per audience, before the first paint, so a refetch of the lookups never
  // undoes the visitor's own choice.
  const [searchParams] = useSearchParams();
  const audience = hydrated ? audienceFromSearch(searchParams) : undefined;
  const applied = useRef<Solution | undefined>(undefined);
  useLayoutEffect(() => {
    if (!audience || applied.current === audience) return;
    applied.current = audience;
    const selection = preselection(audience, data.industries);
    setValue("package", selection.package);
    if (selection.industry && !getValues("industry")) setValue("industry", selection.industry);
  }, [audience, data.industries, getValues, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const response = await submission.mutateAsync(values);
      if (response && typeof response === "object" && (response as { success?: unknown }).success === false) {
        const serverError = (response as { error?: unknown }).error;
        await notify("error", {
          title: quoteCopy.toasts.submissionError,
          description: typeof serverError === "string" ? serverError : quoteCopy.toasts.unknownSubmissionError,
        });
        return;
      }
      void notify("success", quoteCopy.toasts.submitted);
      const id = findQuoteId(response);
      if (id) {
        await sleep(NAVIGATION_DELAY_MS);
        void navigate(paths.thankYou.href(id));
      } else {
        void notify("success", quoteCopy.toasts.submittedWithoutId);
        void navigate(paths.home.href());
      }
    } catch (error) {
      for (const issue of fieldIssuesOf(error)) {
        if (issue.path in values)
          setError(issue.path as keyof FormValues, { message: issue.message }, { shouldFocus: true });
      }
      if (error instanceof FunctionCallError && error.status !== null) {
        await notify("error", {
          title: quoteCopy.toasts.submissionError,
          description: error.message || quoteCopy.toasts.submissionFailed(),
        });
      } else {
        await notify("error", {
          title: quoteCopy.toasts.somethingWrong,
          description: quoteCopy.toasts.couldNotSubmit(error instanceof Error ? error.message : undefined),
        });
      }
    }
  });

  return (
    <form
      ref={form}
      onSubmit={(event) => {
        if (submitting) event.preventDefault();
        else void onSubmit(event);
      }}
      onFocus={preloadValidation}
      noValidate
      className="space-y-10"
      aria-busy={submitting}
    >
      {audience && (
        <p className="rounded-lg bg-teal-50 px-4 py-3 text-navy-900">
          <strong className="font-semibold">{quoteCopy.audience.greeting[audience]}</strong>{" "}
          {quoteCopy.audience.suggestion(preselection(audience, data.industries).package)}
        </p>
      )}
      <fieldset className="space-y-5">
        <legend className="mb-2 text-xl font-semibold text-navy-900">{quoteCopy.sections.you}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={quoteCopy.labels.firstName} error={errors.firstName?.message}>
            <input type="text" autoComplete="given-name" className={controlClasses} {...register("firstName")} />
          </Field>
          <Field label={quoteCopy.labels.lastName} error={errors.lastName?.message}>
            <input type="text" autoComplete="family-name" className={controlClasses} {...register("lastName")} />
          </Field>
        </div>
        <Field label={quoteCopy.labels.email} error={errors.email?.message}>
          <input
            type="email"
            autoComplete="email"
            inputMode="email"
            className={controlClasses}
            {...register("email")}
          />
        </Field>
        <Field label={quoteCopy.labels.phone} optional hint={quoteCopy.phoneHint} error={errors.phone?.message}>
          <input type="tel" autoComplete="tel" inputMode="tel" className={controlClasses} {...register("phone")} />
        </Field>
      </fieldset>

      <fieldset className="space-y-5">
        <legend className="mb-2 text-xl font-semibold text-navy-900">{quoteCopy.sections.business}</legend>
        <Field label={quoteCopy.labels.revenue} error={errors.revenue?.message}>
          <select className={controlClasses} {...register("revenue")}>
            <option value="">{quoteCopy.placeholders.revenue}</option>
            {data.revenueRanges.map((range) => (
              <option key={range.id} value={range.range}>
                {range.range}
              </option>
            ))}
          </select>
        </Field>
        <Field label={quoteCopy.labels.industry} error={errors.industry?.message}>
          <select className={controlClasses} {...register("industry")}>
            <option value="">{quoteCopy.placeholders.industry}</option>
            {data.industries.map((industry) => (
              <option key={industry.id} value={industry.name}>
                {industry.name}
              </option>
            ))}
          </select>
        </Field>
      </fieldset>

      <fieldset className="space-y-5">
        <legend className="mb-2 text-xl font-semibold text-navy-900">{quoteCopy.sections.package}</legend>
        <Field label={quoteCopy.labels.package} error={errors.package?.message} hint={quoteCopy.packageHint}>
          <select className={controlClasses} aria-describedby={summariesId} {...register("package")}>
            <option value="">{quoteCopy.placeholders.package}</option>
            {PACKAGES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </Field>
        <ul id={summariesId} className="space-y-2 text-sm text-slate-700">
          {PACKAGES.map((name) => (
            <li
              key={name}
              className={cx(
                "rounded-r-lg border-l-4 py-1.5 pr-2 pl-3",
                name === chosenPackage ? "border-teal-600 bg-teal-50" : "border-slate-200",
              )}
            >
              <strong className="font-semibold text-navy-900">{name}</strong>
              {quoteCopy.packageSummaries[name]}
            </li>
          ))}
        </ul>
        <Field label={quoteCopy.labels.message} optional hint={quoteCopy.messageHint} error={errors.message?.message}>
          <textarea rows={4} className={controlClasses} {...register("message")} />
        </Field>
      </fieldset>

      <HoneypotField label={quoteCopy.labels.honeypot} {...register("website")} />

      <div className="space-y-3">
        <SendButton busy={submitting} busyLabel={quoteCopy.submitting} className="sm:w-auto">
          {quoteCopy.submit}
        </SendButton>
        <p className="text-sm text-slate-600">
          {quoteCopy.privacy.text}{" "}
          <SmartLink href={paths.privacy.href()} className="font-medium text-teal-700 underline">
            {quoteCopy.privacy.link}
          </SmartLink>
        </p>
      </div>
    </form>
  );
}
