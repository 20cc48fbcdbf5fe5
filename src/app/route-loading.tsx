/** Shown only if a page's code is still loading after a client-side navigation. */
export function RouteLoading() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center" role="status">
      <span
        className="h-10 w-10 animate-spin rounded-full border-4 border-teal-700 border-t-transparent"
        aria-hidden="true"
      />
      <span className="sr-only">Loading page…</span>
    </div>
  );
}
