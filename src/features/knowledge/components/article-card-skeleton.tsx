import { Skeleton } from "~/components/ui/skeleton";

/** A card-shaped placeholder, the same 480 px high as a card. */
export function ArticleCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-[480px] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white"
    >
      <Skeleton className="h-48 w-full rounded-none" />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-6 w-11/12" />
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="mt-2 h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-4/5" />
        <div className="mt-auto flex justify-between">
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-5 w-16" />
        </div>
      </div>
    </div>
  );
}
