/**
 * First-party analytics: events go to our own backend (an insert-only
 * function), never to a third party, and carry no personal data. Sending is
 * fire-and-forget: a lost event must never disturb the visitor.
 */
import type { HeroVariant } from "./hero-variant";
import { hasStoredSession } from "./stored-session";

/** `repeat`: this tab has already shown this headline (counted once per visit). */
export type AnalyticsEvent = { name: "hero_view"; variant: HeroVariant; path: string; repeat: boolean };

type Transport = (event: AnalyticsEvent) => void;

function sendToBackend(event: AnalyticsEvent): void {
  const url = import.meta.env.VITE_SUPABASE_URL;
  const key = import.meta.env.VITE_SUPABASE_ANON_KEY;
  if (!url || !key) return;
  void fetch(`${url}/rest/v1/rpc/record_event`, {
    method: "POST",
    keepalive: true,
    headers: { apikey: key, Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
    body: JSON.stringify({
      event_name: event.name,
      event_variant: event.variant,
      event_path: event.path,
      event_repeat: event.repeat,
    }),
  }).catch(() => undefined);
}

let transport: Transport = sendToBackend;

/**
 * Only visitors' views count: a browser with a stored sign-in is staff's (visitors never sign in).
 * Bots are left out by the backend, from their user agent.
 */
export function track(event: AnalyticsEvent): void {
  if (hasStoredSession()) return;
  transport(event);
}

/** Tests replace the transport to observe events. */
export function setAnalyticsTransport(next: Transport): () => void {
  const previous = transport;
  transport = next;
  return () => {
    transport = previous;
  };
}
