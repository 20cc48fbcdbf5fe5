import { useInsertionEffect } from "react";
import type { IconName, UiIconName } from "./icon-names";
import { ensureIconSymbol, iconSymbolId } from "./icon-symbols";

export type { IconName, UiIconName } from "./icon-names";

/**
 * An icon, drawn from a symbol in the page itself: an external sprite would be loaded and parsed
 * as a document of its own on every page view (a 44 ms task on a 2-core test machine). Decorative:
 * the surrounding text carries the meaning.
 */
export function Icon({ name, className = "h-6 w-6" }: { name: IconName | UiIconName; className?: string }) {
  useInsertionEffect(() => ensureIconSymbol(name), [name]);
  return (
    <svg className={className} aria-hidden="true" focusable="false">
      <use href={`#${iconSymbolId(name)}`} />
    </svg>
  );
}
