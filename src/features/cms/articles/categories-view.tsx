import { useId, useMemo, useState, type FormEvent, type SelectHTMLAttributes } from "react";
import { Button } from "~/components/ui/button";
import { controlClasses, Field } from "~/components/ui/field";
import { Icon } from "~/components/ui/icon";
import { iconSources, type IconName } from "~/components/ui/icon-names";
import { Skeleton } from "~/components/ui/skeleton";
import { notify } from "~/lib/notify";
import { useDeleteCategory } from "../api/delete-category";
import { useArticles } from "../api/list-articles";
import { useCategories, type Category } from "../api/list-categories";
import { useReorderCategories, movedOrder } from "../api/reorder-categories";
import { CATEGORY_DESCRIPTION_LENGTH, useSaveCategory, validCategoryName } from "../api/save-category";
import { articlesCopy, categoriesCopy as copy } from "./copy";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { PublicSiteStatus } from "./public-site-status";
import { QueryError } from "../ui/query-error";
import { cellClasses, dangerLinkButtonClasses, linkButtonClasses } from "../ui/table";
import { DataTable, EmptyNote } from "../ui/data-table";

const iconNames = Object.keys(iconSources).sort() as IconName[];
const DEFAULT_ICON: IconName = "folder";
const knownIcon = (icon: string | null): IconName =>
  icon && Object.hasOwn(iconSources, icon) ? (icon as IconName) : DEFAULT_ICON;

type IconSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "onChange"> & {
  value: string;
  onChange: (icon: string) => void;
};

/** Receives the id and ARIA wiring from <Field> (or its caller) and passes them to the <select>. */
function IconSelect({ value, onChange, ...rest }: IconSelectProps) {
  return (
    <select {...rest} value={value} onChange={(event) => onChange(event.target.value)} className={controlClasses}>
      {iconNames.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </select>
  );
}

function AddCategory() {
  const save = useSaveCategory();
  const [name, setName] = useState("");
  const [icon, setIcon] = useState<string>(DEFAULT_ICON);
  const [description, setDescription] = useState("");
  const [error, setError] = useState<string | undefined>();
  const id = useId();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!validCategoryName(name)) {
      setError(copy.errors.name);
      return;
    }
    try {
      const saved = await save.mutateAsync({ id: null, name, icon, description });
      setName("");
      setIcon(DEFAULT_ICON);
      setDescription("");
      setError(undefined);
      await notify("success", copy.toasts.added(saved.name));
    } catch (failure) {
      setError((failure as Error).message);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h3 id={`${id}-heading`} className="text-lg font-semibold text-navy-900">
        {copy.addHeading}
      </h3>
      <div className="mt-4 grid gap-4 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
        <Field label={copy.name} error={error}>
          <input
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              if (error) setError(undefined);
            }}
            maxLength={60}
            className={controlClasses}
          />
        </Field>
        <Field label={copy.icon}>
          <IconSelect value={icon} onChange={setIcon} />
        </Field>
        <Button type="submit" disabled={save.isPending} className={error ? "sm:mb-7" : undefined}>
          {save.isPending ? copy.adding : copy.add}
        </Button>
      </div>
      <p className="mt-2 text-sm text-slate-600">{copy.iconHint}</p>
      <Field label={copy.description} hint={copy.descriptionHint} optional className="mt-4">
        <textarea
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          maxLength={CATEGORY_DESCRIPTION_LENGTH}
          rows={2}
          className={controlClasses}
        />
      </Field>
    </form>
  );
}

