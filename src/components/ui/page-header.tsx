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
    <section className="relative overflow-hidden bg-navy-900 text-white print:bg-white print:text-navy-900">
      <div aria-hidden="true" className="hero-glow pointer-events-none absolute inset-0 print:hidden" />
      <Container className="relative py-12 sm:py-16 print:py-4">
        {badge && (
          <Badge tone="onDark" className="print:hidden">
            {badge}
          </Badge>
        )}
        <h1 className="mt-4 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {lead && <p className="mt-4 max-w-2xl text-lg text-slate-200 print:text-slate-700">{lead}</p>}
        {children}
      </Container>
    </section>
  );
}
