import { cx } from "~/lib/cx";

export interface FigureItem {
  readonly label: string;
  readonly value: string;
}

/** The headline number of a results card: what the visitor came for. */
export function HeadlineFigure({ label, value }: FigureItem) {
  return (
    <div className="rounded-xl bg-teal-50 px-5 py-4 ring-1 ring-teal-100 ring-inset">
      <dt className="text-sm font-semibold text-teal-800">{label}</dt>
      {/* A figure too long for a phone (hundreds of billions) breaks rather than widening the page. */}
      <dd className="mt-1 text-4xl font-bold tracking-tight wrap-anywhere text-navy-900 tabular-nums sm:text-5xl">
        {value}
      </dd>
    </div>
  );
}

/** Label and amount pairs, one per line, amounts right-aligned for easy comparison. */
export function FigureRows({ items, className }: { items: readonly FigureItem[]; className?: string }) {
  return (
    <>
      {items.map((item) => (
        <div
          key={item.label}
          className={cx(
            "flex items-baseline justify-between gap-4 border-b border-slate-200 py-3 last:border-b-0",
            className,
          )}
        >
          <dt className="text-slate-700">{item.label}</dt>
          <dd className="text-right font-semibold whitespace-nowrap text-navy-900 tabular-nums">{item.value}</dd>
        </div>
      ))}
    </>
  );
}
