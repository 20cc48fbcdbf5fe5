/** Shared look of the staff area's tables. */
export const tableClasses = "w-full min-w-[44rem] border-collapse text-left text-sm";
export const headCellClasses = "border-b border-slate-300 bg-slate-50 px-3 py-2.5 font-semibold text-navy-900";
export const cellClasses = "border-b border-slate-200 px-3 py-3 align-top text-slate-800";
/** A wide table scrolls inside this focusable region on a small screen, instead of widening the page. */
export const scrollRegionClasses =
  "overflow-x-auto rounded-xl border border-slate-200 bg-white focus-visible:outline-3 focus-visible:outline-teal-600";
const linkButtonBase =
  "rounded font-semibold underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-teal-600 disabled:opacity-60";
export const linkButtonClasses = `${linkButtonBase} text-teal-800`;
export const dangerLinkButtonClasses = `${linkButtonBase} text-red-700`;
