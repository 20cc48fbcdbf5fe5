/**
 * A view of the firm's content in the staff area (decision 021): its heading (focused after a
 * change of view), what it is, who may change it, the public site's state, and its data once
 * loaded, or the loading state, or the error with a retry.
 */
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { PublicSiteStatus } from "../articles/public-site-status";
import { QueryError } from "./query-error";
import { SectionLoading } from "./section-loading";

/** What the view needs of a query: react-query's result, or several read as one. */
export interface ViewQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: T | undefined;
  refetch: () => unknown;
}

interface ContentViewCopy {
  heading: string;
  intro: string;
  loading: string;
  loadFailed: string;
  retry: string;
}

export function ContentView<T>({
  id,
  copy,
  note,
  query,
  children,
}: {
  id: string;
  copy: ContentViewCopy;
  /** Said under the intro: who may change this, when the member of staff may not. */
  note?: string;
  /** None where the member of staff may not read it at all: the note says why. */
  query?: ViewQuery<T>;
  children: (data: T) => ReactNode;
}) {
  return (
    <section className="space-y-6" aria-labelledby={`${id}-heading`}>
      <div>
        <h2 id={`${id}-heading`} tabIndex={-1} className="text-2xl font-bold text-navy-900 focus:outline-none">
          {copy.heading}
        </h2>
        <p className="mt-2 max-w-prose text-slate-700">{copy.intro}</p>
        {note && <p className="mt-2 font-medium text-slate-800">{note}</p>}
        <PublicSiteStatus />
      </div>
      {query === undefined ? null : query.isPending ? (
        <SectionLoading label={copy.loading} />
      ) : query.isError ? (
        <QueryError
          title={copy.loadFailed}
          error={query.error}
          retryLabel={copy.retry}
          onRetry={() => void query.refetch()}
        />
      ) : (
        children(query.data as T)
      )}
    </section>
  );
}

/**
 * The save bar under a form of the firm's content, kept in view at the foot of a phone's screen:
 * save what changed, or discard it.
 */
export function SaveBar({
  changed,
  saving,
  words,
  onDiscard,
}: {
  changed: number;
  saving: boolean;
  words: { save: (count: number) => string; saving: string; discard: string };
  onDiscard: () => void;
}) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-lg sm:border">
      <Button type="submit" disabled={changed === 0 || saving}>
        {saving ? words.saving : words.save(changed)}
      </Button>
      {changed > 0 && (
        <Button type="button" variant="secondary" onClick={onDiscard}>
          {words.discard}
        </Button>
      )}
    </div>
  );
}
