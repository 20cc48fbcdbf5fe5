import { useEffect, useLayoutEffect } from "react";
import { useLocation } from "react-router";
import type { SplitTestHeroSection } from "~/components/sections/types";
import { applyHeroVariant, rollHeroVariant } from "~/lib/hero-variant";
import { recordHeroView } from "~/lib/hero-view";
import { useOnPrerenderedPage } from "~/lib/prerendered-static";
import { HeroFrame } from "./hero-frame";

// useLayoutEffect warns during prerendering; it only matters in the browser.
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/** The first view was chosen by the inline script; later visits in the same tab roll here. */
let firstViewTaken = false;

export default function SplitTestHero({ section }: { section: SplitTestHeroSection }) {
  const { key } = useLocation();
  // The prerendered page recorded its own view at load (src/first-view.ts).
  const recordedAtLoad = useOnPrerenderedPage();

  useBrowserLayoutEffect(() => {
    if (firstViewTaken) applyHeroVariant(rollHeroVariant());
    firstViewTaken = true;
    if (!recordedAtLoad) recordHeroView();
  }, [key, recordedAtLoad]);

  return (
    <HeroFrame
      badge={section.badge}
      lead={section.lead}
      actions={section.actions}
      heading={
        <>
          <span data-hero-variant="a">{section.headlines.a}</span>
          <span data-hero-variant="b">{section.headlines.b}</span>
        </>
      }
    >
      {section.highlights && (
        <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-200">
          {section.highlights.map((item) => (
            <li key={item} className="flex items-center gap-2">
              <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-accent-400" />
              {item}
            </li>
          ))}
        </ul>
      )}
    </HeroFrame>
  );
}
