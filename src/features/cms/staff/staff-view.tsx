/**
 * The staff, for admins: who can sign in and with which role, an invitation by e-mail, a change of
 * role and a removal after a confirmation. Cards rather than a table, so it reads on a phone. The
 * database decides what each person may do; this only offers it.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import {
  STAFF_ROLES,
  type StaffInvitationForm,
  staffInvitationFormSchema,
  type StaffRole,
} from "#kernel/schemas/staff-change.ts";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { controlClasses, Field } from "~/components/ui/field";
import { notify } from "~/lib/notify";
import {
  type StaffMemberRow,
  useChangeRole,
  useInviteMember,
  useMembers,
  useRemoveMember,
  useResetSecondFactor,
  useSetStaffName,
} from "../api/manage-staff";
import { staffCopy as copy } from "./copy";
import { formatDateTime } from "../lib/format";
import { ConfirmDialog, confirmWords } from "../ui/confirm-dialog";
import { QueryError } from "../ui/query-error";
import { SectionLoading } from "../ui/section-loading";

function InviteForm() {
  const id = useId();
  const invite = useInviteMember();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<StaffInvitationForm>({
    resolver: zodResolver(staffInvitationFormSchema),
    defaultValues: { name: "", email: "", role: "editor" },
  });

  const onSubmit = handleSubmit(async (invitation) => {
    try {
      await invite.mutateAsync(invitation);
      await notify("success", { title: copy.invited(invitation.email) });
      reset();
    } catch (error) {
      await notify("error", { title: copy.inviteFailed, description: (error as Error).message });
    }
  });

  return (
    <section aria-labelledby={`${id}-heading`}>
      <Card className="space-y-4 sm:p-6">
        <div>
          <h3 id={`${id}-heading`} className="text-xl font-bold text-navy-900">
            {copy.inviteHeading}
          </h3>
          <p className="mt-1 text-slate-700">{copy.inviteIntro}</p>
        </div>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-wrap items-end gap-3">
          <Field label={copy.name} error={errors.name?.message} className="min-w-56 flex-1">
            <input type="text" autoComplete="off" {...register("name")} className={controlClasses} />
          </Field>
          <Field label={copy.email} error={errors.email?.message} className="min-w-64 flex-1">
            <input type="email" autoComplete="off" {...register("email")} className={controlClasses} />
          </Field>
          <Field label={copy.role} error={errors.role?.message} className="w-40">
            <select {...register("role")} className={controlClasses}>
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {copy.roles[role]}
                </option>
              ))}
            </select>
          </Field>
          <Button type="submit" disabled={invite.isPending}>
            {invite.isPending ? copy.inviting : copy.inviteSubmit}
          </Button>
        </form>
      </Card>
    </section>
  );
}

function NameForm({ member }: { member: StaffMemberRow }) {
  const setName = useSetStaffName();
  const [name, setDraft] = useState(member.name ?? "");
  const save = async () => {
    try {
      await setName.mutateAsync({ userId: member.user_id, name });
      await notify("success", { title: copy.nameSaved(name.trim()) });
    } catch (error) {
      await notify("error", { title: copy.nameFailed, description: (error as Error).message });
    }
  };
  return (
    <form
      noValidate
      className="mt-2 flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Field label={copy.name} className="w-56">
        <input
          type="text"
          value={name}
          aria-label={copy.nameFor(member.email)}
          maxLength={100}
          onChange={(event) => setDraft(event.target.value)}
          className={controlClasses}
        />
      </Field>
      <Button
        type="submit"
        variant="secondary"
        aria-label={copy.saveNameFor(member.email)}
        disabled={setName.isPending || name.trim() === "" || name.trim() === (member.name ?? "")}
      >
        {copy.saveName}
      </Button>
    </form>
  );
}

function MemberCard({
  member,
  isYou,
  onRemove,
  onResetFactor,
}: {
  member: StaffMemberRow;
  isYou: boolean;
  onRemove: (member: StaffMemberRow) => void;
  onResetFactor: (member: StaffMemberRow) => void;
}) {
  const changeRole = useChangeRole();
  const choose = async (role: StaffRole) => {
    try {
      await changeRole.mutateAsync({ userId: member.user_id, role });
      await notify("success", { title: copy.roleChanged(member.email, role) });
    } catch (error) {
      await notify("error", { title: copy.roleFailed, description: (error as Error).message });
    }
  };
  return (
    <li className="flex flex-wrap items-end justify-between gap-4 rounded-xl border border-slate-200 bg-white p-4">
      <div className="min-w-0">
        <p className="font-semibold break-words text-navy-900">
          {member.name ?? copy.noName} {isYou && <span className="font-normal text-slate-600">{copy.you}</span>}
        </p>
        <p className="break-words text-slate-700">{member.email}</p>
        <NameForm member={member} />
        <p className="text-sm text-slate-600">
          {copy.added} {formatDateTime(member.added_at)}
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <Field label={copy.role} className="w-40">
          <select
            value={member.role}
            aria-label={copy.roleFor(member.email)}
            disabled={changeRole.isPending}
            onChange={(event) => void choose(event.target.value as StaffRole)}
            className={controlClasses}
          >
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {copy.roles[role]}
              </option>
            ))}
          </select>
        </Field>
        {!isYou && (
          <>
            <Button
              type="button"
              variant="secondary"
              aria-label={copy.resetFactorFor(member.email)}
              onClick={() => onResetFactor(member)}
            >
              {copy.resetFactor}
            </Button>
            <Button
              type="button"
              variant="destructive"
              aria-label={copy.removeFor(member.email)}
              onClick={() => onRemove(member)}
            >
              {copy.remove}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

export function StaffView({ email }: { email: string }) {
  const id = useId();
  const members = useMembers();
  const remove = useRemoveMember();
  const [leaving, setLeaving] = useState<StaffMemberRow | null>(null);
  const reset = useResetSecondFactor();
  const [lostPhone, setLostPhone] = useState<StaffMemberRow | null>(null);

  async function confirmReset() {
    if (!lostPhone) return;
    try {
      await reset.mutateAsync(lostPhone.user_id);
      await notify("success", { title: copy.factorReset(lostPhone.email) });
    } catch (error) {
      await notify("error", { title: copy.resetFailed, description: (error as Error).message });
    }
    setLostPhone(null);
  }

  async function confirmRemoval() {
    if (!leaving) return;
    try {
      await remove.mutateAsync(leaving.user_id);
      await notify("success", { title: copy.removed(leaving.email) });
    } catch (error) {
      await notify("error", { title: copy.removeFailed, description: (error as Error).message });
    }
    setLeaving(null);
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-6">
      <div>
        <h2 id={`${id}-heading`} tabIndex={-1} className="text-2xl font-bold text-navy-900 outline-none">
          {copy.heading}
        </h2>
        <p className="mt-1 max-w-3xl text-slate-700">{copy.intro}</p>
      </div>
      <InviteForm />
      {members.isPending ? (
        <SectionLoading label={copy.loading} />
      ) : members.isError ? (
        <QueryError
          title={copy.loadFailed}
          error={members.error}
          retryLabel={copy.retry}
          onRetry={() => void members.refetch()}
        />
      ) : (
        <ul aria-label={copy.listCaption} className="space-y-3">
          {members.data.map((member) => (
            <MemberCard
              key={member.user_id}
              member={member}
              isYou={member.email === email.toLowerCase()}
              onRemove={setLeaving}
              onResetFactor={setLostPhone}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={leaving !== null}
        {...confirmWords(copy.confirmRemove, leaving?.email)}
        busy={remove.isPending}
        onConfirm={() => void confirmRemoval()}
        onCancel={() => setLeaving(null)}
      />
      <ConfirmDialog
        open={lostPhone !== null}
        {...confirmWords(copy.confirmReset, lostPhone?.email)}
        busy={reset.isPending}
        onConfirm={() => void confirmReset()}
        onCancel={() => setLostPhone(null)}
      />
    </section>
  );
}
