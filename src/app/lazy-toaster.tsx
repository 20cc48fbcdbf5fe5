import { lazy, Suspense, useEffect } from "react";
import { markToasterMounted, useToasterWanted } from "~/lib/notify";

const Toaster = lazy(async () => {
  const { Toaster: SonnerToaster } = await import("sonner");
  function MountedToaster() {
    useEffect(markToasterMounted, []);
    return <SonnerToaster position="top-center" richColors closeButton />;
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
