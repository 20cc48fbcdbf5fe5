/**
 * The headline figure repeated under the inputs on narrow screens, where the
 * results card is out of sight below them. Hidden from assistive technology
 * (the live region already reads the result out) and from print.
 */
export function Glance({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <p
      aria-hidden="true"
      className="mt-5 flex flex-wrap items-baseline justify-between gap-x-3 rounded-lg bg-teal-50 px-4 py-3 text-navy-900 lg:hidden print:hidden"
    >
      <span className="font-medium">{label}</span>
      <span className="text-xl font-bold tabular-nums">{value}</span>
      <span className="w-full text-sm text-slate-600">{note}</span>
    </p>
  );
}
