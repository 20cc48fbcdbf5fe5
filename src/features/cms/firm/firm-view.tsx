/**
 * The firm's details for staff (decision 021): each detail with its rule's message, whether it is
 * still the sample the site started with, and for admins a way to change it or confirm it as written.
 * One form, grouped as the kernel groups them, saved all or none; what is still a sample is the
 * launch checklist's share of these details (npm run launch:check reads the same rows).
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import {
  FIRM_DETAIL_FIELDS,
  type FirmDetailField,
  type FirmDetailKey,
  type FirmDetails,
  firmDetailsFromRows,
  firmDetailsSchema,
} from "#kernel/firm-details.ts";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { controlClasses, Field } from "~/components/ui/field";
import { notify } from "~/lib/notify";
import { type FirmDetailRow, useConfirmFirmDetails, useFirmDetails, useSaveFirmDetails } from "../api/firm-details";
import { formatDateTime } from "../lib/format";
import { ContentView, SaveBar } from "../ui/content-view";
import { firmCopy as copy } from "./copy";

const GROUPS = [...new Set(FIRM_DETAIL_FIELDS.map((field) => field.group))];

const INPUT_TYPES: Partial<Record<FirmDetailField["format"], { type: string; inputMode?: "numeric" }>> = {
  email: { type: "email" },
  url: { type: "url" },
  "optional url": { type: "url" },
  phone: { type: "tel" },
  year: { type: "text", inputMode: "numeric" },
};

function DetailStatus({
  field,
  row,
  isAdmin,
  dirty,
}: {
  field: FirmDetailField;
  row: FirmDetailRow | undefined;
  isAdmin: boolean;
  dirty: boolean;
}) {
  const confirm = useConfirmFirmDetails();
  if (dirty) return <p className="text-sm font-medium text-accent-800">{copy.unsaved}</p>;
  if (row?.confirmed_at)
    return <p className="text-sm text-teal-800">{copy.confirmedOn(formatDateTime(row.confirmed_at))}</p>;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <p className="text-sm font-medium text-amber-800">{copy.sample}</p>
      {isAdmin && (
        <Button
          type="button"
          variant="secondary"
          size="sm"
          aria-label={copy.confirmFor(field.label)}
          disabled={confirm.isPending}
          onClick={() =>
            void confirm.mutateAsync([field.key as FirmDetailKey]).then(
              () => notify("success", { title: copy.confirmed(field.label) }),
              (error: unknown) => notify("error", { title: copy.confirmFailed, description: (error as Error).message }),
            )
          }
        >
          {copy.confirm}
        </Button>
      )}
    </div>
  );
}

function FirmDetailsForm({ rows, isAdmin }: { rows: FirmDetailRow[]; isAdmin: boolean }) {
  const saved = useMemo(() => firmDetailsFromRows(rows), [rows]);
  const rowOf = useMemo(() => new Map(rows.map((row) => [row.key, row])), [rows]);
  const [onlyToConfirm, setOnlyToConfirm] = useState(false);
  const save = useSaveFirmDetails();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, dirtyFields, isSubmitting },
  } = useForm<FirmDetails>({ resolver: zodResolver(firmDetailsSchema), values: saved });

  const changed = (Object.keys(dirtyFields) as FirmDetailKey[]).filter((key) => dirtyFields[key]);
  const toConfirm = rows.filter((row) => row.confirmed_at === null).length;

  const onSubmit = handleSubmit(
    async (details) => {
      const changes = Object.fromEntries(changed.map((key) => [key, details[key]]));
      try {
        await save.mutateAsync(changes);
        await notify("success", { title: copy.saved(changed.length) });
      } catch (error) {
        await notify("error", { title: copy.saveFailed, description: (error as Error).message });
      }
    },
    () => void notify("error", { title: copy.fixErrors }),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-6">
      <div className="space-y-3">
        <p className="text-slate-800" role="status">
          {copy.toConfirm(toConfirm)}
        </p>
        {toConfirm > 0 && (
          <label className="flex min-h-11 items-center gap-3 text-navy-900">
            <input
              type="checkbox"
              className="h-5 w-5 accent-teal-700"
              checked={onlyToConfirm}
              onChange={(event) => setOnlyToConfirm(event.target.checked)}
            />
            {copy.onlyToConfirm}
          </label>
        )}
      </div>
      {GROUPS.map((group) => {
        const fields = FIRM_DETAIL_FIELDS.filter(
          (field) =>
            field.group === group &&
            (!onlyToConfirm || rowOf.get(field.key)?.confirmed_at === null || dirtyFields[field.key]),
        );
        if (fields.length === 0) return null;
        return (
          <Card key={group} className="sm:p-6">
            <fieldset className="space-y-5">
              <legend className="mb-2 text-xl font-bold text-navy-900">{group}</legend>
              {fields.map((field) => {
                const input = INPUT_TYPES[field.format] ?? { type: "text" };
                const control =
                  field.format === "statement" ? (
                    <textarea rows={4} readOnly={!isAdmin} {...register(field.key)} className={controlClasses} />
                  ) : (
                    <input
                      type={input.type}
                      inputMode={input.inputMode}
                      autoComplete="off"
                      readOnly={!isAdmin}
                      {...register(field.key)}
                      className={controlClasses}
                    />
                  );
                return (
                  <div key={field.key} className="space-y-2">
                    <Field
                      label={field.label}
                      hint={"hint" in field ? field.hint : undefined}
                      error={errors[field.key]?.message}
                      optional={field.format === "optional url"}
                    >
                      {control}
                    </Field>
                    <DetailStatus
                      field={field}
                      row={rowOf.get(field.key)}
                      isAdmin={isAdmin}
                      dirty={Boolean(dirtyFields[field.key])}
                    />
                  </div>
                );
              })}
            </fieldset>
          </Card>
        );
      })}
      {isAdmin && (
        <SaveBar changed={changed.length} saving={isSubmitting} words={copy} onDiscard={() => reset(saved)} />
      )}
    </form>
  );
}

export function FirmView({ isAdmin }: { isAdmin: boolean }) {
  return (
    <ContentView id="firm-details" copy={copy} note={isAdmin ? undefined : copy.adminsOnly} query={useFirmDetails()}>
      {(rows) => <FirmDetailsForm rows={rows} isAdmin={isAdmin} />}
    </ContentView>
  );
}
