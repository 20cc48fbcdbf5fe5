import { useId, useState } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { paths } from "~/config/paths";
import { categoryName } from "~/lib/article-labels";
import { notify } from "~/lib/notify";
import { useDeleteArticle } from "../api/delete-article";
import { useCategories } from "../api/list-categories";
import { useArticles, type ArticleSummary } from "../api/list-articles";
import { useSetArticlePublished } from "../api/set-article-published";
import { articlesCopy as copy, editorCopy } from "./copy";
import { formatDateTime } from "../lib/format";
import { matchesSearch } from "../lib/search";
import { ConfirmDialog, confirmWords } from "../ui/confirm-dialog";
import { PublicSiteStatus } from "./public-site-status";
import { QueryError } from "../ui/query-error";
import { cellClasses, dangerLinkButtonClasses, linkButtonClasses } from "../ui/table";
import { viewSearch } from "../workspace/view-state";
import { DataTable, EmptyNote } from "../ui/data-table";
import { SearchField } from "../ui/search-field";

/** Every article, drafts and published, with search and the quick actions. */
export function ArticlesView({ onNew }: { onNew: () => void }) {
  const id = useId();
  const articles = useArticles();
  const categories = useCategories();
  const [search, setSearch] = useState("");
  const [toDelete, setToDelete] = useState<ArticleSummary | null>(null);
  const publish = useSetArticlePublished();
  const remove = useDeleteArticle();

  const categoryOf = (categoryId: string | null) => categoryName(categoryId, categories.data ?? []);

  const all = articles.data ?? [];
  const shown = all.filter((article) =>
    matchesSearch(search, [article.title, article.slug, article.description, ...article.tags]),
  );
  const drafts = all.filter((article) => !article.published).length;

  async function togglePublished(article: ArticleSummary) {
    try {
      await publish.mutateAsync({ article, published: !article.published });
      await notify(
        "success",
        article.published ? copy.toasts.unpublished(article.title) : copy.toasts.published(article.title),
      );
    } catch (error) {
      await notify("error", { title: copy.toasts.failed, description: (error as Error).message });
    }
  }

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.id);
      await notify("success", copy.toasts.deleted(toDelete.title));
      setToDelete(null);
    } catch (error) {
      setToDelete(null);
      await notify("error", { title: copy.toasts.failed, description: (error as Error).message });
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id={`${id}-heading`} tabIndex={-1} className="text-2xl font-bold text-navy-900 outline-none">
            {copy.heading}
          </h2>
          {/* The line is kept while the list loads: its arrival would move New article under a finger. */}
          <p className="mt-1 min-h-[1lh] text-slate-700">{articles.isSuccess && copy.count(all.length, drafts)}</p>
        </div>
        <Button onClick={onNew}>{copy.newArticle}</Button>
      </div>
      <PublicSiteStatus />

      <div className="mt-6">
        <SearchField label={copy.search} hint={copy.searchHint} value={search} onChange={setSearch} />
      </div>

      <div className="mt-6">
        {articles.isPending ? (
          <div className="space-y-3" role="status" aria-label={copy.heading}>
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-14 w-full" />
            ))}
          </div>
        ) : articles.isError ? (
          <QueryError
            title={copy.loadFailed}
            error={articles.error}
            retryLabel={copy.retry}
            onRetry={() => void articles.refetch()}
          />
        ) : all.length === 0 ? (
          <EmptyNote>{copy.empty}</EmptyNote>
        ) : shown.length === 0 ? (
          <EmptyNote announce>{copy.noMatch(search.trim())}</EmptyNote>
        ) : (
          <DataTable
            id={id}
            caption={copy.caption}
            columns={[
              copy.columns.title,
              copy.columns.status,
              copy.columns.category,
              copy.columns.updated,
              copy.columns.actions,
            ]}
          >
            {shown.map((article) => (
              <tr key={article.id}>
                <th scope="row" className={`${cellClasses} font-normal`}>
                  <Link
                    to={`${paths.cms.href()}${viewSearch({ name: "editor", id: article.id })}`}
                    className="font-semibold text-navy-900 underline-offset-2 hover:underline"
                  >
                    {article.title}
                  </Link>
                  <span className="mt-0.5 block text-xs break-all text-slate-600">/{article.slug}</span>
                </th>
                <td className={cellClasses}>
                  <Badge tone={article.published ? "teal" : "neutral"}>
                    {article.published ? copy.published : copy.draft}
                  </Badge>
                  {!article.published && article.publish_at && (
                    <span className="mt-1 block text-sm text-slate-700">
                      {editorCopy.status.scheduled(formatDateTime(article.publish_at))}
                    </span>
                  )}
                </td>
                <td className={cellClasses}>{categoryOf(article.category_id)}</td>
                <td className={`${cellClasses} whitespace-nowrap`}>{formatDateTime(article.updated_at)}</td>
                <td className={cellClasses}>
                  <div className="flex gap-x-4 whitespace-nowrap">
                    <Link
                      to={`${paths.cms.href()}${viewSearch({ name: "editor", id: article.id })}`}
                      aria-label={copy.editLabel(article.title)}
                      className={linkButtonClasses}
                    >
                      {copy.edit}
                    </Link>
                    <button
                      type="button"
                      className={linkButtonClasses}
                      aria-label={
                        article.published ? copy.unpublishLabel(article.title) : copy.publishLabel(article.title)
                      }
                      disabled={publish.isPending && publish.variables?.article.id === article.id}
                      onClick={() => void togglePublished(article)}
                    >
                      {article.published ? copy.unpublish : copy.publish}
                    </button>
                    {article.published && (
                      <Link
                        to={paths.article.href(article.slug)}
                        aria-label={copy.viewLabel(article.title)}
                        className={linkButtonClasses}
                      >
                        {copy.view}
                      </Link>
                    )}
                    <button
                      type="button"
                      className={dangerLinkButtonClasses}
                      aria-label={copy.deleteLabel(article.title)}
                      onClick={() => setToDelete(article)}
                    >
                      {copy.delete}
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </div>

      <ConfirmDialog
        open={toDelete !== null}
        {...confirmWords(copy.confirmDelete, toDelete?.title)}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
