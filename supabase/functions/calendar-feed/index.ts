/**
 * calendar-feed: a member of staff's calendar of their leads' call backs and follow-ups, as
 * iCalendar (RFC 5545), for Google Calendar, Outlook or any calendar that subscribes to a URL:
 * GET /functions/v1/calendar-feed?token=<the member's secret>. A calendar sends no key and no JWT,
 * so the secret in the link is the only proof (verify_jwt is off in config.toml): the database keeps
 * only its SHA-256 and answers for a token it knows whose member still works leads
 * (public.calendar_feed); anything else, a malformed token, one rotated away or never made, gets
 * 404 and the same few words, so the answer tells a guesser nothing. GET and HEAD only.
 */
import { serviceClient } from "../_shared/clients.ts";
import { firm } from "../_shared/kernel/firm.ts";
import { type LeadCalendarEntries, leadCalendarText } from "../_shared/kernel/lead-calendar.ts";

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const text = (body: string, status: number, headers: Record<string, string> = {}) =>
  new Response(body, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });

/** The address staff open the site at, for the links to each lead. */
const siteUrl = () => Deno.env.get("SITE_URL")?.trim() || firm.siteUrl;

Deno.serve(async (request) => {
  if (request.method !== "GET" && request.method !== "HEAD") return text("Use GET.", 405, { Allow: "GET, HEAD" });
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  if (!TOKEN.test(token) || url.searchParams.getAll("token").length !== 1) return text("No such calendar.", 404);
  try {
    const { data, error } = await serviceClient().rpc("calendar_feed", { p_token: token });
    if (error) throw error;
    if (data === null) return text("No such calendar.", 404);
    const calendar = leadCalendarText(data as unknown as LeadCalendarEntries, siteUrl(), new Date());
    return new Response(request.method === "HEAD" ? null : calendar, {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": 'inline; filename="leads.ics"',
        // Names and numbers: kept by no shared cache, and asked for again by the calendar itself.
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch (error) {
    console.error(error);
    return text("Something went wrong on our side. Please try again in a moment.", 500);
  }
});
