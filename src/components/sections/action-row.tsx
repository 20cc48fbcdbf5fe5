import { ButtonLink, type ButtonVariant } from "~/components/ui/button";
import type { Action } from "~/content/types";
import { cx } from "~/lib/cx";

interface ActionRowProps {
  actions: Action[];
  /** On dark backgrounds secondary actions use the outlined inverse style. */
  onDark?: boolean;
  centred?: boolean;
  className?: string;
}

export function ActionRow({ actions, onDark = false, centred = false, className }: ActionRowProps) {
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
          <ButtonLink key={action.label + action.href} href={action.href} variant={variant} size="lg">
            {action.label}
          </ButtonLink>
        );
      })}
    </div>
  );
}

/** One secondary action centred under a section (e.g. 'View all reviews'). */
export function SectionFooterAction({ action }: { action: Action }) {
  return (
    <div className="mt-10 text-center">
      <ButtonLink href={action.href} variant="secondary">
        {action.label}
      </ButtonLink>
    </div>
  );
}
