/**
 * The firm's people (public.people, decision 021): staff read every one, shown or not; admins add,
 * change and confirm them (public.save_person, confirm_person) and upload their photos, resized in
 * the browser to a small WebP, to the public people-photos bucket.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PersonForm } from "#kernel/schemas/person.ts";
import { z } from "#kernel/zod.ts";
import { PEOPLE_PHOTOS_BUCKET } from "~/config/people";
import { readPublicEnv } from "~/lib/env";
import { loadSupabase } from "~/lib/load-supabase";
import { publicStorageUrl } from "~/lib/public-storage";
import { peopleCopy } from "../people/copy";
import { CmsError, cmsError } from "./backend";
import { cmsKeys } from "./keys";

/** The photo's side in pixels: twice the largest it is shown, for sharp screens. */
export const PHOTO_SIZE = 480;

const personRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
  team: z.enum(["accounting", "legal"]),
  qualifications: z.string(),
  regulator: z.string(),
  bio: z.string(),
  photo_path: z.string().nullable(),
  photo_alt: z.string().nullable(),
  position: z.number(),
  shown: z.boolean(),
  sample: z.boolean(),
  confirmed_at: z.string().nullable(),
});

export type PersonRow = z.infer<typeof personRowSchema>;

export async function listPeople(): Promise<PersonRow[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from("people")
    .select(
      "id, name, role, team, qualifications, regulator, bio, photo_path, photo_alt, position, shown, sample, confirmed_at",
    )
    .order("position")
    .order("id");
  if (error) throw cmsError(error);
  return z.array(personRowSchema).parse(data);
}

export const peopleQueryOptions = () => queryOptions({ queryKey: cmsKeys.people, queryFn: listPeople, staleTime: 0 });

export const usePeople = () => useQuery(peopleQueryOptions());

/** The public address of a stored photo. */
export const photoUrl = (path: string) =>
  publicStorageUrl(readPublicEnv().VITE_SUPABASE_URL, `${PEOPLE_PHOTOS_BUCKET}/${path}`);

/** The image cropped to its centre square and drawn at PHOTO_SIZE as WebP, in the browser. */
async function squareWebp(file: File): Promise<Blob> {
  const bitmap = await createImageBitmap(file).catch(() => {
    throw new CmsError(peopleCopy.photoUnreadable);
  });
  const side = Math.min(bitmap.width, bitmap.height);
  const canvas = document.createElement("canvas");
  canvas.width = PHOTO_SIZE;
  canvas.height = PHOTO_SIZE;
  const context = canvas.getContext("2d");
  if (!context) throw new CmsError(peopleCopy.photoUnreadable);
  context.drawImage(
    bitmap,
    (bitmap.width - side) / 2,
    (bitmap.height - side) / 2,
    side,
    side,
    0,
    0,
    PHOTO_SIZE,
    PHOTO_SIZE,
  );
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/webp", 0.85));
  if (!blob || blob.type !== "image/webp") throw new CmsError(peopleCopy.photoUnreadable);
  return blob;
}

/** Resizes and uploads a photo under a fresh name; returns its path in the bucket. */
export async function uploadPhoto(file: File): Promise<string> {
  if (!/^image\/(png|jpeg|webp)$/.test(file.type)) throw new CmsError(peopleCopy.photoType);
  if (file.size > 15 * 1024 * 1024) throw new CmsError(peopleCopy.photoSize);
  const photo = await squareWebp(file);
  const path = `${crypto.randomUUID()}.webp`;
  const { error } = await (
    await loadSupabase()
  ).storage
    .from(PEOPLE_PHOTOS_BUCKET)
    .upload(path, photo, { contentType: "image/webp", cacheControl: "31536000", upsert: false });
  if (error) throw new CmsError(error.message || peopleCopy.photoFailed);
  return path;
}

export async function savePerson({ id, person }: { id: string | null; person: PersonForm }): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.rpc("save_person", {
    p_id: id as never,
    p_person: {
      ...person,
      photoPath: person.photoPath || null,
      photoAlt: person.photoPath ? person.photoAlt : null,
      position: Number(person.position),
    },
  });
  if (error) throw cmsError(error);
}

export async function confirmPerson(id: string): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.rpc("confirm_person", { p_id: id });
  if (error) throw cmsError(error);
}

function useAfterChange() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: cmsKeys.people }),
      client.invalidateQueries({ queryKey: cmsKeys.siteUpdates }),
    ]);
}

export const useUploadPhoto = () => useMutation({ mutationFn: uploadPhoto });

export function useSavePerson() {
  const afterChange = useAfterChange();
  return useMutation({ mutationFn: savePerson, onSuccess: afterChange });
}

export function useConfirmPerson() {
  const afterChange = useAfterChange();
  return useMutation({ mutationFn: confirmPerson, onSuccess: afterChange });
}
