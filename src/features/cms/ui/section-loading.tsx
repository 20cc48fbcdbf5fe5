import { Skeleton } from "~/components/ui/skeleton";

/** A dashboard section while its figures load. */
export function SectionLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-3">
      <Skeleton className="h-6 w-48" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}
