import { memo, Suspense } from "react";
import { useLocation } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { SmartLink } from "~/components/ui/smart-link";
import { firm } from "~/config/firm";
import { paths } from "~/config/paths";
import { QUOTE_CTA } from "~/content/navigation";
import { cx } from "~/lib/cx";
import { DESKTOP_QUERY, whenMediaMatches } from "~/lib/media";
import { preloadableLazy } from "~/lib/preloadable-lazy";
import { Logo } from "./logo";
import { MobileNav } from "./mobile-nav";

const DesktopNav = preloadableLazy(async () => {
  await whenMediaMatches(DESKTOP_QUERY);
  return import("./desktop-nav");
});

/** On a wide screen the menus are part of the page from the start: their code loads before hydration. */
export function preloadDesktopNav(): Promise<unknown> {
  return window.matchMedia(DESKTOP_QUERY).matches ? DesktopNav.preload() : Promise.resolve();
}

/**
 * The desktop menus are prerendered, but their code loads only on screens wide
 * enough to show them; on a phone the (hidden) markup is never hydrated.
 * Memoised so that navbar updates never force that markup to re-render.
 */
const DesktopNavSlot = memo(function DesktopNavSlot() {
  return (
    <Suspense fallback={null}>
      <DesktopNav />
    </Suspense>
  );
});

/** The fixed bar at the top of every page. It sits lower on the playbook page, whose hero form overlaps it. */
export function Navbar() {
  const { pathname } = useLocation();
  const lowered = pathname === paths.playbook.path;
  return (
    <header
      className={cx(
        "fixed inset-x-0 top-0 h-16 border-b border-slate-200 bg-white/95 backdrop-blur",
        lowered ? "z-30" : "z-50",
      )}
      data-lowered={lowered || undefined}
    >
      <Container className="flex h-full items-center justify-between gap-4">
        <SmartLink
          href={paths.home.href()}
          className="flex items-center gap-2 rounded-lg focus-visible:outline-3 focus-visible:outline-teal-600"
        >
          <Logo />
          <span className="sr-only">{firm.name} home</span>
        </SmartLink>
        <DesktopNavSlot />
        <div className="flex items-center gap-2">
          <span className="lg:hidden">
            <ButtonLink href={QUOTE_CTA.href} size="sm">
              {QUOTE_CTA.shortLabel}
            </ButtonLink>
          </span>
          <span className="hidden lg:block">
            <ButtonLink href={QUOTE_CTA.href}>{QUOTE_CTA.label}</ButtonLink>
          </span>
          <MobileNav />
        </div>
      </Container>
    </header>
  );
}
