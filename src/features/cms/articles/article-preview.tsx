import { useMemo } from "react";
import { articleBodyClasses } from "~/components/article/article-body-classes";
import { ArticleView } from "~/components/article/article-view";
import { createDisplaySanitiser } from "~/lib/article-html";
import { createSaveSanitiser } from "~/lib/article-save-sanitiser";
import { articleRow, type ArticleFormValues } from "./article-form";

let sanitisers: { save: (html: string) => string; page: (html: string) => string } | undefined;

/**
 * The article as a reader will see it, from the unsaved form values: the row
 * a save would write (the body through the same sanitiser as on save, the
 * read time worked out from it), shown by the public article page's own view
 * and body sanitiser. Its updated date is today's, as it will be once saved.
 */
export function ArticlePreview({ values, categoryName }: { values: ArticleFormValues; categoryName: string }) {
  sanitisers ??= { save: createSaveSanitiser(window), page: createDisplaySanitiser(window) };
  const { save, page } = sanitisers;
  const stored = useMemo(() => save(values.content), [save, values.content]);
  const body = useMemo(() => page(stored), [page, stored]);
  const row = articleRow(values, stored, false);
  const updatedAt = useMemo(() => new Date().toISOString(), []);

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <ArticleView
        article={{ ...row, title: row.title || "…", updated_at: updatedAt }}
        category={categoryName}
        titleAs="h3"
      >
        <div className={articleBodyClasses} dangerouslySetInnerHTML={{ __html: body }} />
      </ArticleView>
    </div>
  );
}
