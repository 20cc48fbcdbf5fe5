/**
 * Header images in the public `article-images` bucket (migration
 * 20261121130000): staff upload them, anyone can read them. The article keeps
 * the image's public URL. SVG is not accepted (the bucket refuses it too).
 */
import { useMutation } from "@tanstack/react-query";
import { readPublicEnv } from "~/lib/env";
import { loadSupabase } from "~/lib/load-supabase";
import { publicStorageUrl } from "~/lib/public-storage";
import { editorCopy } from "../articles/copy";
import { CmsError } from "./backend";

export const IMAGE_BUCKET = "article-images";
export const IMAGE_TYPES = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/gif": "gif",
} as const;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Why a file cannot be a header image, or null if it can. */
export function imageProblem(file: Pick<File, "type" | "size">): string | null {
  if (!Object.hasOwn(IMAGE_TYPES, file.type)) return editorCopy.errors.imageType;
  if (file.size > IMAGE_MAX_BYTES) return editorCopy.errors.imageSize;
  return null;
}

/** Uploads the file under a fresh name (so a cached old image is never shown) and returns its public URL. */
export async function uploadHeaderImage(file: File): Promise<string> {
  const problem = imageProblem(file);
  if (problem) throw new CmsError(problem);
  const extension = IMAGE_TYPES[file.type as keyof typeof IMAGE_TYPES];
  const path = `headers/${crypto.randomUUID()}.${extension}`;
  const bucket = (await loadSupabase()).storage.from(IMAGE_BUCKET);
  const { error } = await bucket.upload(path, file, {
    contentType: file.type,
    cacheControl: "31536000",
    upsert: false,
  });
  if (error) throw new CmsError(error.message || editorCopy.errors.imageUpload);
  return bucket.getPublicUrl(path).data.publicUrl;
}

export const useUploadHeaderImage = () => useMutation({ mutationFn: uploadHeaderImage });

/** The object path of an image in our bucket, from its public URL; null for any other address. */
export function storedImagePath(url: string | null | undefined, supabaseUrl: string): string | null {
  if (!url) return null;
  const prefix = publicStorageUrl(supabaseUrl, `${IMAGE_BUCKET}/`);
  if (!url.startsWith(prefix)) return null;
  const path = decodeURIComponent(url.slice(prefix.length));
  return /^headers\/[\w-]+\.(png|jpg|webp|gif)$/.test(path) ? path : null;
}

/** Deletes an image this CMS uploaded, once no article uses it. Best effort: a leftover file is harmless. */
export async function removeStoredImage(url: string | null | undefined): Promise<void> {
  const supabase = await loadSupabase();
  const path = storedImagePath(url, readPublicEnv().VITE_SUPABASE_URL);
  if (!path) return;
  const { count } = await supabase
    .from("knowledge_articles")
    .select("id", { count: "exact", head: true })
    .eq("header_image", url!);
  if (count) return;
  await supabase.storage.from(IMAGE_BUCKET).remove([path]);
}
