/**
 * The public site's state beside the articles and categories: what is waiting to be built, a build
 * under way, live since when, or why the last update failed, with a way to ask for one now.
 */
import { useId } from "react";
import { Button } from "~/components/ui/button";
import { notify } from "~/lib/notify";
import { useRequestSiteUpdate, useSiteUpdates } from "../api/site-updates";
import { siteStatusCopy as copy } from "./copy";
import { formatDateTime } from "../lib/format";
import { siteState } from "./site-state";

export function PublicSiteStatus() {
  const id = useId();
  const updates = useSiteUpdates();
  const request = useRequestSiteUpdate();

  if (updates.isPending) return null;
  if (updates.isError)
    return (
      <p className="mt-4 text-sm text-slate-700">
        {copy.loadFailed}: {updates.error.message}
      </p>
    );

  const { state, lastLive } = siteState(updates.data);
  const failed = state.kind === "failed";
  const text =
    state.kind === "current"
      ? copy.current
      : state.kind === "waiting"
        ? copy.waiting(state.changes, state.lastChange, formatDateTime(state.dueAt))
        : state.kind === "updating"
          ? copy.updating(formatDateTime(state.since), state.lastChange)
          : state.kind === "live"
            ? copy.live(formatDateTime(state.since))
            : copy.failed(formatDateTime(state.at));

  async function updateNow() {
    try {
      await request.mutateAsync();
    } catch (error) {
      await notify("error", { title: copy.requestFailed, description: (error as Error).message });
    }
  }

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={`mt-4 rounded-lg border p-4 ${failed ? "border-red-300 bg-red-50" : "border-slate-200 bg-white"}`}
    >
      <h3 id={`${id}-heading`} className="font-semibold text-navy-900">
        {copy.heading}
      </h3>
      <p className={failed ? "font-semibold text-red-800" : "text-slate-700"}>{text}</p>
      {state.kind === "failed" && <p className="mt-1 break-words text-sm text-slate-800">{state.reason}</p>}
      {state.kind !== "live" && state.kind !== "current" && (
        <p className="mt-1 text-sm text-slate-700">
          {lastLive ? copy.lastLive(formatDateTime(lastLive)) : copy.neverLive}
        </p>
      )}
      {failed && (
        <Button className="mt-3" size="sm" disabled={request.isPending} onClick={() => void updateNow()}>
          {request.isPending ? copy.updating_ : copy.updateNow}
        </Button>
      )}
    </section>
  );
}
