import { useMemo } from "react";
import { Badge } from "~/components/ui/badge";
import { initials } from "~/lib/initials";
import { createHtmlSanitiser } from "~/lib/sanitise-html";
import { editorCopy } from "../copy";
import { parseTags, type ArticleFormValues } from "../lib/article-form";
import { readTimeMinutes } from "../lib/read-time";
import { articleBodyClasses } from "./article-body";

let sanitise: ((html: string) => string) | undefined;

/** The article as a reader will see it, from the unsaved form values; the body goes through the same sanitiser as on save. */
export function ArticlePreview({ values, categoryName }: { values: ArticleFormValues; categoryName: string }) {
  sanitise ??= createHtmlSanitiser(window);
  const body = useMemo(() => sanitise!(values.content), [values.content]);
  const author = values.authorName.trim() || editorCopy.anonymous;
  const tags = parseTags(values.tags);

  return (
    <article className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {values.headerImage && (
        <img
          src={values.headerImage}
          alt=""
          width={1200}
          height={630}
          className="aspect-[1200/630] w-full object-cover"
        />
      )}
      <div className="space-y-5 p-6 sm:p-8">
        <p className="text-sm font-semibold text-teal-800">{categoryName}</p>
        <h3 className="text-3xl font-bold text-navy-900">{values.title || "…"}</h3>
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
          <span
            aria-hidden="true"
            className="flex h-9 w-9 items-center justify-center rounded-full bg-navy-900 font-semibold text-white"
          >
            {initials(author)}
          </span>
          <span>{author}</span>
          <span>{readTimeMinutes(body)} min read</span>
        </div>
        {tags.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label={editorCopy.fields.tags}>
            {tags.map((tag) => (
              <li key={tag}>
                <Badge tone="neutral">{tag}</Badge>
              </li>
            ))}
          </ul>
        )}
        {values.tldr.trim() && (
          <aside className="rounded-xl border border-teal-200 bg-teal-50 p-4" aria-label={editorCopy.fields.tldr}>
            <p className="font-semibold text-teal-900">{editorCopy.fields.tldr}</p>
            <p className="mt-1 text-slate-800">{values.tldr}</p>
          </aside>
        )}
        {values.description.trim() && <p className="text-lg text-slate-700">{values.description}</p>}
        <div className={articleBodyClasses} dangerouslySetInnerHTML={{ __html: body }} />
      </div>
    </article>
  );
}
