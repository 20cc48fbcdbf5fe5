/**
 * Create or edit an article: the form, the rich-text body, the header image,
 * a preview, publish and unpublish, and delete. Unsaved changes are kept in
 * the browser (article-draft.ts) and offered back when the article is
 * opened again; earlier versions can be put back (revision-history.tsx).
 * Loaded only when opened.
 */
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Controller } from "react-hook-form";
import { Link } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClasses } from "~/components/ui/button";
import { controlClasses, Field } from "~/components/ui/field";
import { Skeleton } from "~/components/ui/skeleton";
import { Spinner } from "~/components/ui/spinner";
import { paths } from "~/config/paths";
import { cx } from "~/lib/cx";
import { categoryName } from "~/lib/article-labels";
import { readTimeMinutes } from "~/lib/read-time";
import { articleQueryOptions } from "../api/get-article";
import { useCategories, type Category } from "../api/list-categories";
import { articlesCopy, editorCopy as copy } from "./copy";
import { type ArticleDraft, discardDraft, readDraft } from "./article-draft";
import { formatDateTime } from "../lib/format";
import { slugFromTitle } from "./slug";
import { ArticlePreview } from "./article-preview";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { HeaderImageField } from "./header-image-field";
import { QueryError } from "../ui/query-error";
import { RevisionHistory } from "./revision-history";
import { RichTextEditor } from "./rich-text-editor";
import { SchedulePanel } from "./schedule-panel";
import { type ArticleFormOptions, useArticleForm } from "./use-article-form";
import { viewSearch } from "../workspace/view-state";

interface ArticleEditorProps {
  /** null for a new article. */
  id: string | null;
  onCreated: (id: string) => void;
  onClose: () => void;
}

/** Unsaved changes kept from an earlier visit, offered until restored or discarded. */
interface DraftOffer {
  keptAt: number;
  onRestore: () => void;
  onDiscard: () => void;
}

