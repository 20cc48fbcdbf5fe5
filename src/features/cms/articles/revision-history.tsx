/**
 * An article's earlier versions, newest first, each with who saved it and when; any but the current
 * one can be put back in the editor (as unsaved changes, so the usual save and its checks apply).
 */
import { useId } from "react";
import { Button } from "~/components/ui/button";
import { type Revision, useRevisions } from "../api/article-revisions";
import { editorCopy } from "./copy";
import { formatDateTime } from "../lib/format";
import { QueryError } from "../ui/query-error";
import { SectionLoading } from "../ui/section-loading";

const copy = editorCopy.history;

export function RevisionHistory({
  articleId,
  onRestore,
}: {
  articleId: string;
  onRestore: (revision: Revision) => void;
}) {
  const id = useId();
  const revisions = useRevisions(articleId);

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10 border-t border-slate-200 pt-6">
      <h3 id={`${id}-heading`} className="text-xl font-bold text-navy-900">
        {copy.heading}
      </h3>
      <p className="mt-1 max-w-3xl text-slate-700">{copy.intro}</p>
      {revisions.isPending ? (
        <SectionLoading label={copy.loading} />
      ) : revisions.isError ? (
        <QueryError
          title={copy.loadFailed}
          error={revisions.error}
          retryLabel={copy.retry}
          onRetry={() => void revisions.refetch()}
        />
      ) : (
        <ol className="mt-4 space-y-3">
          {revisions.data.map((revision, index) => {
            const when = formatDateTime(revision.saved_at);
            return (
              <li
                key={revision.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4"
              >
                <div className="min-w-0">
                  <p className="font-semibold break-words text-navy-900">{revision.title}</p>
                  <p className="text-sm text-slate-600">
                    {copy.savedBy(revision.saved_by_email ?? copy.theFirm, when)} ·{" "}
                    {revision.published ? copy.published : copy.draft}
                  </p>
                </div>
                {index === 0 ? (
                  <span className="text-sm font-semibold text-teal-800">{copy.current}</span>
                ) : (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={copy.restoreLabel(when)}
                    onClick={() => onRestore(revision)}
                  >
                    {copy.restore}
                  </Button>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
