/** Addresses of files in the backend's public storage buckets. */

/**
 * The public URL of an object in storage, or with no object path the prefix
 * every public object's URL starts with: `{supabaseUrl}/storage/v1/object/public/{objectPath}`.
 */
export function publicStorageUrl(supabaseUrl: string, objectPath = ""): string {
  return `${supabaseUrl.replace(/\/+$/, "")}/storage/v1/object/public/${objectPath}`;
}
