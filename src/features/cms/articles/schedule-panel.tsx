/** Publish later: a draft's time to go live by itself, set or cancelled (api/schedule-article.ts). */
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { controlClasses, Field } from "~/components/ui/field";
import { notify } from "~/lib/notify";
import { useArticle } from "../api/get-article";
import { useScheduleArticle } from "../api/schedule-article";
import { editorCopy } from "./copy";
import { formatDateTime } from "../lib/format";

const copy = editorCopy.schedule;

/** A moment as the value of a datetime-local input, in the browser's time zone. */
const localInputValue = (date: Date) =>
  new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

export function SchedulePanel({ articleId, unsaved }: { articleId: string; unsaved: boolean }) {
  const id = useId();
  const article = useArticle(articleId);
  const schedule = useScheduleArticle();
  const [when, setWhen] = useState("");
  const [error, setError] = useState<string | undefined>();
  const publishAt = article.data?.publish_at ?? null;

  async function submit(next: string | null) {
    if (next === "") {
      setError(copy.missing);
      return;
    }
    try {
      await schedule.mutateAsync({ id: articleId, publishAt: next === null ? null : new Date(next).toISOString() });
      setError(undefined);
      setWhen("");
      await notify(
        "success",
        next === null
          ? { title: copy.cancelled }
          : { title: copy.scheduled(formatDateTime(new Date(next).toISOString())) },
      );
    } catch (failure) {
      setError((failure as Error).message);
      await notify("error", { title: copy.failed, description: (failure as Error).message });
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10 border-t border-slate-200 pt-6">
      <h3 id={`${id}-heading`} className="text-xl font-bold text-navy-900">
        {copy.heading}
      </h3>
      <p className="mt-1 max-w-3xl text-slate-700">{copy.intro}</p>
      {publishAt ? (
        <div className="mt-4 flex flex-wrap items-center gap-4">
          <p className="font-semibold text-navy-900">{copy.scheduled(formatDateTime(publishAt))}</p>
          <Button variant="secondary" disabled={schedule.isPending} onClick={() => void submit(null)}>
            {copy.cancel}
          </Button>
        </div>
      ) : (
        <form
          noValidate
          className="mt-4 flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void submit(when);
          }}
        >
          <Field label={copy.when} error={error} hint={unsaved ? copy.saveFirst : undefined}>
            <input
              type="datetime-local"
              value={when}
              min={localInputValue(new Date())}
              onChange={(event) => {
                setWhen(event.target.value);
                setError(undefined);
              }}
              className={controlClasses}
            />
          </Field>
          <Button type="submit" variant="secondary" disabled={schedule.isPending || unsaved}>
            {schedule.isPending ? copy.scheduling : copy.submit}
          </Button>
        </form>
      )}
    </section>
  );
}
