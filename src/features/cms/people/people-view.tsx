/**
 * The firm's people for staff (decision 021): a card each, with photo or initials, role, team and
 * whether they are a sample, shown or hidden; admins open a card to change it (the photo resized in
 * the browser before it is uploaded), add a person, or confirm a sample as written.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useState, type ChangeEvent } from "react";
import { useForm, useWatch } from "react-hook-form";
import { type PersonForm, personFormSchema, TEAMS } from "#kernel/schemas/person.ts";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { controlClasses, Field } from "~/components/ui/field";
import { initials } from "~/lib/initials";
import { notify } from "~/lib/notify";
import { type PersonRow, photoUrl, useConfirmPerson, usePeople, useSavePerson, useUploadPhoto } from "../api/people";
import { ContentView } from "../ui/content-view";
import { peopleCopy as copy } from "./copy";

const formValues = (person: PersonRow | null, nextPosition: number): PersonForm => ({
  name: person?.name ?? "",
  role: person?.role ?? "",
  team: person?.team ?? "accounting",
  qualifications: person?.qualifications ?? "",
  regulator: person?.regulator ?? "",
  bio: person?.bio ?? "",
  photoPath: person?.photo_path ?? "",
  photoAlt: person?.photo_alt ?? "",
  position: String(person?.position ?? nextPosition),
  shown: person?.shown ?? true,
});

function PersonEditor({
  person,
  nextPosition,
  onDone,
}: {
  person: PersonRow | null;
  nextPosition: number;
  onDone: () => void;
}) {
  const save = useSavePerson();
  const upload = useUploadPhoto();
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<PersonForm>({
    resolver: zodResolver(personFormSchema),
    defaultValues: formValues(person, nextPosition),
  });
  const photoPath = useWatch({ control, name: "photoPath" });
  const name = useWatch({ control, name: "name" }) || person?.name || "";
  const [photoError, setPhotoError] = useState<string | undefined>();

  async function choosePhoto(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setPhotoError(undefined);
    try {
      setValue("photoPath", await upload.mutateAsync(file), { shouldDirty: true });
    } catch (error) {
      setPhotoError((error as Error).message);
    }
  }

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: person?.id ?? null, person: values });
      await notify("success", { title: copy.saved(values.name) });
      onDone();
    } catch (error) {
      await notify("error", { title: copy.saveFailed, description: (error as Error).message });
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="mt-4 space-y-4 border-t border-slate-200 pt-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={copy.fields.name} error={errors.name?.message}>
          <input type="text" autoComplete="off" {...register("name")} className={controlClasses} />
        </Field>
        <Field label={copy.fields.role} error={errors.role?.message}>
          <input type="text" autoComplete="off" {...register("role")} className={controlClasses} />
        </Field>
        <Field label={copy.fields.team} error={errors.team?.message}>
          <select {...register("team")} className={controlClasses}>
            {TEAMS.map((team) => (
              <option key={team} value={team}>
                {copy.teams[team]}
              </option>
            ))}
          </select>
        </Field>
        <Field label={copy.fields.position} hint={copy.fields.positionHint} error={errors.position?.message}>
          <input type="text" inputMode="numeric" {...register("position")} className={controlClasses} />
        </Field>
        <Field
          label={copy.fields.qualifications}
          hint={copy.fields.qualificationsHint}
          error={errors.qualifications?.message}
          optional
        >
          <input type="text" autoComplete="off" {...register("qualifications")} className={controlClasses} />
        </Field>
        <Field
          label={copy.fields.regulator}
          hint={copy.fields.regulatorHint}
          error={errors.regulator?.message}
          optional
        >
          <input type="text" autoComplete="off" {...register("regulator")} className={controlClasses} />
        </Field>
      </div>
      <Field label={copy.fields.bio} error={errors.bio?.message}>
        <textarea rows={5} {...register("bio")} className={controlClasses} />
      </Field>
      <div className="space-y-3">
        {photoPath && (
          <img
            src={photoUrl(photoPath)}
            alt={copy.photoAltFor(name)}
            width={96}
            height={96}
            className="h-24 w-24 rounded-full bg-slate-100 object-cover"
          />
        )}
        <Field label={copy.fields.photo} hint={copy.fields.photoHint} error={photoError} announceError optional>
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(event) => void choosePhoto(event)}
            disabled={upload.isPending}
            className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-navy-900 file:px-4 file:font-semibold file:text-white"
          />
        </Field>
        {upload.isPending && <p role="status">{copy.uploading}</p>}
        {photoPath && (
          <>
            <Field label={copy.fields.photoAlt} hint={copy.fields.photoAltHint} error={errors.photoAlt?.message}>
              <input type="text" autoComplete="off" {...register("photoAlt")} className={controlClasses} />
            </Field>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              onClick={() => {
                setValue("photoPath", "", { shouldDirty: true });
                setValue("photoAlt", "", { shouldDirty: true });
              }}
            >
              {copy.fields.removePhoto}
            </Button>
          </>
        )}
      </div>
      <label className="flex min-h-11 items-center gap-3 text-navy-900">
        <input type="checkbox" className="h-5 w-5 accent-teal-700" {...register("shown")} />
        {copy.fields.shown}
      </label>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting || upload.isPending} aria-label={copy.saveFor(name || copy.add)}>
          {copy.save}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {copy.close}
        </Button>
      </div>
    </form>
  );
}

function PersonCard({ person, isAdmin, nextPosition }: { person: PersonRow; isAdmin: boolean; nextPosition: number }) {
  const [editing, setEditing] = useState(false);
  const confirm = useConfirmPerson();
  const isSample = person.sample && person.confirmed_at === null;
  return (
    <Card className="space-y-2">
      <div className="flex items-start gap-4">
        {person.photo_path && person.photo_alt ? (
          <img
            src={photoUrl(person.photo_path)}
            alt={person.photo_alt}
            width={64}
            height={64}
            className="h-16 w-16 shrink-0 rounded-full bg-slate-100 object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-navy-900 text-lg font-bold text-white"
          >
            {initials(person.name)}
          </span>
        )}
        <div className="min-w-0">
          <p className="text-lg font-semibold text-navy-900">{person.name}</p>
          <p className="text-teal-800">{person.role}</p>
          <p className="text-sm text-slate-600">{copy.teams[person.team]}</p>
          <div className="mt-1 flex flex-wrap gap-2">
            <Badge size="sm" tone={isSample ? "accent" : "teal"}>
              {isSample ? copy.status.sample : copy.status.own}
            </Badge>
            {!person.shown && (
              <Badge size="sm" tone="neutral">
                {copy.status.hidden}
              </Badge>
            )}
          </div>
        </div>
      </div>
      {isAdmin && !editing && (
        <div className="flex flex-wrap gap-3 pt-2">
          <Button size="sm" variant="secondary" aria-label={copy.editFor(person.name)} onClick={() => setEditing(true)}>
            {copy.edit}
          </Button>
          {isSample && (
            <Button
              size="sm"
              variant="secondary"
              aria-label={copy.confirmFor(person.name)}
              disabled={confirm.isPending}
              onClick={() =>
                void confirm.mutateAsync(person.id).then(
                  () => notify("success", { title: copy.confirmed(person.name) }),
                  (error: unknown) =>
                    notify("error", { title: copy.confirmFailed, description: (error as Error).message }),
                )
              }
            >
              {copy.confirm}
            </Button>
          )}
        </div>
      )}
      {editing && <PersonEditor person={person} nextPosition={nextPosition} onDone={() => setEditing(false)} />}
    </Card>
  );
}

function PeopleList({ people, isAdmin }: { people: PersonRow[]; isAdmin: boolean }) {
  const [adding, setAdding] = useState(false);
  const samples = people.filter((person) => person.sample && person.confirmed_at === null && person.shown).length;
  const nextPosition = people.reduce((highest, person) => Math.max(highest, person.position), 0) + 1;
  return (
    <div className="space-y-4">
      <p className="text-slate-800" role="status">
        {copy.samplesLeft(samples)}
      </p>
      <ul aria-label={copy.listLabel} className="grid gap-4 lg:grid-cols-2">
        {people.map((person) => (
          <li key={person.id}>
            <PersonCard person={person} isAdmin={isAdmin} nextPosition={nextPosition} />
          </li>
        ))}
      </ul>
      {isAdmin &&
        (adding ? (
          <Card>
            <h3 className="text-xl font-bold text-navy-900">{copy.add}</h3>
            <PersonEditor person={null} nextPosition={nextPosition} onDone={() => setAdding(false)} />
          </Card>
        ) : (
          <Button onClick={() => setAdding(true)}>{copy.add}</Button>
        ))}
    </div>
  );
}

export function PeopleView({ isAdmin }: { isAdmin: boolean }) {
  return (
    <ContentView id="people" copy={copy} note={isAdmin ? undefined : copy.adminsOnly} query={usePeople()}>
      {(people) => <PeopleList people={people} isAdmin={isAdmin} />}
    </ContentView>
  );
}