function ArticleForm({
  categories,
  offer,
  ...options
}: ArticleFormOptions & {
  categories: Category[];
  offer?: DraftOffer;
}) {
  const id = useId();
  const editor = useArticleForm(options);
  const { form, errors, stored, published, saving, busy, conflict, previewing, title, slug } = editor;
  const { register, control, getValues } = form;
  const previewCategory = categoryName(editor.categoryId, categories);
  const errorCount = Object.keys(errors).length;

  return (
    <section aria-labelledby={`${id}-heading`}>
      <Link
        to={`${paths.cms.href()}${viewSearch({ name: "articles" })}`}
        className="inline-flex items-center gap-1 font-semibold text-teal-800 underline-offset-2 hover:underline"
      >
        <span aria-hidden="true">←</span> {copy.back}
      </Link>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h2 id={`${id}-heading`} tabIndex={-1} className="text-2xl font-bold text-navy-900 outline-none">
          {stored ? copy.editHeading : copy.newHeading}
        </h2>
        <Badge tone={published ? "teal" : "neutral"}>{published ? copy.status.published : copy.status.draft}</Badge>
        {stored && published && (
          <Link
            to={paths.article.href(getValues("slug"))}
            className="text-sm font-semibold text-teal-800 underline-offset-2 hover:underline"
          >
            {copy.actions.viewOnSite}
          </Link>
        )}
      </div>

      {errorCount > 0 && (
        <Alert tone="destructive" role="alert" title={copy.errors.summary} className="mt-6">
          <ul className="list-disc pl-5">
            {Object.entries(errors).map(([field, error]) => (
              <li key={field}>{error.message}</li>
            ))}
          </ul>
        </Alert>
      )}

      {offer && (
        <Alert
          tone="info"
          role="status"
          title={copy.draft.title(formatDateTime(new Date(offer.keptAt).toISOString()))}
          className="mt-6"
        >
          <p>{copy.draft.body}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Button size="sm" onClick={offer.onRestore}>
              {copy.draft.restore}
            </Button>
            <Button variant="secondary" size="sm" onClick={offer.onDiscard}>
              {copy.draft.discard}
            </Button>
          </div>
        </Alert>
      )}

      {conflict && stored && (
        <Alert tone="destructive" role="alert" title={copy.conflict.title} className="mt-6">
          <p>{copy.conflict.body(formatDateTime(conflict.savedAt))}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <a
              href={`${paths.cms.href()}${viewSearch({ name: "editor", id: stored.id })}`}
              target="_blank"
              rel="noopener"
              className={buttonClasses("secondary", "sm")}
            >
              {copy.conflict.openTheirs}
            </a>
            <Button size="sm" disabled={busy} onClick={() => void editor.submit(conflict.kind, conflict.savedAt)}>
              {copy.conflict.keepMine}
            </Button>
          </div>
        </Alert>
      )}

      {previewing && (
        <div className="mt-6 space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <h3 className="text-xl font-bold text-navy-900">{copy.previewHeading}</h3>
              <p className="text-slate-700">{copy.previewNote}</p>
            </div>
            <Button variant="secondary" onClick={() => editor.setPreviewing(false)}>
              {copy.actions.closePreview}
            </Button>
          </div>
          <ArticlePreview values={getValues()} categoryName={previewCategory} />
        </div>
      )}

      <form
        noValidate
        hidden={previewing}
        onSubmit={(event) => {
          event.preventDefault();
          void editor.submit("keep");
        }}
        className="mt-6 space-y-6"
      >
        <div className="grid gap-6 lg:grid-cols-2">
          <Field label={copy.fields.title} error={errors.title?.message}>
            <input {...register("title")} maxLength={200} className={controlClasses} />
          </Field>
          <Field label={copy.fields.slug} error={errors.slug?.message} hint={copy.fields.slugHint(slug)}>
            <input
              {...register("slug", { onChange: () => editor.setSlugEdited(true) })}
              maxLength={120}
              spellCheck={false}
              autoCapitalize="none"
              className={controlClasses}
            />
          </Field>
        </div>
        {editor.slugEdited && slugFromTitle(title) !== slug && (
          <Button variant="ghost" size="sm" onClick={editor.regenerateSlug}>
            {copy.fields.generateSlug}
          </Button>
        )}
        <Field
          label={copy.fields.description}
          hint={copy.fields.descriptionHint}
          error={errors.description?.message}
          optional
        >
          <textarea {...register("description")} rows={2} maxLength={400} className={controlClasses} />
        </Field>
        <div className="grid gap-6 lg:grid-cols-2">
          <Field label={copy.fields.category}>
            <select {...register("categoryId")} className={controlClasses}>
              <option value="">{copy.fields.noCategory}</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
          </Field>
          <Field label={copy.fields.tags} hint={copy.fields.tagsHint} error={errors.tags?.message} optional>
            <input {...register("tags")} className={controlClasses} />
          </Field>
        </div>
        <Field label={copy.fields.tldr} hint={copy.fields.tldrHint} error={errors.tldr?.message} optional>
          <textarea {...register("tldr")} rows={3} maxLength={1000} className={controlClasses} />
        </Field>
        <Field label={copy.fields.author} hint={copy.fields.authorHint} error={errors.authorName?.message} optional>
          <input {...register("authorName")} maxLength={100} autoComplete="name" className={controlClasses} />
        </Field>
        <Controller
          control={control}
          name="headerImage"
          render={({ field }) => <HeaderImageField value={field.value} onChange={field.onChange} />}
        />
        <div className="space-y-1.5">
          <p id={`${id}-body-label`} className="font-medium text-navy-900">
            {copy.fields.body}
          </p>
          <p id={`${id}-body-hint`} className="text-sm text-slate-600">
            {copy.fields.bodyHint}
          </p>
          <Controller
            control={control}
            name="content"
            render={({ field, fieldState }) => (
              <RichTextEditor
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                labelId={`${id}-body-label`}
                describedBy={`${id}-body-hint ${id}-read-time${fieldState.error ? ` ${id}-body-error` : ""}`}
                invalid={Boolean(fieldState.error)}
              />
            )}
          />
          {errors.content && (
            <p id={`${id}-body-error`} className="text-sm font-medium text-red-700">
              {errors.content.message}
            </p>
          )}
          <p id={`${id}-read-time`} className="text-sm text-slate-700">
            {copy.fields.readTime(readTimeMinutes(editor.content))}
          </p>
        </div>

        <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-6">
          <Button type="submit" disabled={busy}>
            {saving === "keep" && <Spinner className="h-4 w-4" />}
            {published ? copy.actions.saveChanges : copy.actions.saveDraft}
          </Button>
          {published ? (
            <Button variant="secondary" disabled={busy} onClick={() => void editor.submit("unpublish")}>
              {saving === "unpublish" && <Spinner className="h-4 w-4" />}
              {copy.actions.unpublish}
            </Button>
          ) : (
            <Button variant="secondary" disabled={busy} onClick={() => void editor.submit("publish")}>
              {saving === "publish" && <Spinner className="h-4 w-4" />}
              {copy.actions.publish}
            </Button>
          )}
          <Button variant="secondary" disabled={busy} onClick={() => editor.setPreviewing(true)}>
            {copy.actions.preview}
          </Button>
          {stored && (
            <Button
              variant="ghost"
              className={cx("text-red-700 hover:bg-red-50 sm:ml-auto")}
              disabled={busy}
              onClick={() => editor.setConfirmingDelete(true)}
            >
              {copy.actions.delete}
            </Button>
          )}
        </div>
        {saving && (
          <p role="status" className="sr-only">
            {copy.actions.saving}
          </p>
        )}
      </form>

      {stored && !published && <SchedulePanel articleId={stored.id} unsaved={editor.unsaved} />}

      {stored && <RevisionHistory articleId={stored.id} onRestore={editor.askToRestore} />}

      <ConfirmDialog
        open={editor.pendingVersion !== null}
        title={copy.history.confirmTitle}
        body={copy.history.confirmBody}
        confirmLabel={copy.history.confirm}
        cancelLabel={copy.history.cancel}
        onConfirm={() => editor.pendingVersion && void editor.restoreVersion(editor.pendingVersion)}
        onCancel={() => editor.setPendingVersion(null)}
      />

      <ConfirmDialog
        open={editor.confirmingDelete}
        title={articlesCopy.confirmDelete.title(getValues("title"))}
        body={articlesCopy.confirmDelete.body}
        confirmLabel={articlesCopy.confirmDelete.confirm}
        cancelLabel={articlesCopy.confirmDelete.cancel}
        busy={editor.deleting}
        onConfirm={() => void editor.confirmDelete()}
        onCancel={() => editor.setConfirmingDelete(false)}
      />
    </section>
  );
}

