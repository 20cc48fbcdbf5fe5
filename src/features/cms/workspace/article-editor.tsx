/**
 * Create or edit an article: the form, the rich-text body, the header image,
 * a preview, publish and unpublish, and delete. Unsaved changes are kept in
 * the browser (lib/article-draft.ts) and offered back when the article is
 * opened again; earlier versions can be put back (revision-history.tsx).
 * Loaded only when opened.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useId, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { Link } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClasses } from "~/components/ui/button";
import { controlClasses, Field } from "~/components/ui/field";
import { Skeleton } from "~/components/ui/skeleton";
import { Spinner } from "~/components/ui/spinner";
import { paths } from "~/config/paths";
import { cx } from "~/lib/cx";
import { useUnsavedWork } from "~/lib/leave-guard";
import { notify } from "~/lib/notify";
import { useStaffSession } from "~/lib/staff-session";
import { categoryName } from "~/lib/article-labels";
import { readTimeMinutes } from "~/lib/read-time";
import type { Revision } from "../api/article-revisions";
import { useDeleteArticle } from "../api/delete-article";
import { articleQueryOptions, type Article } from "../api/get-article";
import { useCategories, type Category } from "../api/list-categories";
import { useStaff } from "../api/list-staff";
import { EditConflictError, SlugTakenError, useSaveArticle } from "../api/save-article";
import { articlesCopy, editorCopy as copy } from "../copy";
import { type ArticleDraft, discardDraft, keepDraft, readDraft } from "../lib/article-draft";
import { articleFormSchema, emptyArticleForm, formValuesFrom, type ArticleFormValues } from "../lib/article-form";
import { formatDateTime } from "../lib/format";
import { slugFromTitle } from "../lib/slug";
import { ArticlePreview } from "./article-preview";
import { ConfirmDialog } from "./confirm-dialog";
import { HeaderImageField } from "./header-image-field";
import { QueryError } from "./query-error";
import { RevisionHistory } from "./revision-history";
import { RichTextEditor } from "./rich-text-editor";
import { SchedulePanel } from "./schedule-panel";
import { viewSearch } from "./view-state";

interface ArticleEditorProps {
  /** null for a new article. */
  id: string | null;
  onCreated: (id: string) => void;
  onClose: () => void;
}

type SaveKind = "keep" | "publish" | "unpublish";

/** Unsaved changes kept from an earlier visit, offered until restored or discarded. */
interface DraftOffer {
  keptAt: number;
  onRestore: () => void;
  onDiscard: () => void;
}

