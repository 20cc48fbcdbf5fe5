/**
 * What the article form does, apart from how it looks: its values and checks, the slug that follows
 * the title, unsaved changes kept in the browser and guarded on leaving, saving, publishing and
 * unpublishing (with the check that nobody saved in between), deleting, and putting back an earlier
 * version. article-editor.tsx renders it.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback, useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useUnsavedWork } from "~/lib/leave-guard";
import { notify } from "~/lib/notify";
import { useStaffSession } from "~/lib/staff-session";
import type { Revision } from "../api/article-revisions";
import { useDeleteArticle } from "../api/delete-article";
import type { Article } from "../api/get-article";
import { useStaff } from "../api/list-staff";
import { EditConflictError, SlugTakenError, useSaveArticle } from "../api/save-article";
import { articlesCopy, editorCopy as copy } from "./copy";
import { type ArticleDraft, discardDraft, keepDraft } from "./article-draft";
import { articleFormSchema, emptyArticleForm, formValuesFrom, type ArticleFormValues } from "./article-form";
import { formatDateTime } from "../lib/format";
import { slugFromTitle } from "./slug";

/** Save as it is, publish, or unpublish. */
export type SaveKind = "keep" | "publish" | "unpublish";

export interface ArticleFormOptions {
  article: Article | null;
  onCreated: (id: string) => void;
  onClose: () => void;
  /** Changes kept in the browser that the form starts from, instead of the stored article. */
  restored?: ArticleDraft;
  /** Starts the form again from an earlier version, as unsaved changes to the stored one. */
  onRestoreVersion: (draft: ArticleDraft) => void;
}

export function useArticleForm({ article, onCreated, onClose, restored, onRestoreVersion }: ArticleFormOptions) {
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
  /** An earlier version: put back at once, or once confirmed when it would replace unsaved changes. */
  const askToRestore = (revision: Revision) => (unsaved ? setPendingVersion(revision) : void restoreVersion(revision));
  /** The slug made again from the title. */
  const regenerateSlug = () => setValue("slug", slugFromTitle(title), { shouldDirty: true, shouldValidate: true });

  return {
    form,
    errors,
    stored,
    published,
    unsaved,
    saving,
    busy: saving !== null,
    conflict,
    previewing,
    setPreviewing,
    confirmingDelete,
    setConfirmingDelete,
    pendingVersion,
    setPendingVersion,
    slugEdited,
    setSlugEdited,
    title,
    slug,
    content,
    categoryId,
    submit,
    confirmDelete,
    restoreVersion,
    askToRestore,
    regenerateSlug,
    deleting: remove.isPending,
  };
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
