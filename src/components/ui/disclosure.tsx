import { useId, type ReactNode } from "react";
import { Icon } from "~/components/ui/icon";
import { cx } from "~/lib/cx";

interface DisclosureProps {
  /** The button's text: what the panel holds. */
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
  /** The button sits inside a heading of this level, so the panel can be found by heading. */
  headingLevel: 2 | 3;
  /** The button's id, where its owner finds it in the page (the accordion takes over what is open). */
  id?: string;
  /**
   * The page loader opens and closes it before the page's scripts have started
   * (scripts/page-loader.js, `data-disclosure`): only where the owner takes that state over on
   * hydration. Elsewhere a press before then waits for the scripts.
   */
  opensBeforeScripts?: boolean;
  /** The panel is a region named by the button (the accordion's answers). */
  region?: boolean;
  className?: string;
  headingClassName?: string;
  buttonClassName?: string;
  panelClassName?: string;
}

/**
 * A button that shows and hides the panel after it (the WAI-ARIA disclosure
 * pattern). The closed panel stays in the DOM with `hidden`, so its text is
 * in the prerendered HTML. The chevron follows `aria-expanded` in CSS, so it
 * turns with a panel the page loader opened too.
 */
export function Disclosure({
  title,
  open,
  onOpenChange,
  children,
  headingLevel,
  id,
  opensBeforeScripts = false,
  region = false,
  className,
  headingClassName = "text-base",
  buttonClassName,
  panelClassName,
}: DisclosureProps) {
  const ownId = useId();
  const buttonId = id ?? ownId;
  const panelId = `${buttonId}-panel`;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className={className}>
      <Heading className={headingClassName}>
        <button
          type="button"
          id={buttonId}
          aria-expanded={open}
          aria-controls={panelId}
          data-disclosure={opensBeforeScripts ? "" : undefined}
          onClick={() => onOpenChange(!open)}
          className={cx(
            "group flex w-full items-center justify-between gap-4 text-left font-semibold text-navy-900 hover:text-teal-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600",
            buttonClassName,
          )}
        >
          <span>{title}</span>
          <Icon
            name="chevron-down"
            className="h-5 w-5 shrink-0 text-teal-700 transition-transform group-aria-expanded:rotate-180"
          />
        </button>
      </Heading>
      <div
        id={panelId}
        role={region ? "region" : undefined}
        aria-labelledby={region ? buttonId : undefined}
        hidden={!open}
        className={panelClassName}
      >
        {children}
      </div>
    </div>
  );
}