function ArticleForm({
  article,
  categories,
  onCreated,
  onClose,
  restored,
  offer,
  onRestoreVersion,
}: {
  article: Article | null;
  categories: Category[];
  onCreated: (id: string) => void;
  onClose: () => void;
  /** Changes kept in the browser that the form starts from, instead of the stored article. */
  restored?: ArticleDraft;
  offer?: DraftOffer;
  /** Starts the form again from an earlier version, as unsaved changes to the stored one. */
  onRestoreVersion: (draft: ArticleDraft) => void;
}) {
  const id = useId();
  const save = useSaveArticle();
  const remove = useDeleteArticle();
  const [previewing, setPreviewing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  // An earlier version asked for while the editor holds unsaved changes: restored once confirmed.
  const [pendingVersion, setPendingVersion] = useState<Revision | null>(null);
  const [saving, setSaving] = useState<SaveKind | null>(null);
  // The stored state, updated after each save without reloading the form.
  const [stored, setStored] = useState(() =>
    article
      ? {
          id: article.id,
          published: article.published,
          headerImage: article.header_image,
          // Restored changes were made to the version they were kept with: a save is checked against that one.
          updatedAt: restored ? restored.basedOn : article.updated_at,
        }
      : null,
  );
  // Restored changes are unsaved, though the form starts from them.
  const [unsavedRestore, setUnsavedRestore] = useState(Boolean(restored));
  // Another save came first: when it was made, until this editor saves or overwrites it.
  const [conflict, setConflict] = useState<{ savedAt: string; kind: SaveKind } | null>(null);
  // A new article's slug follows its title until someone edits the slug; an existing one never changes by itself.
  const [slugEdited, setSlugEdited] = useState(article !== null);

  const form = useForm<ArticleFormValues>({
    resolver: zodResolver(articleFormSchema),
    defaultValues: restored?.values ?? (article ? formValuesFrom(article) : emptyArticleForm),
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
  });
  const {
    register,
    control,
    setValue,
    getValues,
    setError,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = form;
  useAuthorIsYou(article === null && !restored, form.resetField, () => form.getValues("authorName"));
  const title = useWatch({ control, name: "title" });
  const slug = useWatch({ control, name: "slug" });
  const content = useWatch({ control, name: "content" });
  const categoryId = useWatch({ control, name: "categoryId" });

  const slugInvalid = Boolean(errors.slug);
  useEffect(() => {
    const next = slugFromTitle(title);
    if (!slugEdited && getValues("slug") !== next) setValue("slug", next, { shouldValidate: slugInvalid });
  }, [slugEdited, title, getValues, setValue, slugInvalid]);

  // Unsaved changes are kept in the browser as they are typed, and leaving them (a link, Sign out,
  // closing the page) asks first; choosing to leave discards them.
  const unsaved = isDirty || unsavedRestore;
  const draftId = stored?.id ?? null;
  const discardKept = useCallback(() => discardDraft(draftId), [draftId]);
  useUnsavedWork(unsaved, discardKept);
  const watched = useWatch({ control });
  const basedOn = stored?.updatedAt ?? null;
  useEffect(() => {
    if (!unsaved) return;
    const timer = setTimeout(() => keepDraft(draftId, { values: getValues(), keptAt: Date.now(), basedOn }), 300);
    return () => clearTimeout(timer);
  }, [unsaved, watched, draftId, basedOn, getValues]);

  const published = stored?.published ?? false;
  const previewCategory = categoryName(categoryId, categories);

  const submit = (kind: SaveKind, basedOn = stored?.updatedAt ?? null) =>
    handleSubmit(
      async (values) => {
        const nextPublished = kind === "keep" ? published : kind === "publish";
        setSaving(kind);
        try {
          const saved = await save.mutateAsync({
            id: stored?.id ?? null,
            basedOn,
            values,
            published: nextPublished,
            previousHeaderImage: stored?.headerImage ?? null,
          });
          setConflict(null);
          discardDraft(stored?.id ?? null);
          setUnsavedRestore(false);
          setStored({
            id: saved.id,
            published: saved.published,
            headerImage: saved.header_image,
            updatedAt: saved.updated_at,
          });
          reset(values);
          setSlugEdited(true);
          if (kind === "publish") await notify("success", articlesCopy.toasts.published(saved.title));
          else if (kind === "unpublish") await notify("success", articlesCopy.toasts.unpublished(saved.title));
          else if (!stored) await notify("success", copy.toasts.created(saved.title));
          else await notify("success", articlesCopy.toasts.saved(saved.title));
          if (!stored) onCreated(saved.id);
        } catch (error) {
          if (error instanceof SlugTakenError) {
            setPreviewing(false);
            setError("slug", { message: error.message }, { shouldFocus: true });
          } else if (error instanceof EditConflictError) {
            setPreviewing(false);
            setConflict({ savedAt: error.savedAt, kind });
          } else {
            await notify("error", { title: copy.errors.saveFailed, description: (error as Error).message });
          }
        } finally {
          setSaving(null);
        }
      },
      () => setPreviewing(false),
    )();

  async function confirmDelete() {
    if (!stored) return;
    try {
      await remove.mutateAsync(stored.id);
      discardDraft(stored.id);
      setUnsavedRestore(false);
      reset(getValues());
      await notify("success", articlesCopy.toasts.deleted(getValues("title")));
      setConfirmingDelete(false);
      onClose();
    } catch (error) {
      setConfirmingDelete(false);
      await notify("error", { title: articlesCopy.toasts.failed, description: (error as Error).message });
    }
  }

  async function restoreVersion(revision: Revision) {
    setPendingVersion(null);
    discardDraft(stored?.id ?? null);
    onRestoreVersion({ values: formValuesFrom(revision), keptAt: Date.now(), basedOn: stored?.updatedAt ?? null });
    await notify("success", copy.history.restored(formatDateTime(revision.saved_at)));
  }

  const errorCount = Object.keys(errors).length;
  const busy = saving !== null;

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
            <Button size="sm" disabled={busy} onClick={() => void submit(conflict.kind, conflict.savedAt)}>
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
            <Button variant="secondary" onClick={() => setPreviewing(false)}>
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
          void submit("keep");
        }}
        className="mt-6 space-y-6"
      >
        <div className="grid gap-6 lg:grid-cols-2">
          <Field label={copy.fields.title} error={errors.title?.message}>
            <input {...register("title")} maxLength={200} className={controlClasses} />
          </Field>
          <Field label={copy.fields.slug} error={errors.slug?.message} hint={copy.fields.slugHint(slug)}>
            <input
              {...register("slug", { onChange: () => setSlugEdited(true) })}
              maxLength={120}
              spellCheck={false}
              autoCapitalize="none"
              className={controlClasses}
            />
          </Field>
        </div>
        {slugEdited && slugFromTitle(title) !== slug && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setValue("slug", slugFromTitle(title), { shouldDirty: true, shouldValidate: true })}
          >
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
            {copy.fields.readTime(readTimeMinutes(content))}
          </p>
        </div>

        <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-6">
          <Button type="submit" disabled={busy}>
            {saving === "keep" && <Spinner className="h-4 w-4" />}
            {published ? copy.actions.saveChanges : copy.actions.saveDraft}
          </Button>
          {published ? (
            <Button variant="secondary" disabled={busy} onClick={() => void submit("unpublish")}>
              {saving === "unpublish" && <Spinner className="h-4 w-4" />}
              {copy.actions.unpublish}
            </Button>
          ) : (
            <Button variant="secondary" disabled={busy} onClick={() => void submit("publish")}>
              {saving === "publish" && <Spinner className="h-4 w-4" />}
              {copy.actions.publish}
            </Button>
          )}
          <Button variant="secondary" disabled={busy} onClick={() => setPreviewing(true)}>
            {copy.actions.preview}
          </Button>
          {stored && (
            <Button
              variant="ghost"
              className={cx("text-red-700 hover:bg-red-50 sm:ml-auto")}
              disabled={busy}
              onClick={() => setConfirmingDelete(true)}
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

      {stored && !published && <SchedulePanel articleId={stored.id} unsaved={unsaved} />}

      {stored && (
        <RevisionHistory
          articleId={stored.id}
          onRestore={(revision) => (unsaved ? setPendingVersion(revision) : void restoreVersion(revision))}
        />
      )}

      <ConfirmDialog
        open={pendingVersion !== null}
        title={copy.history.confirmTitle}
        body={copy.history.confirmBody}
        confirmLabel={copy.history.confirm}
        cancelLabel={copy.history.cancel}
        onConfirm={() => pendingVersion && void restoreVersion(pendingVersion)}
        onCancel={() => setPendingVersion(null)}
      />

      <ConfirmDialog
        open={confirmingDelete}
        title={articlesCopy.confirmDelete.title(getValues("title"))}
        body={articlesCopy.confirmDelete.body}
        confirmLabel={articlesCopy.confirmDelete.confirm}
        cancelLabel={articlesCopy.confirmDelete.cancel}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirmingDelete(false)}
      />
    </section>
  );
}

/** A new article is signed by whoever writes it, once their name is known; they can change it. */
function useAuthorIsYou(
  isNew: boolean,
  resetField: (name: "authorName", options: { defaultValue: string }) => void,
  typed: () => string,
) {
  const session = useStaffSession();
  const staff = useStaff();
  const email = session.status === "signedIn" ? session.email.toLowerCase() : null;
  const name = staff.data?.find((member) => member.email.toLowerCase() === email)?.name ?? null;
  useEffect(() => {
    if (isNew && name && typed().trim() === "") resetField("authorName", { defaultValue: name });
    // Once the name arrives; never again over what the writer typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name]);
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
