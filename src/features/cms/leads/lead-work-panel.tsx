/**
 * Working one lead, in its details: status, owner and next follow-up (saved together), the
 * lead's history of changes and notes, and a note to add; and the person's rights over it (their
 * details corrected, the use of their data restricted). The database says who and when.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { phoneNumber } from "#kernel/schemas/phone.ts";
import { z } from "#kernel/zod.ts";
import { Button } from "~/components/ui/button";
import { controlClasses, Field } from "~/components/ui/field";
import { notify } from "~/lib/notify";
import type { LeadActivity } from "../api/lead-activity";
import {
  NOTE_MAX_LENGTH,
  useAddLeadNote,
  useCorrectLead,
  useRestrictLead,
  useWorkLead,
  type LeadKind,
} from "../api/lead-work";
import { type StaffMember, staffLabel } from "../api/list-staff";
import { leadsCopy } from "./copy";
import { formatDateTime } from "../lib/format";
import { formatFollowUp, leadStatuses, leadStatusLabels, statusLabel, type WorkedLead } from "./lead-work";

const copy = leadsCopy.work;
const rightsCopy = copy.rights;

const workFormSchema = z.object({
  status: z.enum(leadStatuses),
  owner: z.string(),
  followUp: z.union([z.literal(""), z.iso.date({ error: copy.followUpInvalid })]),
});

const noteFormSchema = z.object({
  note: z
    .string()
    .trim()
    .min(1, { error: copy.noteEmpty })
    .max(NOTE_MAX_LENGTH, { error: copy.noteTooLong(NOTE_MAX_LENGTH) }),
});

type WorkFormValues = z.infer<typeof workFormSchema>;
type NoteFormValues = z.infer<typeof noteFormSchema>;

export interface WorkableLead extends WorkedLead {
  worked_at: string | null;
  worked_by_email: string | null;
  restricted_at: string | null;
}

/** A detail of the person that staff may correct, by the name public.correct_lead knows it. */
export interface CorrectableDetail {
  name: string;
  label: string;
  value: string | null;
  type: "text" | "email" | "tel";
  required: boolean;
}

function describeActivity(item: LeadActivity): string {
  switch (item.kind) {
    case "note":
      return item.body ?? "";
    case "status":
      return copy.changes.status(statusLabel(item.body ?? ""), item.previous ? statusLabel(item.previous) : null);
    case "owner":
      return copy.changes.owner(item.body);
    case "follow_up":
      return copy.changes.follow_up(item.body ? formatFollowUp(item.body) : null);
    case "correction":
      return copy.changes.correction(item.body ?? "");
    case "restriction":
      return copy.changes.restriction(item.body ?? "");
  }
}

/** One line of a lead's history, as the export writes it too. */
export const activityLine = (item: LeadActivity, when: (iso: string) => string = formatDateTime) =>
  `${when(item.created_at)} ${item.actor_email ?? copy.someone}: ${describeActivity(item)}`;

function History({ activity }: { activity: LeadActivity[] }) {
  if (activity.length === 0) return <p className="text-slate-700">{copy.noHistory}</p>;
  return (
    <ol className="space-y-2">
      {activity.map((item) => (
        <li key={item.id} className="rounded-lg bg-white px-3 py-2">
          <p className="text-sm text-slate-700">
            {formatDateTime(item.created_at)} · {item.actor_email ?? copy.someone}
          </p>
          <p className={item.kind === "note" ? "break-words whitespace-pre-line text-navy-900" : "text-navy-900"}>
            {describeActivity(item)}
          </p>
        </li>
      ))}
    </ol>
  );
}

