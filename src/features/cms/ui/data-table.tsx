import type { ReactNode } from "react";
import { headCellClasses, scrollRegionClasses, tableClasses } from "./table";

interface DataTableProps {
  /** Prefix for the caption's id, which names the scrolling region. */
  id: string;
  /** Read by screen readers; the section's heading already says it on screen. */
  caption: string;
  columns: readonly string[];
  /** The table's rows. */
  children: ReactNode;
}

/** A staff list as a table that scrolls inside its own focusable region on a small screen. */
export function DataTable({ id, caption, columns, children }: DataTableProps) {
  return (
    <div role="region" aria-labelledby={`${id}-caption`} tabIndex={0} className={scrollRegionClasses}>
      <table className={tableClasses}>
        <caption id={`${id}-caption`} className="sr-only">
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((label) => (
              <th key={label} scope="col" className={headCellClasses}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** What a list says in place of its table when there is nothing to show. */
export function EmptyNote({ children, announce = false }: { children: ReactNode; announce?: boolean }) {
  return (
    <p
      role={announce ? "status" : undefined}
      className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-700"
    >
      {children}
    </p>
  );
}
