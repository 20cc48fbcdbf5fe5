/**
 * The member's calendar link (migration 20261207300100_lead_reminders.sql): when they made it
 * (public.calendar_feed_made_at), and a new one (public.rotate_calendar_feed), whose token the
 * database returns once and keeps only as a hash. The link is the calendar-feed function's address
 * with the token; a calendar fetches it with no key.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "#kernel/zod.ts";
import { readPublicEnv } from "~/lib/env";
import { loadSupabase } from "~/lib/load-supabase";
import { cmsError } from "./backend";
import { cmsKeys } from "./keys";

const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** The address a calendar subscribes to. */
export const calendarFeedUrl = (token: string, supabaseUrl = readPublicEnv().VITE_SUPABASE_URL) =>
  `${supabaseUrl.replace(/\/$/, "")}/functions/v1/calendar-feed?token=${tokenSchema.parse(token)}`;

export async function getCalendarFeedMadeAt(): Promise<string | null> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc("calendar_feed_made_at");
  if (error) throw cmsError(error);
  return z.string().nullable().parse(data);
}

export const calendarFeedQueryOptions = () =>
  queryOptions({ queryKey: cmsKeys.calendarFeed, queryFn: getCalendarFeedMadeAt });

export const useCalendarFeedMadeAt = () => useQuery(calendarFeedQueryOptions());

/** A new link: the old one stops working at once. Answers the link, which is shown only now. */
export async function rotateCalendarFeed(): Promise<string> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc("rotate_calendar_feed");
  if (error) throw cmsError(error);
  return calendarFeedUrl(tokenSchema.parse(data));
}

export function useRotateCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: rotateCalendarFeed,
    onSettled: () => client.invalidateQueries({ queryKey: cmsKeys.calendarFeed }),
  });
}
