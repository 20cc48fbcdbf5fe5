/**
 * The public site's updates (public.site_updates, staff only by RLS): each change visitors would
 * see asks the backend to rebuild the static site (migration 20261126100000_public_site_updates.sql).
 * Read every 15 seconds while shown, and again after anything staff publish or change.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "#kernel/zod.ts";
import { invokeFunction } from "~/lib/functions";
import { loadSupabase } from "~/lib/load-supabase";
import { cmsError } from "./backend";
import { fetchLatest } from "./fetch-all";
import { cmsKeys } from "./keys";

export const SITE_UPDATES_REFRESH_MS = 15_000;

export const siteUpdateSchema = z.object({
  id: z.number(),
  requested_at: z.string(),
  changed_at: z.string(),
  changes: z.number(),
  last_change: z.string(),
  due_at: z.string(),
  hook_called_at: z.string().nullable(),
  live_at: z.string().nullable(),
  failed_at: z.string().nullable(),
  failure: z.string().nullable(),
});

export type SiteUpdate = z.infer<typeof siteUpdateSchema>;

/** The latest updates, newest first: enough to say what is waiting, under way and last live. */
export const listSiteUpdates = (): Promise<SiteUpdate[]> =>
  fetchLatest(
    "site_updates",
    "id, requested_at, changed_at, changes, last_change, due_at, hook_called_at, live_at, failed_at, failure",
    z.array(siteUpdateSchema),
    "id",
  );

export const siteUpdatesQueryOptions = () =>
  queryOptions({
    queryKey: cmsKeys.siteUpdates,
    queryFn: listSiteUpdates,
    staleTime: 0,
    refetchInterval: SITE_UPDATES_REFRESH_MS,
  });

export const useSiteUpdates = () => useQuery(siteUpdatesQueryOptions());

/** Asks for an update now (public.request_site_update, staff only), then has it started at once. */
export async function requestSiteUpdate(): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.rpc("request_site_update");
  if (error) throw cmsError(error);
  await invokeFunction("update-public-site", {});
}

export function useRequestSiteUpdate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestSiteUpdate,
    onSettled: () => client.invalidateQueries({ queryKey: cmsKeys.siteUpdates }),
  });
}
