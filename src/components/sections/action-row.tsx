import { ButtonLink, type ButtonSize, type ButtonVariant } from "~/components/ui/button";
import type { Action } from "~/components/sections/types";
import { cx } from "~/lib/cx";

interface ActionRowProps {
  actions: Action[];
  /** On dark backgrounds secondary actions use the outlined inverse style. */
  onDark?: boolean;
  centred?: boolean;
  /** "lg" for a hero's or a band's buttons; "md" for a link under a section ('View all reviews'). */
  size?: ButtonSize;
  className?: string;
}

export function ActionRow({ actions, onDark = false, centred = false, size = "lg", className }: ActionRowProps) {
  if (actions.length === 0) return null;
  return (
    <div className={cx("flex flex-wrap gap-3", centred && "justify-center", className)}>
      {actions.map((action) => {
        const variant: ButtonVariant =
          (action.variant ?? "primary") === "primary"
            ? "primary"
            : onDark
              ? "inverse"
              : (action.variant ?? "secondary");
        return (
          <ButtonLink key={action.label + action.href} href={action.href} variant={variant} size={size}>
            {action.label}
          </ButtonLink>
        );
      })}
    </div>
  );
}
