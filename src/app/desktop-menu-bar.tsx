import { type Ref } from "react";
import { Icon } from "~/components/ui/icon";
import { SmartLink } from "~/components/ui/smart-link";
import { mainMenus } from "~/content/navigation";
import { cx } from "~/lib/cx";

export const triggerClasses =
  "inline-flex items-center gap-1 rounded-lg px-3 py-2 font-medium text-navy-900 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-teal-600 data-[state=open]:bg-slate-100";

/** Names a control of the bar the same way in both versions, so focus can move across. */
export const controlKey = (menuId: string, control: "link" | "menu") => `${menuId}-${control}`;

/** Where the visitor was in the plain bar when the interactive menus replace it. */
export interface MenuHandover {
  /** The menu to show open: clicked, or under the mouse. */
  open: string;
  /** The control with keyboard focus. */
  focused: string;
}

/** Reads the handover from the plain bar, just before it is replaced. */
export function readHandover(bar: HTMLElement | null, clicked: string): MenuHandover {
  const hovered = bar?.querySelector<HTMLElement>("li[data-menu]:hover")?.dataset.menu ?? "";
  const active = document.activeElement;
  const focused = active instanceof HTMLElement && bar?.contains(active) ? (active.dataset.control ?? "") : "";
  return { open: clicked || hovered, focused };
}

/**
 * The desktop menu bar as prerendered and first hydrated: the bar the
 * interactive menus (desktop-nav.tsx) draw, without their code, so every
 * screen hydrates it at once and a phone never downloads the menus.
 */
export function DesktopMenuBar({ ref, onAsk }: { ref?: Ref<HTMLElement>; onAsk: (menuId: string) => void }) {
  return (
    <nav ref={ref} aria-label="Main" className="relative hidden lg:block">
      <ul className="flex items-center gap-1">
        {mainMenus.map((menu) => (
          <li key={menu.id} data-menu={menu.id} className="flex items-center">
            {menu.href && (
              <SmartLink
                href={menu.href}
                className={cx(triggerClasses, "pr-1")}
                data-control={controlKey(menu.id, "link")}
              >
                {menu.label}
              </SmartLink>
            )}
            <button
              type="button"
              aria-expanded="false"
              aria-label={menu.href ? `${menu.label} menu` : undefined}
              className={cx(triggerClasses, menu.href && "px-1.5")}
              data-control={controlKey(menu.id, "menu")}
              onClick={() => onAsk(menu.id)}
            >
              {!menu.href && menu.label}
              <Icon name="chevron-down" className="h-4 w-4" />
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
