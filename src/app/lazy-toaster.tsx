import { lazy, Suspense, useEffect } from "react";
import { markToasterMounted, useToasterWanted } from "~/lib/notify";

const Toaster = lazy(async () => {
  const { Toaster: SonnerToaster } = await import("sonner");
  function MountedToaster() {
    useEffect(markToasterMounted, []);
    return (
      <SonnerToaster
        // On a phone a toast at the top would cover the header and the page's first lines (the
        // quote's price, say): it rises from the bottom instead, where the thumb is.
        position={window.matchMedia("(max-width: 639px)").matches ? "bottom-center" : "top-center"}
        closeButton
        toastOptions={{
          classNames: {
            toast: "!border-slate-300 !bg-white !text-navy-900 !shadow-lg",
            title: "!font-semibold !text-navy-900",
            description: "!text-slate-700",
            error: "!border-red-300 !bg-red-50 [&_[data-title]]:!text-red-900",
            success: "!border-emerald-300 !bg-emerald-50",
            warning: "!border-amber-300 !bg-amber-50",
            closeButton: "!h-6 !w-6 !border-slate-300 !bg-white !text-navy-900",
          },
        }}
      />
    );
  }
  return { default: MountedToaster };
});

/** Renders sonner's toaster only after the first toast is requested. */
export function LazyToaster() {
  const wanted = useToasterWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
