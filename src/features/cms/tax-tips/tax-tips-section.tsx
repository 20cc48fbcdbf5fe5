/**
 * The tax tips e-mail: how many confirmed, subscribed people it reaches, a form for its subject and
 * message, a confirmation before it goes, and what was sent before. The database picks the
 * recipients and the outbox checks each again as it sends.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { type TaxTips, taxTipsSchema } from "#kernel/schemas/tax-tips.ts";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { controlClasses, Field } from "~/components/ui/field";
import { notify } from "~/lib/notify";
import { useSendTaxTips, useTaxTips } from "../api/tax-tips";
import { taxTipsCopy as copy } from "./copy";
import { formatDateTime } from "../lib/format";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { QueryError } from "../ui/query-error";
import { SectionLoading } from "../ui/section-loading";

export function TaxTipsSection() {
  const id = useId();
  const state = useTaxTips();
  const send = useSendTaxTips();
  const [toSend, setToSend] = useState<TaxTips | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TaxTips>({ resolver: zodResolver(taxTipsSchema), defaultValues: { subject: "", body: "" } });

  if (state.isPending) return <SectionLoading label={copy.heading} />;
  if (state.isError)
    return (
      <QueryError
        title={copy.loadFailed}
        error={state.error}
        retryLabel={copy.retry}
        onRetry={() => void state.refetch()}
      />
    );
  const { audience, sent } = state.data;

  async function confirmSend() {
    if (!toSend) return;
    try {
      const count = await send.mutateAsync(toSend);
      await notify("success", copy.sent(count));
      reset();
    } catch (error) {
      await notify("error", { title: copy.failed, description: (error as Error).message });
    } finally {
      setToSend(null);
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <div>
        <h3 id={`${id}-heading`} className="text-xl font-bold text-navy-900">
          {copy.heading}
        </h3>
        <p className="max-w-3xl text-slate-700">{copy.intro}</p>
      </div>
      <Card className="space-y-4 sm:p-6">
        <p className="font-semibold text-navy-900">{audience > 0 ? copy.audience(audience) : copy.nobody}</p>
        <form noValidate onSubmit={(event) => void handleSubmit(setToSend)(event)} className="space-y-4">
          <Field label={copy.subject} error={errors.subject?.message}>
            <input type="text" autoComplete="off" {...register("subject")} className={controlClasses} />
          </Field>
          <Field label={copy.body} hint={copy.bodyHint} error={errors.body?.message}>
            <textarea rows={8} {...register("body")} className={controlClasses} />
          </Field>
          <Button type="submit" disabled={audience === 0 || send.isPending}>
            {send.isPending ? copy.sending : copy.send}
          </Button>
        </form>
      </Card>
      <div>
        <h4 className="font-semibold text-navy-900">{copy.history}</h4>
        {sent.length === 0 ? (
          <p className="text-slate-700">{copy.none}</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {sent.map((letter) => (
              <li key={letter.id} className="rounded-lg border border-slate-200 bg-white p-3">
                <p className="font-semibold break-words text-navy-900">{letter.subject}</p>
                <p className="text-sm text-slate-700">
                  {copy.historyEntry(formatDateTime(letter.created_at), letter.sent_by_email, letter.recipients)}
                </p>
                <p className="text-sm text-slate-700">
                  {copy.outcomes(
                    letter.outcomes.sent,
                    letter.outcomes.pending + letter.outcomes.sending,
                    letter.outcomes.withheld,
                    letter.outcomes.failed,
                  )}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={toSend !== null}
        title={copy.confirm.title(audience)}
        body={copy.confirm.body}
        confirmLabel={copy.confirm.confirm}
        cancelLabel={copy.confirm.cancel}
        busy={send.isPending}
        onConfirm={() => void confirmSend()}
        onCancel={() => setToSend(null)}
      />
    </section>
  );
}
