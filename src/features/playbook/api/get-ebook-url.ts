/**
 * Call 9: the eBook's public address in Storage, or the site's own copy if
 * Storage gives none.
 */
import { PLAYBOOK_BUCKET, PLAYBOOK_OBJECT } from "#kernel/schemas/playbook-constants.ts";
import { FALLBACK_FILE_URL } from "../copy";

export async function getEbookUrl(): Promise<string> {
  try {
    const { getSupabase } = await import("~/lib/supabase");
    const { data } = getSupabase().storage.from(PLAYBOOK_BUCKET).getPublicUrl(PLAYBOOK_OBJECT);
    return data.publicUrl || FALLBACK_FILE_URL;
  } catch (error) {
    console.warn("Could not look up the eBook's address:", error);
    return FALLBACK_FILE_URL;
  }
}
