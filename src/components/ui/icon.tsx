import spriteUrl from "~/assets/icons.svg?url";
import type { IconName, UiIconName } from "./icon-names";

export type { IconName, UiIconName } from "./icon-names";

/** An icon from the SVG sprite. Decorative: the surrounding text carries the meaning. */
export function Icon({ name, className = "h-6 w-6" }: { name: IconName | UiIconName; className?: string }) {
  return (
    <svg className={className} aria-hidden="true" focusable="false">
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
