import { Skeleton } from "~/components/ui/skeleton";

export function ArticleSkeleton() {
  return (
    <div aria-hidden="true">
      <Skeleton className="aspect-[1200/630] w-full rounded-2xl" />
      <Skeleton className="mt-8 h-10 w-11/12" />
      <Skeleton className="mt-3 h-10 w-2/3" />
      <div className="mt-6 flex items-center gap-3">
        <Skeleton className="h-11 w-11 rounded-full" />
        <div className="space-y-2">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-4 w-56" />
        </div>
      </div>
      <div className="mt-8 space-y-3">
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} className={index % 3 === 2 ? "h-5 w-4/5" : "h-5 w-full"} />
        ))}
      </div>
    </div>
  );
}
