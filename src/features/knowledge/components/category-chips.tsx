import { memo, useEffect, useRef, type MouseEvent } from "react";
import { Link } from "react-router";
import { Icon, type IconName } from "~/components/ui/icon";
import { Skeleton } from "~/components/ui/skeleton";
import { cx } from "~/lib/cx";
import { isPlainClick } from "~/lib/plain-click";
import { copy } from "../copy";
import { categoryIcon } from "../lib/media";
import type { KnowledgeCategory } from "../types";

interface CategoryChipsProps {
  categories: readonly KnowledgeCategory[];
  /** The selected category's id; null for 'All Articles'. */
  selectedId: string | null;
  /** The listing's URL for a category (null: 'All Articles'), keeping the current search. */
  hrefFor: (category: KnowledgeCategory | null) => string;
  onSelect: (category: KnowledgeCategory | null) => void;
  loading: boolean;
}

/**
 * 'Browse by Category': a horizontally scrolling row of chips, 'All Articles'
 * first; the selected chip carries an 'Active' badge and aria-current. Each
 * chip is a link to the filtered listing (so it can be opened in a new tab or
 * shared), handled in place on a plain click. Reached with Tab, followed with Enter.
 */
export const CategoryChips = memo(function CategoryChips({
  categories,
  selectedId,
  hrefFor,
  onSelect,
  loading,
}: CategoryChipsProps) {
  // Bring the selected chip into the row's view (e.g. a shared link to the last category on a phone),
  // scrolling the row only, never the page.
  const row = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const list = row.current;
    const active = list?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!list || !active) return;
    const chip = active.parentElement ?? active;
    const left = chip.offsetLeft - list.offsetLeft;
    if (left < list.scrollLeft || left + chip.offsetWidth > list.scrollLeft + list.clientWidth)
      list.scrollTo({ left: Math.max(0, left - 16) });
  }, [selectedId, categories]);

  return (
    <ul
      ref={row}
      aria-busy={loading || undefined}
      className="-mx-4 flex snap-x scroll-px-4 gap-2 overflow-x-auto px-4 pt-1 pb-3 sm:mx-0 sm:px-0"
    >
      <Chip
        label={copy.listing.allArticles}
        icon="layers"
        href={hrefFor(null)}
        selected={selectedId === null}
        onSelect={() => onSelect(null)}
      />
      {loading && categories.length === 0
        ? Array.from({ length: 5 }, (_, index) => (
            <li key={index} aria-hidden="true" className="shrink-0">
              <Skeleton className="h-11 w-40 rounded-full" />
            </li>
          ))
        : categories.map((category) => (
            <Chip
              key={category.id}
              label={category.name}
              icon={categoryIcon(category.icon)}
              href={hrefFor(category)}
              selected={selectedId === category.id}
              onSelect={() => onSelect(category)}
            />
          ))}
    </ul>
  );
});

function Chip({
  label,
  icon,
  href,
  selected,
  onSelect,
}: {
  label: string;
  icon: IconName;
  href: string;
  selected: boolean;
  onSelect: () => void;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onSelect();
  };
  return (
    <li className="shrink-0 snap-start">
      <Link
        to={href}
        onClick={onClick}
        // Keeps a search typed before the scripts start: the press waits for them (scripts/page-loader.js).
        data-held-press
        aria-current={selected ? "true" : undefined}
        preventScrollReset
        className={cx(
          "inline-flex min-h-11 items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors",
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
      </Link>
    </li>
  );
}
