import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import { Icon } from "~/components/ui/icon";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { SmartLink } from "~/components/ui/smart-link";
import { mainMenus, type NavMenu } from "~/content/navigation";
import { cx } from "~/lib/cx";
import { controlKey, type MenuHandover, triggerClasses } from "./desktop-menu-bar";

const CLOSE_DELAY_MS = 150;

const menuWidth: Record<number, string> = {
  1: "w-80",
  3: "w-[min(58rem,calc(100vw-2rem))]",
};

function MenuContent({ menu }: { menu: NavMenu }) {
  return (
    <NavigationMenu.Content
      className={cx(
        "absolute top-full left-1/2 mt-2 -translate-x-1/2 rounded-2xl border border-slate-200 bg-white p-6 text-left shadow-xl",
        menuWidth[menu.groups.length] ?? "w-96",
      )}
    >
      <div className={cx("grid gap-8", menu.groups.length === 3 && "grid-cols-3")}>
        {menu.groups.map((group) => (
          <div key={group.heading}>
            <p className="mb-3 text-sm font-semibold tracking-wide text-teal-700 uppercase">{group.heading}</p>
            <ul className="space-y-1">
              {group.links.map((link) => (
                <li key={link.href}>
                  <NavigationMenu.Link asChild>
                    <SmartLink
                      href={link.href}
                      className="block rounded-lg px-3 py-2 hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-teal-600"
                    >
                      <span className="block font-medium text-navy-900">{link.label}</span>
                      {link.description && <span className="block text-sm text-slate-600">{link.description}</span>}
                    </SmartLink>
                  </NavigationMenu.Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {menu.action && (
        <NavigationMenu.Link asChild>
          <SmartLink
            href={menu.action.href}
            className="mt-6 flex items-center justify-between rounded-xl bg-navy-900 px-5 py-4 text-white hover:bg-navy-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
          >
            <span>
              <span className="block font-semibold">{menu.action.label}</span>
              <span className="block text-sm text-slate-300">{menu.action.description}</span>
            </span>
            <Icon name="arrow-right" className="h-5 w-5 text-accent-400" />
          </SmartLink>
        </NavigationMenu.Link>
      )}
    </NavigationMenu.Content>
  );
}

/**
 * Desktop menus open on hover and by keyboard. The Accounting heading is a
 * link to /accounting with its own menu button beside it, so keyboard and
 * screen-reader users can both follow the link and open the menu. Loaded
 * only on wide screens, after the page has hydrated (see navbar.tsx).
 */
export default function DesktopNav({ handover }: { handover: MenuHandover }) {
  // Carries on from the plain bar it replaces: the menu asked for stays open, focus stays put.
  const [value, setValue] = useState(handover.open);
  const hovered = useRef<string | null>(handover.open || null);
  const closeTimer = useRef<number | undefined>(undefined);
  const rootRef = useRef<HTMLElement>(null);

  // Radix's focus proxy is focusable but aria-hidden (radix-ui/primitives#3085);
  // it only forwards focus, so exposing it is harmless and satisfies WCAG 4.1.2.
  useEffect(() => {
    rootRef.current
      ?.querySelectorAll('[aria-hidden="true"][tabindex="0"]')
      .forEach((proxy) => proxy.removeAttribute("aria-hidden"));
  }, [value]);

  // In the same commit that removed the plain bar, so no keystroke lands while focus is nowhere.
  const [initialFocus] = useState(handover.focused);
  useLayoutEffect(() => {
    if (initialFocus) rootRef.current?.querySelector<HTMLElement>(`[data-control="${initialFocus}"]`)?.focus();
  }, [initialFocus]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const openOnHover = (id: string) => (event: React.PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    window.clearTimeout(closeTimer.current);
    hovered.current = id;
    setValue(id);
  };
  const closeOnLeave = (event: React.PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    hovered.current = null;
    closeTimer.current = window.setTimeout(
      () => setValue((current) => (hovered.current ? current : "")),
      CLOSE_DELAY_MS,
    );
  };

  return (
    <NavigationMenu.Root
      ref={rootRef}
      value={value}
      // Radix's own hover timers would close a menu while the pointer rests on
      // the Accounting link beside its trigger; the pointer handlers below decide instead.
      onValueChange={(next) => {
        if (next === "" && hovered.current === value) return;
        setValue(next);
      }}
      onKeyDownCapture={(event) => {
        if (event.key === "Escape") hovered.current = null;
      }}
      aria-label="Main"
      className="relative hidden lg:block"
    >
      <NavigationMenu.List className="flex items-center gap-1">
        {mainMenus.map((menu) => (
          <NavigationMenu.Item
            key={menu.id}
            value={menu.id}
            onPointerEnter={openOnHover(menu.id)}
            onPointerLeave={closeOnLeave}
            className="flex items-center"
          >
            {menu.href ? (
              <>
                <SmartLink
                  href={menu.href}
                  className={cx(triggerClasses, "pr-1")}
                  data-control={controlKey(menu.id, "link")}
                >
                  {menu.label}
                </SmartLink>
                <NavigationMenu.Trigger
                  className={cx(triggerClasses, "px-1.5")}
                  aria-label={`${menu.label} menu`}
                  data-control={controlKey(menu.id, "menu")}
                >
                  <Icon name="chevron-down" className="h-4 w-4" />
                </NavigationMenu.Trigger>
              </>
            ) : (
              <NavigationMenu.Trigger className={triggerClasses} data-control={controlKey(menu.id, "menu")}>
                {menu.label}
                <Icon name="chevron-down" className="h-4 w-4" />
              </NavigationMenu.Trigger>
            )}
            <MenuContent menu={menu} />
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
