/**
 * A draft's time to go live by itself, or no schedule (null). The database publishes it then
 * (private.publish_scheduled_articles, every minute) and forgets the schedule when staff publish or
 * unpublish by hand. What goes live is the version saved at that time.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { loadSupabase } from "~/lib/load-supabase";
import { editorCopy } from "../articles/copy";
import { CmsError, cmsError } from "./backend";
import { cmsKeys } from "./keys";

export async function scheduleArticle({ id, publishAt }: { id: string; publishAt: string | null }): Promise<void> {
  if (publishAt !== null && new Date(publishAt).getTime() <= Date.now())
    throw new CmsError(editorCopy.schedule.inThePast);
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from("knowledge_articles")
    .update({ publish_at: publishAt })
    .eq("id", id)
    .eq("published", false)
    .select("id");
  if (error) throw cmsError(error);
  if (data.length === 0) throw new CmsError(editorCopy.schedule.notADraft);
}

export function useScheduleArticle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: scheduleArticle,
    onSettled: (_data, _error, { id }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: cmsKeys.articles }),
        client.invalidateQueries({ queryKey: cmsKeys.article(id) }),
      ]),
  });
}
