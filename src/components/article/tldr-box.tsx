import { articleLabels } from "~/lib/article-labels";
import { cx } from "~/lib/cx";

/** The article's optional 'TL;DR' box (spec section 2, "Article page"). */
export function TldrBox({ text, className }: { text: string; className?: string }) {
  return (
    <aside
      aria-label={articleLabels.tldr}
      className={cx("rounded-2xl border-l-4 border-accent-500 bg-accent-100/60 p-6", className)}
    >
      <p className="text-sm font-bold tracking-wide text-navy-900 uppercase">{articleLabels.tldr}</p>
      <p className="mt-2 text-slate-800">{text}</p>
    </aside>
  );
}
