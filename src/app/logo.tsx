import { firm } from "~/config/firm";

/** The firm's wordmark: a monogram tile and the name. Decorative; the link around it carries the name. */
export function Logo({ onDark = false }: { onDark?: boolean }) {
  return (
    <span aria-hidden="true" className="flex items-center gap-2">
      <svg width="36" height="36" viewBox="0 0 36 36" role="presentation">
        <rect width="36" height="36" rx="9" fill="#0b1f3a" />
        <path d="M11 10h14v3.2h-10.2v3.2h9.2v3.2h-9.2v3.2H25V26H11z" fill="#f59e0b" />
      </svg>
      <span
        className={
          onDark
            ? "text-lg font-bold tracking-tight whitespace-nowrap text-white"
            : "text-lg font-bold tracking-tight whitespace-nowrap text-navy-900"
        }
      >
        {firm.name}
      </span>
    </span>
  );
}