function WorkForm({
  kind,
  lead,
  name,
  staff,
}: {
  kind: LeadKind;
  lead: WorkableLead;
  name: string;
  staff: StaffMember[];
}) {
  const work = useWorkLead();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<WorkFormValues>({
    resolver: zodResolver(workFormSchema),
    values: {
      status: (leadStatuses as readonly string[]).includes(lead.status)
        ? (lead.status as WorkFormValues["status"])
        : "new",
      owner: lead.owner_id ?? "",
      followUp: lead.follow_up_on ?? "",
    },
    resetOptions: { keepDirtyValues: true },
  });
  // A lead given to someone since removed from the staff keeps showing who had it.
  const owners =
    lead.owner_id && !staff.some((member) => member.id === lead.owner_id)
      ? [...staff, { id: lead.owner_id, email: copy.someone, name: null }]
      : staff;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await work.mutateAsync({
        kind,
        id: lead.id,
        change: { status: values.status, owner_id: values.owner || null, follow_up_on: values.followUp || null },
      });
      await notify("success", { title: copy.saved(name) });
    } catch (error) {
      await notify("error", { title: copy.saveFailed, description: (error as Error).message });
    }
  });

  if (lead.restricted_at) return <p className="text-slate-700">{rightsCopy.workRestricted}</p>;
  return (
    <form onSubmit={onSubmit} noValidate className="grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Field label={copy.status}>
        <select {...register("status")} className={controlClasses}>
          {leadStatuses.map((status) => (
            <option key={status} value={status}>
              {leadStatusLabels[status]}
            </option>
          ))}
        </select>
      </Field>
      <Field label={copy.owner}>
        <select {...register("owner")} className={controlClasses}>
          <option value="">{copy.nobody}</option>
          {owners.map((member) => (
            <option key={member.id} value={member.id}>
              {staffLabel(member)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={copy.followUp} error={errors.followUp?.message} optional>
        <input type="date" {...register("followUp")} className={controlClasses} />
      </Field>
      <div>
        <Button type="submit" disabled={work.isPending} className="w-full sm:w-auto">
          {work.isPending ? copy.saving : copy.save}
        </Button>
      </div>
      {lead.worked_at && (
        <p className="text-sm text-slate-700 sm:col-span-2 lg:col-span-4">
          {copy.lastChanged(lead.worked_by_email ?? copy.someone, formatDateTime(lead.worked_at))}
        </p>
      )}
    </form>
  );
}

function NoteForm({ kind, leadId }: { kind: LeadKind; leadId: string }) {
  const add = useAddLeadNote();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NoteFormValues>({ resolver: zodResolver(noteFormSchema), defaultValues: { note: "" } });

  const onSubmit = handleSubmit(async ({ note }) => {
    try {
      await add.mutateAsync({ kind, id: leadId, body: note });
      reset();
      await notify("success", { title: copy.noteAdded });
    } catch (error) {
      await notify("error", { title: copy.noteFailed, description: (error as Error).message });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <Field label={copy.noteLabel} hint={copy.noteHint} error={errors.note?.message}>
        <textarea {...register("note")} rows={3} maxLength={NOTE_MAX_LENGTH} className={controlClasses} />
      </Field>
      <Button type="submit" variant="secondary" disabled={add.isPending}>
        {add.isPending ? copy.addingNote : copy.addNote}
      </Button>
    </form>
  );
}

/** The same rules the forms that took the details apply. */
function detailSchema(detail: CorrectableDetail) {
  if (detail.type === "tel") return phoneNumber;
  const text = z.string().trim();
  if (detail.type === "email") return text.pipe(z.email({ error: copy.rights.required(detail.label) }));
  return (detail.required ? text.min(1, { error: copy.rights.required(detail.label) }) : text).max(100);
}

function CorrectionForm({
  kind,
  leadId,
  name,
  details,
}: {
  kind: LeadKind;
  leadId: string;
  name: string;
  details: CorrectableDetail[];
}) {
  const correct = useCorrectLead();
  const schema = z.object(Object.fromEntries(details.map((detail) => [detail.name, detailSchema(detail)])));
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Record<string, string>>({
    resolver: zodResolver(schema),
    values: Object.fromEntries(details.map((detail) => [detail.name, detail.value ?? ""])),
  });

  const onSubmit = handleSubmit(async (values) => {
    const changed = Object.fromEntries(
      details
        .filter((detail) => (values[detail.name] ?? "").trim() !== (detail.value ?? "").trim())
        .map((detail) => [detail.name, (values[detail.name] ?? "").trim()]),
    );
    if (Object.keys(changed).length === 0) {
      await notify("info", { title: rightsCopy.nothingCorrected });
      return;
    }
    try {
      await correct.mutateAsync({ kind, id: leadId, details: changed });
      await notify("success", { title: rightsCopy.corrected(name) });
    } catch (error) {
      await notify("error", { title: rightsCopy.correctFailed, description: (error as Error).message });
    }
  });

  return (
    <details className="rounded-lg bg-white px-3 py-2">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-navy-900">{rightsCopy.correct}</summary>
      <form onSubmit={onSubmit} noValidate className="mt-2 space-y-3">
        <p className="text-sm text-slate-700">{rightsCopy.correctHint}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {details.map((detail) => (
            <Field
              key={detail.name}
              label={detail.label}
              error={errors[detail.name]?.message}
              optional={!detail.required}
            >
              <input type={detail.type} autoComplete="off" {...register(detail.name)} className={controlClasses} />
            </Field>
          ))}
        </div>
        {kind === "signup" && <p className="text-sm text-slate-700">{rightsCopy.signupAddress}</p>}
        <Button type="submit" variant="secondary" disabled={correct.isPending}>
          {rightsCopy.saveCorrection}
        </Button>
      </form>
    </details>
  );
}

function RestrictionControl({ kind, lead, name }: { kind: LeadKind; lead: WorkableLead; name: string }) {
  const restrict = useRestrictLead();
  const restricted = lead.restricted_at !== null;
  const toggle = async () => {
    try {
      await restrict.mutateAsync({ kind, id: lead.id, restricted: !restricted });
      await notify("success", { title: restricted ? rightsCopy.liftedDone(name) : rightsCopy.restrictedDone(name) });
    } catch (error) {
      await notify("error", { title: rightsCopy.restrictFailed, description: (error as Error).message });
    }
  };
  return (
    <div className="space-y-2">
      <p className={restricted ? "font-semibold text-red-800" : "text-sm text-slate-700"}>
        {lead.restricted_at ? rightsCopy.restricted(formatDateTime(lead.restricted_at)) : rightsCopy.notRestricted}
      </p>
      <Button type="button" variant="secondary" disabled={restrict.isPending} onClick={() => void toggle()}>
        {restricted ? rightsCopy.lift : rightsCopy.restrict}
      </Button>
    </div>
  );
}

/** The work panel of a lead's details. */
export function LeadWorkPanel({
  kind,
  lead,
  name,
  staff,
  activity,
  details,
}: {
  kind: LeadKind;
  lead: WorkableLead;
  name: string;
  staff: StaffMember[];
  activity: LeadActivity[];
  /** The person's details staff may correct at their request. */
  details: CorrectableDetail[];
}) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-5 border-t border-slate-200 bg-slate-50 px-3 py-4">
      <h4 id={`${id}-heading`} className="font-bold text-navy-900">
        {copy.heading}
      </h4>
      <WorkForm kind={kind} lead={lead} name={name} staff={staff} />
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby={`${id}-history`} className="space-y-2">
          <h5 id={`${id}-history`} className="font-semibold text-navy-900">
            {copy.history}
          </h5>
          <History activity={activity} />
        </section>
        <NoteForm kind={kind} leadId={lead.id} />
      </div>
      <section aria-labelledby={`${id}-rights`} className="space-y-3">
        <h5 id={`${id}-rights`} className="font-semibold text-navy-900">
          {rightsCopy.heading}
        </h5>
        <RestrictionControl kind={kind} lead={lead} name={name} />
        <CorrectionForm kind={kind} leadId={lead.id} name={name} details={details} />
      </section>
    </section>
  );
}
