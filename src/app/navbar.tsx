import { memo, useEffect, useRef, useState, type ComponentType } from "react";
import { useLocation } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { SmartLink } from "~/components/ui/smart-link";
import { firm } from "~/config/firm";
import { paths } from "~/config/paths";
import { Icon } from "~/components/ui/icon";
import { callUs, QUOTE_CTA } from "~/content/navigation";
import { cx } from "~/lib/cx";
import { DesktopMenuBar, type MenuHandover, readHandover } from "./desktop-menu-bar";
import { Logo } from "./logo";
import { MobileNav } from "./mobile-nav";

const DESKTOP_QUERY = "(min-width: 1024px)";

/** The interactive menus (Radix NavigationMenu), once loaded: fetched on wide screens only. */
let DesktopMenus: ComponentType<{ handover: MenuHandover }> | null = null;
const loadDesktopMenus = () =>
  import("./desktop-nav").then((module) => {
    DesktopMenus = module.default;
  });

/** On a wide screen, starts fetching the menus' code beside the page's. Nothing waits for it. */
export function prefetchDesktopMenus() {
  if (window.matchMedia(DESKTOP_QUERY).matches) loadDesktopMenus().catch(() => undefined);
}

/**
 * The menu bar hydrates as plain markup on every screen. On a wide screen it
 * becomes the interactive menus once their code has arrived, taking over the
 * open menu and the focus: a plain state change, not a suspending render, so
 * that code never holds a page change (docs/decisions/007). Memoised so that
 * navbar updates never re-render the menus.
 */
const DesktopNavSlot = memo(function DesktopNavSlot() {
  const bar = useRef<HTMLElement>(null);
  const clicked = useRef("");
  const [handover, setHandover] = useState<MenuHandover | null>(null);
  useEffect(() => {
    if (handover) return;
    const media = window.matchMedia(DESKTOP_QUERY);
    let live = true;
    const load = () => {
      if (!media.matches) return;
      loadDesktopMenus().then(
        () => live && setHandover(readHandover(bar.current, clicked.current)),
        () => undefined,
      );
    };
    load();
    media.addEventListener("change", load);
    return () => {
      live = false;
      media.removeEventListener("change", load);
    };
  }, [handover]);
  if (handover && DesktopMenus) return <DesktopMenus handover={handover} />;
  const ask = (menuId: string) => (clicked.current = clicked.current === menuId ? "" : menuId);
  return <DesktopMenuBar ref={bar} onAsk={ask} />;
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
      <Container className="flex h-full items-center justify-between gap-2 max-sm:px-3 sm:gap-4">
        <SmartLink
          href={paths.home.href()}
          className="flex min-w-0 items-center gap-2 rounded-lg focus-visible:outline-3 focus-visible:outline-teal-600"
        >
          <Logo />
          <span className="sr-only">{firm.name} home</span>
        </SmartLink>
        <DesktopNavSlot />
        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          {/* On a phone, the firm is one tap away on every page. */}
          <a
            href={`tel:${firm.phone.e164}`}
            className="inline-flex h-11 w-9 items-center justify-center rounded-lg text-navy-900 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-teal-600 lg:hidden"
          >
            <Icon name="phone" className="h-6 w-6" />
            <span className="sr-only">{callUs(firm.phone.display)}</span>
          </a>
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
