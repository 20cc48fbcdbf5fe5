/**
 * Typography for article bodies (headings, lists, tables, quotes, links),
 * written as Tailwind descendant variants so it lives in the site's one
 * stylesheet and is in place before the prerendered HTML paints. The same on
 * the public article page, in the CMS's preview and in its editor.
 */
export const articleBodyClasses = [
  "max-w-none text-lg leading-relaxed text-slate-800",
  "[&>*+*]:mt-5",
  "[&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:leading-tight [&_h2]:font-bold [&_h2]:text-navy-900",
  "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-navy-900",
  "[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-navy-900",
  "[&_a]:font-medium [&_a]:text-teal-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-teal-900",
  "[&_a:focus-visible]:outline-3 [&_a:focus-visible]:outline-offset-2 [&_a:focus-visible]:outline-teal-600",
  "[&_strong]:font-semibold [&_strong]:text-navy-900",
  "[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6",
  "[&_li]:pl-1 [&_ul>li]:marker:text-teal-700 [&_ol>li]:marker:font-semibold [&_ol>li]:marker:text-teal-800",
  "[&_blockquote]:rounded-r-xl [&_blockquote]:border-l-4 [&_blockquote]:border-teal-600 [&_blockquote]:bg-teal-50 [&_blockquote]:px-6 [&_blockquote]:py-4 [&_blockquote]:text-slate-800",
  "[&_blockquote>*+*]:mt-3",
  "[&_.article-table]:overflow-x-auto [&_.article-table]:rounded-xl [&_.article-table]:border [&_.article-table]:border-slate-200",
  "[&_.article-table:focus-visible]:outline-3 [&_.article-table:focus-visible]:outline-offset-2 [&_.article-table:focus-visible]:outline-teal-600",
  "[&_table]:w-full [&_table]:border-collapse [&_table]:text-base",
  "[&_th]:border-b [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:px-4 [&_th]:py-3 [&_th]:text-left [&_th]:align-bottom [&_th]:font-semibold [&_th]:text-navy-900",
  "[&_td]:border-t [&_td]:border-slate-100 [&_td]:px-4 [&_td]:py-3 [&_td]:align-top",
  // The header row's empty corner cell (a plain cell: src/lib/article-html.ts) shades with the headers.
  "[&_thead_td]:border-t-0 [&_thead_td]:border-b [&_thead_td]:border-slate-200 [&_thead_td]:bg-slate-50",
  "[&_tbody_tr:nth-child(even)]:bg-slate-50/60",
  "[&_hr]:my-10 [&_hr]:border-slate-200",
  "[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-base",
  "[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl",
].join(" ");
