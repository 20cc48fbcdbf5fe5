import { firm } from "~/config/firm";

/** The firm's wordmark: a monogram tile and the name. Decorative; the link around it carries the name. */
export function Logo({ onDark = false }: { onDark?: boolean }) {
  return (
    <span aria-hidden="true" className="flex min-w-0 items-center gap-2">
      <svg width="36" height="36" viewBox="0 0 36 36" role="presentation" className="shrink-0">
        <rect width="36" height="36" rx="9" fill="#0b1f3a" />
        <path d="M11 10h14v3.2h-10.2v3.2h9.2v3.2h-9.2v3.2H25V26H11z" fill="#f59e0b" />
      </svg>
      <span
        className={
          onDark
            ? "truncate text-lg font-bold tracking-tight text-white"
            : // On a phone the header also holds the call button, the quote and the menu: the name
              // gives way first (and is cut short, never pushing the menu off the screen).
              "truncate text-base font-bold tracking-tight text-navy-900 sm:text-lg"
        }
      >
        {firm.name}
      </span>
    </span>
  );
}
