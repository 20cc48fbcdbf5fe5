import { cx } from "~/lib/cx";

const sizes = {
  md: "h-5 w-5 border-2",
  /** A page's only content while it loads. */
  lg: "h-10 w-10 border-4",
} as const;

/** A decorative spinner in the current text colour; pair it with visible or screen-reader text saying what is happening. */
export function Spinner({ size = "md", className }: { size?: keyof typeof sizes; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        "inline-block animate-spin rounded-full border-current border-t-transparent",
        sizes[size],
        className,
      )}
    />
  );
}
