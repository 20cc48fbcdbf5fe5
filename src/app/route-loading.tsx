import { Spinner } from "~/components/ui/spinner";

/** Shown only if a page's code is still loading after a client-side navigation. */
export function RouteLoading() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center" role="status">
      <Spinner size="lg" className="text-teal-700" />
      <span className="sr-only">Loading page…</span>
    </div>
  );
}
