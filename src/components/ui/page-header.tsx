import type { ReactNode } from "react";
import { cx } from "~/lib/cx";
import { Badge } from "./badge";
import { Container } from "./container";

/**
 * "md" for app pages (quote, calculators, knowledge base, playbook); "lg" for the brochure pages'
 * hero; "sm" for the staff area, whose work, not its title, should fill a phone's first screen.
 */
type HeroSize = "sm" | "md" | "lg";

const sizes = {
  sm: {
    band: "py-4 sm:py-12",
    badge: "max-sm:hidden",
    heading: "text-2xl sm:mt-4 sm:text-4xl",
    lead: "mt-4 max-sm:hidden",
  },
  md: { band: "py-12 sm:py-16", badge: "", heading: "mt-4 text-4xl sm:text-5xl", lead: "mt-4" },
  lg: { band: "py-16 sm:py-24", badge: "", heading: "mt-5 text-4xl sm:text-5xl lg:text-6xl", lead: "mt-6 sm:text-xl" },
} as const;

interface HeroBandProps {
  size?: HeroSize;
  /** The id of the band's heading, when the band should be a named region. */
  labelledBy?: string;
  /** Classes for the band's content container (e.g. a grid). */
  className?: string;
  children: ReactNode;
}

/** The dark band that opens a page, with the hero glow; printed as dark text on white. */
export function HeroBand({ size = "md", labelledBy, className, children }: HeroBandProps) {
  return (
    <section
      aria-labelledby={labelledBy}
      className="relative overflow-hidden bg-navy-900 text-white print:bg-white print:text-navy-900"
    >
      <div aria-hidden="true" className="hero-glow pointer-events-none absolute inset-0 print:hidden" />
      <Container className={cx("relative print:py-4", sizes[size].band, className)}>{children}</Container>
    </section>
  );
}

interface HeroTitleProps {
  size?: HeroSize;
  /** The h1's id, for a band labelled by its heading. */
  id?: string;
  badge?: string;
  title: ReactNode;
  lead?: ReactNode;
}

/** The badge, heading and lead of a `HeroBand`: the page's only h1. */
export function HeroTitle({ size = "md", id, badge, title, lead }: HeroTitleProps) {
  return (
    <>
      {badge && (
        <Badge tone="onDark" className={cx("print:hidden", sizes[size].badge)}>
          {badge}
        </Badge>
      )}
      <h1 id={id} className={cx("font-bold tracking-tight text-balance", sizes[size].heading)}>
        {title}
      </h1>
      {lead && <p className={cx("max-w-2xl text-lg text-slate-200 print:text-slate-700", sizes[size].lead)}>{lead}</p>}
    </>
  );
}

interface PageHeaderProps {
  size?: HeroSize;
  badge?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}

/** The dark header band of app pages (quote, calculators, knowledge base): the page's h1. */
export function PageHeader({ size = "md", badge, title, lead, children }: PageHeaderProps) {
  return (
    <HeroBand size={size}>
      <HeroTitle size={size} badge={badge} title={title} lead={lead} />
      {children}
    </HeroBand>
  );
}
