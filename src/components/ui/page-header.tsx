import type { ReactNode } from "react";
import { cx } from "~/lib/cx";
import { Badge } from "./badge";
import { Container } from "./container";

/** "md" for app pages (quote, calculators, knowledge base, playbook); "lg" for the brochure pages' hero. */
type HeroSize = "md" | "lg";

const sizes = {
  md: { band: "py-12 sm:py-16", heading: "mt-4 sm:text-5xl", lead: "mt-4" },
  lg: { band: "py-16 sm:py-24", heading: "mt-5 sm:text-5xl lg:text-6xl", lead: "mt-6 sm:text-xl" },
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
        <Badge tone="onDark" className="print:hidden">
          {badge}
        </Badge>
      )}
      <h1 id={id} className={cx("text-4xl font-bold tracking-tight text-balance", sizes[size].heading)}>
        {title}
      </h1>
      {lead && <p className={cx("max-w-2xl text-lg text-slate-200 print:text-slate-700", sizes[size].lead)}>{lead}</p>}
    </>
  );
}

interface PageHeaderProps {
  badge?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}

/** The dark header band of app pages (quote, calculators, knowledge base): the page's h1. */
export function PageHeader({ badge, title, lead, children }: PageHeaderProps) {
  return (
    <HeroBand>
      <HeroTitle badge={badge} title={title} lead={lead} />
      {children}
    </HeroBand>
  );
}
