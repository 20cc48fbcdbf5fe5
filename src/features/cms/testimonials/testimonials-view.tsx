/**
 * Testimonials with their evidence, for staff (decision 021): each as a card with its words, who
 * gave it, how and when, consent, anything given in return and where it stands (a sample, waiting
 * for a check, on the site, retired); admins check them, admins and editors add and retire them.
 * Cards, so it reads on a phone. The database decides what each person may do; this only offers it.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { TESTIMONIAL_SOURCES, type TestimonialForm, testimonialFormSchema } from "#kernel/schemas/testimonial.ts";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { controlClasses, Field } from "~/components/ui/field";
import { formatLongDate } from "~/lib/format";
import { notify } from "~/lib/notify";
import {
  type TestimonialRow,
  useAddTestimonial,
  useCheckTestimonial,
  useRetireTestimonial,
  useTestimonials,
} from "../api/testimonials";
import { ConfirmDialog, confirmWords } from "../ui/confirm-dialog";
import { ContentView } from "../ui/content-view";
import { testimonialsCopy as copy } from "./copy";

type Status = keyof typeof copy.status;

export function testimonialStatus(row: TestimonialRow): Status {
  if (row.retired_at) return "retired";
  if (row.source === "sample") return "sample";
  if (!row.consent_to_publish) return "noConsent";
  return row.checked_at ? "published" : "waiting";
}

const londonToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date());

function AddTestimonial() {
  const id = useId();
  const add = useAddTestimonial();
  const schema = useMemo(() => testimonialFormSchema(londonToday()), []);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TestimonialForm>({
    resolver: zodResolver(schema),
    defaultValues: {
      text: "",
      author: "",
      about: "",
      givenOn: "",
      source: "e-mail",
      sourceUrl: "",
      consentToPublish: false,
      incentive: "",
      onHomePage: false,
    },
  });
  const onSubmit = handleSubmit(async (testimonial) => {
    try {
      await add.mutateAsync(testimonial);
      await notify("success", { title: copy.add.added });
      reset();
    } catch (error) {
      await notify("error", { title: copy.add.failed, description: (error as Error).message });
    }
  });
  return (
    <section aria-labelledby={`${id}-heading`}>
      <Card className="space-y-4 sm:p-6">
        <div>
          <h3 id={`${id}-heading`} className="text-xl font-bold text-navy-900">
            {copy.add.heading}
          </h3>
          <p className="mt-1 text-slate-700">{copy.add.intro}</p>
        </div>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
          <Field label={copy.add.text} error={errors.text?.message}>
            <textarea rows={4} {...register("text")} className={controlClasses} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={copy.add.author} hint={copy.add.authorHint} error={errors.author?.message}>
              <input type="text" autoComplete="off" {...register("author")} className={controlClasses} />
            </Field>
            <Field label={copy.add.about} hint={copy.add.aboutHint} error={errors.about?.message} optional>
              <input type="text" autoComplete="off" {...register("about")} className={controlClasses} />
            </Field>
            <Field label={copy.add.givenOn} error={errors.givenOn?.message}>
              <input type="date" max={londonToday()} {...register("givenOn")} className={controlClasses} />
            </Field>
            <Field label={copy.add.source} error={errors.source?.message}>
              <select {...register("source")} className={controlClasses}>
                {TESTIMONIAL_SOURCES.map((source) => (
                  <option key={source} value={source}>
                    {copy.add.sources[source]}
                  </option>
                ))}
              </select>
            </Field>
          </div>
          <Field label={copy.add.sourceUrl} hint={copy.add.sourceUrlHint} error={errors.sourceUrl?.message} optional>
            <input type="url" autoComplete="off" {...register("sourceUrl")} className={controlClasses} />
          </Field>
          <Field label={copy.add.incentive} hint={copy.add.incentiveHint} error={errors.incentive?.message} optional>
            <input type="text" autoComplete="off" {...register("incentive")} className={controlClasses} />
          </Field>
          <label className="flex min-h-11 items-start gap-3 text-navy-900">
            <input
              type="checkbox"
              className="mt-1 h-5 w-5 shrink-0 accent-teal-700"
              {...register("consentToPublish")}
            />
            {copy.add.consent}
          </label>
          <label className="flex min-h-11 items-start gap-3 text-navy-900">
            <input type="checkbox" className="mt-1 h-5 w-5 shrink-0 accent-teal-700" {...register("onHomePage")} />
            {copy.add.onHomePage}
          </label>
          <Button type="submit" disabled={isSubmitting}>
            {copy.add.submit}
          </Button>
        </form>
      </Card>
    </section>
  );
}

const STATUS_TONE: Record<Status, "accent" | "neutral" | "teal"> = {
  sample: "accent",
  waiting: "neutral",
  noConsent: "neutral",
  published: "teal",
  retired: "neutral",
};

function TestimonialCard({
  row,
  isAdmin,
  onRetire,
}: {
  row: TestimonialRow;
  isAdmin: boolean;
  onRetire: (row: TestimonialRow) => void;
}) {
  const check = useCheckTestimonial();
  const status = testimonialStatus(row);
  return (
    <Card className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={STATUS_TONE[status]}>{copy.status[status]}</Badge>
        {row.on_home_page && status !== "retired" && <Badge tone="neutral">{copy.onHomePage}</Badge>}
      </div>
      <blockquote className="text-slate-800">“{row.text}”</blockquote>
      <p className="font-semibold text-navy-900">
        {row.author}
        {row.about && <span className="block text-sm font-normal text-slate-600">{row.about}</span>}
      </p>
      {row.given_on && (
        <p className="text-sm text-slate-700">
          {copy.given(
            copy.add.sources[row.source as keyof typeof copy.add.sources] ?? row.source,
            formatLongDate(row.given_on),
          )}
          {row.source_url && (
            <>
              {" · "}
              <a
                href={row.source_url}
                className="font-medium text-teal-800 underline underline-offset-2 [overflow-wrap:anywhere]"
              >
                {row.source_url}
              </a>
            </>
          )}
        </p>
      )}
      {row.incentive && <p className="text-sm text-slate-700">{copy.incentive(row.incentive)}</p>}
      {status !== "retired" && (
        <div className="flex flex-wrap gap-3">
          {isAdmin && status === "waiting" && (
            <Button
              size="sm"
              aria-label={copy.checkFor(row.author)}
              disabled={check.isPending}
              onClick={() =>
                void check.mutateAsync(row.id).then(
                  () => notify("success", { title: copy.checked(row.author) }),
                  (error: unknown) =>
                    notify("error", { title: copy.checkFailed, description: (error as Error).message }),
                )
              }
            >
              {copy.check}
            </Button>
          )}
          <Button size="sm" variant="secondary" aria-label={copy.retireFor(row.author)} onClick={() => onRetire(row)}>
            {copy.retire}
          </Button>
        </div>
      )}
    </Card>
  );
}

function TestimonialList({ rows, isAdmin }: { rows: TestimonialRow[]; isAdmin: boolean }) {
  const retire = useRetireTestimonial();
  const [retiring, setRetiring] = useState<TestimonialRow | null>(null);
  const [showRetired, setShowRetired] = useState(false);
  const samples = rows.filter((row) => testimonialStatus(row) === "sample").length;
  const shown = rows.filter((row) => showRetired || !row.retired_at);

  async function confirmRetirement() {
    if (!retiring) return;
    try {
      await retire.mutateAsync(retiring.id);
      await notify("success", { title: copy.retired(retiring.author) });
    } catch (error) {
      await notify("error", { title: copy.retireFailed, description: (error as Error).message });
    } finally {
      setRetiring(null);
    }
  }

  return (
    <div className="space-y-4">
      <p className="text-slate-800" role="status">
        {copy.samplesLeft(samples)}
      </p>
      <label className="flex min-h-11 items-center gap-3 text-navy-900">
        <input
          type="checkbox"
          className="h-5 w-5 accent-teal-700"
          checked={showRetired}
          onChange={(event) => setShowRetired(event.target.checked)}
        />
        {copy.showRetired}
      </label>
      <ul aria-label={copy.listLabel} className="grid gap-4 lg:grid-cols-2">
        {shown.map((row) => (
          <li key={row.id}>
            <TestimonialCard row={row} isAdmin={isAdmin} onRetire={setRetiring} />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={retiring !== null}
        {...confirmWords(copy.confirmRetire, retiring?.author)}
        busy={retire.isPending}
        onConfirm={() => void confirmRetirement()}
        onCancel={() => setRetiring(null)}
      />
    </div>
  );
}

export function TestimonialsView({ isAdmin, worksLeads }: { isAdmin: boolean; worksLeads: boolean }) {
  const testimonials = useTestimonials({ enabled: worksLeads });
  return (
    <ContentView
      id="testimonials"
      copy={copy}
      note={worksLeads ? undefined : copy.writersOnly}
      query={worksLeads ? testimonials : undefined}
    >
      {(rows) => (
        <>
          <TestimonialList rows={rows} isAdmin={isAdmin} />
          <AddTestimonial />
        </>
      )}
    </ContentView>
  );
}