function CategoryRow({
  category,
  articleCount,
  onDelete,
  onMove,
  moving,
  first,
  last,
}: {
  category: Category;
  articleCount: number;
  onDelete: () => void;
  onMove: (step: -1 | 1) => void;
  moving: boolean;
  first: boolean;
  last: boolean;
}) {
  const save = useSaveCategory();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(category.name);
  const [icon, setIcon] = useState<string>(knownIcon(category.icon));
  const [description, setDescription] = useState(category.description ?? "");
  const [error, setError] = useState<string | undefined>();
  const id = useId();

  async function onSave() {
    if (!validCategoryName(name)) {
      setError(copy.errors.name);
      return;
    }
    try {
      const saved = await save.mutateAsync({ id: category.id, name, icon, description });
      setEditing(false);
      setError(undefined);
      await notify("success", copy.toasts.renamed(saved.name));
    } catch (failure) {
      setError((failure as Error).message);
    }
  }

  return (
    <tr>
      <th scope="row" className={`${cellClasses} font-semibold text-navy-900`}>
        {editing ? (
          <div className="space-y-1">
            <label htmlFor={`${id}-name`} className="sr-only">
              {copy.newName(category.name)}
            </label>
            <input
              id={`${id}-name`}
              value={name}
              onChange={(event) => setName(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter") void onSave();
                if (event.key === "Escape") setEditing(false);
              }}
              maxLength={60}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={controlClasses}
            />
            {error && (
              <p id={`${id}-error`} className="text-sm font-medium text-red-700">
                {error}
              </p>
            )}
            <label htmlFor={`${id}-description`} className="sr-only">
              {copy.descriptionFor(category.name)}
            </label>
            <textarea
              id={`${id}-description`}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              maxLength={CATEGORY_DESCRIPTION_LENGTH}
              rows={2}
              placeholder={copy.descriptionHint}
              className={`${controlClasses} font-normal`}
            />
          </div>
        ) : (
          <>
            {category.name}
            {category.description && (
              <span className="mt-1 block text-sm font-normal text-slate-600">{category.description}</span>
            )}
          </>
        )}
      </th>
      <td className={cellClasses}>
        {editing ? (
          <>
            <label htmlFor={`${id}-icon`} className="sr-only">
              {copy.icon}
            </label>
            <IconSelect id={`${id}-icon`} value={icon} onChange={setIcon} />
          </>
        ) : (
          <span className="inline-flex items-center gap-2">
            <Icon name={knownIcon(category.icon)} className="h-5 w-5 text-teal-700" />
            {knownIcon(category.icon)}
          </span>
        )}
      </td>
      <td className={cellClasses}>{articleCount}</td>
      <td className={cellClasses}>
        <div className="flex gap-x-4">
          <button
            type="button"
            className={linkButtonClasses}
            aria-label={copy.moveUpLabel(category.name)}
            disabled={first || moving}
            onClick={() => onMove(-1)}
          >
            {copy.moveUp}
          </button>
          <button
            type="button"
            className={linkButtonClasses}
            aria-label={copy.moveDownLabel(category.name)}
            disabled={last || moving}
            onClick={() => onMove(1)}
          >
            {copy.moveDown}
          </button>
        </div>
      </td>
      <td className={cellClasses}>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {editing ? (
            <>
              <button
                type="button"
                className={linkButtonClasses}
                disabled={save.isPending}
                onClick={() => void onSave()}
              >
                {copy.save}
              </button>
              <button
                type="button"
                className={linkButtonClasses}
                onClick={() => {
                  setEditing(false);
                  setName(category.name);
                  setIcon(knownIcon(category.icon));
                  setDescription(category.description ?? "");
                  setError(undefined);
                }}
              >
                {copy.cancel}
              </button>
            </>
          ) : (
            <button
              type="button"
              className={linkButtonClasses}
              aria-label={copy.renameLabel(category.name)}
              onClick={() => {
                setName(category.name);
                setDescription(category.description ?? "");
                setEditing(true);
              }}
            >
              {copy.rename}
            </button>
          )}
          <button
            type="button"
            className={dangerLinkButtonClasses}
            aria-label={copy.deleteLabel(category.name)}
            onClick={onDelete}
          >
            {copy.delete}
          </button>
        </div>
      </td>
    </tr>
  );
}

/** Add, edit, reorder and delete categories; deleting one leaves its articles uncategorised. */
export function CategoriesView() {
  const id = useId();
  const categories = useCategories();
  const reorder = useReorderCategories();
  const articles = useArticles();
  const remove = useDeleteCategory();
  const [toDelete, setToDelete] = useState<Category | null>(null);

  const counts = useMemo(() => {
    const byCategory = new Map<string, number>();
    for (const article of articles.data ?? [])
      if (article.category_id) byCategory.set(article.category_id, (byCategory.get(article.category_id) ?? 0) + 1);
    return byCategory;
  }, [articles.data]);

  async function move(category: Category, step: -1 | 1) {
    try {
      await reorder.mutateAsync(movedOrder(categories.data ?? [], category.id, step));
    } catch (error) {
      await notify("error", { title: copy.moved, description: (error as Error).message });
    }
  }

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.id);
      await notify("success", copy.toasts.deleted(toDelete.name));
    } catch (error) {
      await notify("error", { title: copy.errors.failed, description: (error as Error).message });
    }
    setToDelete(null);
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-6">
      <div>
        <h2 id={`${id}-heading`} tabIndex={-1} className="text-2xl font-bold text-navy-900 outline-none">
          {copy.heading}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">{copy.intro}</p>
        <PublicSiteStatus />
      </div>
      <AddCategory />
      {categories.isPending ? (
        <div className="space-y-3" role="status" aria-label={copy.heading}>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-12 w-full" />
          ))}
        </div>
      ) : categories.isError ? (
        <QueryError
          title={copy.errors.failed}
          error={categories.error}
          retryLabel={articlesCopy.retry}
          onRetry={() => void categories.refetch()}
        />
      ) : categories.data.length === 0 ? (
        <EmptyNote>{copy.empty}</EmptyNote>
      ) : (
        <DataTable
          id={id}
          caption={copy.caption}
          columns={[
            copy.columns.name,
            copy.columns.icon,
            copy.columns.articles,
            copy.columns.order,
            copy.columns.actions,
          ]}
        >
          {categories.data.map((category, index) => (
            <CategoryRow
              key={category.id}
              category={category}
              articleCount={counts.get(category.id) ?? 0}
              onDelete={() => setToDelete(category)}
              onMove={(step) => void move(category, step)}
              moving={reorder.isPending}
              first={index === 0}
              last={index === categories.data.length - 1}
            />
          ))}
        </DataTable>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={copy.confirmDelete.title(toDelete?.name ?? "")}
        body={copy.confirmDelete.body(toDelete ? (counts.get(toDelete.id) ?? 0) : 0)}
        confirmLabel={copy.confirmDelete.confirm}
        cancelLabel={copy.confirmDelete.cancel}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
