import type { ReactNode } from "react";
import { Container } from "~/components/ui/container";
import { InlineText } from "~/components/ui/inline-text";
import { cx } from "~/lib/cx";

export type SectionTone = "white" | "tinted";

interface SectionShellProps {
  id?: string;
  eyebrow?: string;
  heading?: string;
  lead?: string;
  tone?: SectionTone;
  children: ReactNode;
  /** Centres the heading block (used by grids); prose keeps it left-aligned. */
  centred?: boolean;
}

/** The frame every content section shares: spacing, background, eyebrow, heading and lead. */
export function SectionShell({
  id,
  eyebrow,
  heading,
  lead,
  tone = "white",
  centred = true,
  children,
}: SectionShellProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={heading ? headingId : undefined}
      className={cx("py-16 sm:py-20", tone === "tinted" ? "bg-slate-50" : "bg-white")}
    >
      <Container>
        {(eyebrow || heading || lead) && (
          <div className={cx("mb-10 max-w-3xl", centred && "mx-auto text-center")}>
            {eyebrow && <p className="mb-2 text-sm font-semibold tracking-wide text-teal-700 uppercase">{eyebrow}</p>}
            {heading && (
              <h2 id={headingId} className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
                {heading}
              </h2>
            )}
            {lead && (
              <p className="mt-4 text-lg text-slate-700">
                <InlineText text={lead} />
              </p>
            )}
          </div>
        )}
        {children}
      </Container>
    </section>
  );
}
