/**
 * Requests from people about their own data: download everything held about an address, erase it
 * after a confirmation, or record that they withdrew consent to marketing; and the recent trail.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { emailAddress } from "#kernel/schemas/email-address.ts";
import { z } from "#kernel/zod.ts";
import { Button } from "~/components/ui/button";
import { controlClasses, Field } from "~/components/ui/field";
import { notify } from "~/lib/notify";
import { useStaffSession } from "~/lib/staff-session";
import { saveBlob } from "~/lib/save-file";
import {
  useErasePersonalData,
  useExportPersonalData,
  useRecentAudit,
  useRecordMarketingWithdrawal,
} from "../api/personal-data";
import { leadsCopy } from "../leads/copy";
import { personalDataCopy } from "./copy";
import { formatDateTime } from "../lib/format";
import { personalDataDocument } from "./personal-data-document";
import { ukDay } from "../leads/lead-work";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { QueryError } from "../ui/query-error";

const copy = personalDataCopy;

// The forms' rule for an address, which the database's functions apply to the same request (private.valid_subject).
const requestSchema = z.object({ email: emailAddress(copy.emailInvalid) });
type RequestValues = z.infer<typeof requestSchema>;

const total = (counts: Record<string, number>) =>
  Object.entries(counts)
    .filter(([table]) => table !== "notes_redacted")
    .reduce((sum, [, count]) => sum + count, 0);

function Trail() {
  const audit = useRecentAudit();
  if (audit.isPending) return null;
  if (audit.isError)
    return (
      <QueryError
        title={leadsCopy.loadFailed}
        error={audit.error}
        retryLabel={leadsCopy.retry}
        onRetry={() => void audit.refetch()}
      />
    );
  if (audit.data.length === 0) return <p className="text-slate-700">{copy.trailEmpty}</p>;
  return (
    <ul className="space-y-1 text-sm text-slate-800">
      {audit.data.map((entry) => (
        <li key={entry.id}>
          {copy.entry(
            copy.action[entry.action],
            entry.actor_email ?? leadsCopy.work.someone,
            formatDateTime(entry.created_at),
            total(entry.counts),
          )}
        </li>
      ))}
    </ul>
  );
}

export function PersonalDataSection() {
  const id = useId();
  const exporter = useExportPersonalData();
  const eraser = useErasePersonalData();
  const withdrawal = useRecordMarketingWithdrawal();
  const [toErase, setToErase] = useState<string | null>(null);
  const session = useStaffSession();
  // Erasure is an admin's decision (the database refuses anyone else); editors are told whom to ask.
  const mayErase = session.status === "signedIn" && session.isAdmin;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RequestValues>({ resolver: zodResolver(requestSchema), defaultValues: { email: "" } });

  /** The readable page, or the data as JSON: each an export, in the trail. */
  const exportAs = (kind: "html" | "json") =>
    handleSubmit(async ({ email }) => {
      try {
        const exported = await exporter.mutateAsync(email);
        const file =
          kind === "html"
            ? new Blob([personalDataDocument(exported)], { type: "text/html;charset=utf-8" })
            : new Blob([JSON.stringify(exported, null, 2)], { type: "application/json" });
        saveBlob(file, copy.fileName(ukDay(new Date().toISOString()), kind));
        await notify("success", { title: copy.exported });
      } catch (error) {
        await notify("error", { title: copy.exportFailed, description: (error as Error).message });
      }
    });
  const download = exportAs("html");
  const downloadData = exportAs("json");

  const withdraw = handleSubmit(async ({ email }) => {
    try {
      const signups = await withdrawal.mutateAsync(email);
      await notify("success", { title: copy.withdrawn(email, signups) });
    } catch (error) {
      await notify("error", { title: copy.withdrawFailed, description: (error as Error).message });
    }
  });

  async function erase() {
    if (!toErase) return;
    try {
      const counts = await eraser.mutateAsync(toErase);
      await notify("success", { title: copy.erased(toErase, total(counts)) });
      setToErase(null);
    } catch (error) {
      setToErase(null);
      await notify("error", { title: copy.eraseFailed, description: (error as Error).message });
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
      <form onSubmit={download} noValidate className="flex max-w-3xl flex-wrap items-end gap-3">
        <Field label={copy.email} error={errors.email?.message} className="min-w-64 flex-1">
          <input type="email" autoComplete="off" {...register("email")} className={controlClasses} />
        </Field>
        <Button type="submit" variant="secondary" disabled={exporter.isPending}>
          {exporter.isPending ? copy.exporting : copy.exportButton}
        </Button>
        <Button type="button" variant="secondary" disabled={exporter.isPending} onClick={() => void downloadData()}>
          {copy.exportDataButton}
        </Button>
        <Button type="button" variant="secondary" disabled={withdrawal.isPending} onClick={() => void withdraw()}>
          {withdrawal.isPending ? copy.withdrawing : copy.withdrawButton}
        </Button>
        {mayErase && (
          <Button
            type="button"
            variant="destructive"
            onClick={() => void handleSubmit(({ email }) => setToErase(email))()}
          >
            {copy.eraseButton}
          </Button>
        )}
      </form>
      <p className="max-w-3xl text-sm text-slate-700">{copy.exportHint}</p>
      {!mayErase && <p className="max-w-3xl text-sm text-slate-700">{copy.adminsErase}</p>}
      <h4 className="font-semibold text-navy-900">{copy.trail}</h4>
      <Trail />
      <ConfirmDialog
        open={toErase !== null}
        title={copy.confirm.title(toErase ?? "")}
        body={copy.confirm.body}
        confirmLabel={copy.confirm.confirm}
        cancelLabel={copy.confirm.cancel}
        busy={eraser.isPending}
        onConfirm={() => void erase()}
        onCancel={() => setToErase(null)}
      />
    </section>
  );
}
