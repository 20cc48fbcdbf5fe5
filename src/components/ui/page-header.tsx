import type { ReactNode } from "react";
import { Badge } from "./badge";
import { Container } from "./container";

interface PageHeaderProps {
  badge?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}

/** The dark header band of app pages (quote, calculators, knowledge base): the page's h1. */
export function PageHeader({ badge, title, lead, children }: PageHeaderProps) {
  return (
    <section className="relative overflow-hidden bg-navy-900 text-white">
      <div aria-hidden="true" className="hero-glow pointer-events-none absolute inset-0" />
      <Container className="relative py-12 sm:py-16">
        {badge && <Badge tone="onDark">{badge}</Badge>}
        <h1 className="mt-4 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {lead && <p className="mt-4 max-w-2xl text-lg text-slate-200">{lead}</p>}
        {children}
      </Container>
    </section>
  );
}
