import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { copy } from "../copy";

export function EmptyState({ onReset }: { onReset?: () => void }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <Icon name="search" className="mx-auto h-10 w-10 text-slate-400" />
      <h3 className="mt-4 text-xl font-semibold text-navy-900">{copy.listing.empty.title}</h3>
      <p className="mx-auto mt-2 max-w-md text-slate-700">{copy.listing.empty.text}</p>
      {onReset && (
        <Button variant="secondary" className="mt-6" onClick={onReset}>
          {copy.listing.empty.action}
        </Button>
      )}
    </div>
  );
}
