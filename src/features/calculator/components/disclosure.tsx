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
  className?: string;
  buttonClassName?: string;
  panelClassName?: string;
}

/**
 * A button that shows and hides the panel after it (the WAI-ARIA disclosure
 * pattern). The closed panel stays in the DOM with `hidden`, so its text is
 * in the prerendered HTML.
 */
export function Disclosure({
  title,
  open,
  onOpenChange,
  children,
  headingLevel,
  className,
  buttonClassName,
  panelClassName,
}: DisclosureProps) {
  const panelId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className={className}>
      <Heading className="text-base">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => onOpenChange(!open)}
          className={cx(
            "group flex w-full items-center justify-between gap-4 text-left font-semibold text-navy-900 hover:text-teal-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600",
            buttonClassName,
          )}
        >
          <span>{title}</span>
          <Icon
            name="chevron-down"
            className={cx("h-5 w-5 shrink-0 text-teal-700 transition-transform", open && "rotate-180")}
          />
        </button>
      </Heading>
      <div id={panelId} hidden={!open} className={panelClassName}>
        {children}
      </div>
    </div>
  );
}
