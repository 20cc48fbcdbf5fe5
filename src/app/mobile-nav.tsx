import { memo, useCallback, useEffect, useId, useState } from "react";
import { Icon } from "~/components/ui/icon";
import { useLocation } from "react-router";
import { SmartLink } from "~/components/ui/smart-link";
import { firm } from "~/config/firm";
import { callUs, mainMenus, MENU_TOGGLE } from "~/content/navigation";
import { useStateFromPage } from "~/lib/use-early-input";

/**
 * The collapsible menu below the desktop breakpoint: the toggle opens it and choosing a link closes
 * it. The toggle is a disclosure the page loader opens before the page's scripts have started
 * (scripts/page-loader.js), so its icon and label follow `aria-expanded` in CSS, and what the
 * loader opened is taken over on hydration.
 */
export function MobileNav() {
  const panelId = useId();
  // Whether the page loader opened it before hydration.
  const [open, setOpen] = useStateFromPage(
    () => document.querySelector(`[aria-controls="${panelId}"]`)?.getAttribute("aria-expanded") === "true",
    false,
  );
  const close = useCallback(() => setOpen(false), [setOpen]);
  const { pathname } = useLocation();
  const [menuPath, setMenuPath] = useState(pathname);

  // Close on any navigation, including the browser's back and forward buttons.
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, setOpen]);

  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        data-disclosure=""
        onClick={() => setOpen((value) => !value)}
        className="group inline-flex h-11 w-9 items-center justify-center rounded-lg text-navy-900 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-teal-600"
      >
        <Icon name="menu" className="h-6 w-6 group-aria-expanded:hidden" />
        <Icon name="close" className="hidden h-6 w-6 group-aria-expanded:block" />
        <span className="sr-only group-aria-expanded:hidden">{MENU_TOGGLE.open}</span>
        <span className="sr-only hidden group-aria-expanded:inline">{MENU_TOGGLE.close}</span>
      </button>
      <nav
        id={panelId}
        aria-label="Main"
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-8 shadow-lg"
      >
        <MenuLinks onChoose={close} />
      </nav>
    </div>
  );
}

/** The menu's links, the same whether it is open or not: toggling the menu never re-renders them. */
const MenuLinks = memo(function MenuLinks({ onChoose }: { onChoose: () => void }) {
  return (
    <>
      <a
        href={`tel:${firm.phone.e164}`}
        className="mt-4 flex items-center gap-3 rounded-lg bg-slate-50 px-3 py-3 font-semibold text-navy-900 hover:bg-slate-100"
      >
        <Icon name="phone" className="h-5 w-5 text-teal-700" />
        {callUs(firm.phone.display)}
      </a>
      {mainMenus.map((menu) => (
        <div key={menu.id} className="border-b border-slate-100 py-4">
          {menu.href ? (
            <SmartLink
              href={menu.href}
              onClick={onChoose}
              className="text-lg font-semibold text-navy-900 underline-offset-4 hover:underline"
            >
              {menu.label}
            </SmartLink>
          ) : (
            <p className="text-lg font-semibold text-navy-900">{menu.label}</p>
          )}
          {menu.groups.map((group) => (
            <div key={group.heading} className="mt-3">
              {menu.groups.length > 1 && (
                <p className="text-sm font-semibold tracking-wide text-teal-700 uppercase">{group.heading}</p>
              )}
              <ul className="mt-1 grid grid-cols-1 sm:grid-cols-2">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <SmartLink
                      href={link.href}
                      onClick={onChoose}
                      className="block rounded-md px-2 py-2.5 text-slate-800 hover:bg-slate-50"
                    >
                      {link.label}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ))}
    </>
  );
});