export default function ArticleEditor({ id, onCreated, onClose }: ArticleEditorProps) {
  const article = useQuery({ ...articleQueryOptions(id ?? ""), enabled: id !== null });
  const categories = useCategories();
  // Changes kept from an earlier visit, read once as the editor opens.
  const [kept, setKept] = useState(() => readDraft(id));
  const [restored, setRestored] = useState<ArticleDraft | null>(null);

  if ((id !== null && article.isPending) || categories.isPending) {
    return (
      <div role="status" aria-label={copy.loading} className="space-y-4">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (article.isError || categories.isError) {
    return (
      <QueryError
        title={articlesCopy.loadFailed}
        error={article.error ?? categories.error}
        retryLabel={articlesCopy.retry}
        onRetry={() => void Promise.all([article.refetch(), categories.refetch()])}
      />
    );
  }
  if (id !== null && !article.data) {
    return (
      <Alert tone="destructive" role="alert" title={copy.notFound}>
        <Button variant="secondary" size="sm" onClick={onClose}>
          {copy.back}
        </Button>
      </Alert>
    );
  }
  return (
    <ArticleForm
      key={restored ? `restored-${restored.keptAt}` : "stored"}
      article={id === null ? null : (article.data ?? null)}
      categories={categories.data}
      onCreated={onCreated}
      onClose={onClose}
      restored={restored ?? undefined}
      onRestoreVersion={setRestored}
      offer={
        kept && !restored
          ? {
              keptAt: kept.keptAt,
              onRestore: () => setRestored(kept),
              onDiscard: () => {
                discardDraft(id);
                setKept(null);
              },
            }
          : undefined
      }
    />
  );
}
