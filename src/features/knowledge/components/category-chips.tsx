import { Icon } from "~/components/ui/icon";
import { Skeleton } from "~/components/ui/skeleton";
import { cx } from "~/lib/cx";
import { copy } from "../copy";
import { categoryIcon } from "../lib/media";
import type { KnowledgeCategory } from "../types";

interface CategoryChipsProps {
  categories: readonly KnowledgeCategory[];
  /** The selected category's id; null for 'All Articles'. */
  selectedId: string | null;
  onSelect: (category: KnowledgeCategory | null) => void;
  loading: boolean;
  labelledBy: string;
}

/**
 * 'Browse by Category': a horizontally scrolling row of toggle buttons
 * (aria-pressed), 'All Articles' first; the selected chip carries an 'Active'
 * badge. Buttons are reached with Tab and pressed with Enter or Space.
 */
export function CategoryChips({ categories, selectedId, onSelect, loading, labelledBy }: CategoryChipsProps) {
  return (
    <div
      role="group"
      aria-labelledby={labelledBy}
      aria-busy={loading || undefined}
      className="-mx-4 flex snap-x scroll-px-4 gap-2 overflow-x-auto px-4 pt-1 pb-3 sm:mx-0 sm:px-0"
    >
      <Chip
        label={copy.listing.allArticles}
        icon="layers"
        selected={selectedId === null}
        onClick={() => onSelect(null)}
      />
      {loading && categories.length === 0
        ? Array.from({ length: 5 }, (_, index) => <Skeleton key={index} className="h-11 w-40 shrink-0 rounded-full" />)
        : categories.map((category) => (
            <Chip
              key={category.id}
              label={category.name}
              icon={categoryIcon(category.icon)}
              selected={selectedId === category.id}
              onClick={() => onSelect(category)}
            />
          ))}
    </div>
  );
}

function Chip({
  label,
  icon,
  selected,
  onClick,
}: {
  label: string;
  icon: Parameters<typeof Icon>[0]["name"];
  selected: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onClick}
      className={cx(
        "inline-flex min-h-11 shrink-0 snap-start items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors",
        "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600",
        selected
          ? "border-navy-900 bg-navy-900 text-white"
          : "border-slate-300 bg-white text-navy-900 hover:border-teal-700 hover:bg-teal-50",
      )}
    >
      <Icon name={icon} className="h-4 w-4 shrink-0" />
      {label}
      {selected && (
        <span className="rounded-full bg-accent-500 px-2 py-0.5 text-xs font-bold text-navy-950">
          {copy.listing.active}
        </span>
      )}
    </button>
  );
}
