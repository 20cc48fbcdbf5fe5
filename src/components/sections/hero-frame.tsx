import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { Container } from "~/components/ui/container";
import { InlineText } from "~/components/ui/inline-text";
import type { Action, Stat } from "~/content/types";
import { ActionRow } from "./action-row";

interface HeroFrameProps {
  badge?: string;
  heading: ReactNode;
  lead: string;
  actions: Action[];
  stats?: Stat[];
  children?: ReactNode;
}

/** The dark banner that opens every page; the page's only h1. */
export function HeroFrame({ badge, heading, lead, actions, stats, children }: HeroFrameProps) {
  return (
    <section className="relative overflow-hidden bg-navy-900 text-white">
      <div aria-hidden="true" className="hero-glow pointer-events-none absolute inset-0" />
      <Container className="relative py-16 sm:py-24">
        <div className="max-w-3xl">
          {badge && <Badge tone="onDark">{badge}</Badge>}
          <h1 className="mt-5 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">{heading}</h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-200 sm:text-xl">
            <InlineText text={lead} onDark />
          </p>
          <ActionRow actions={actions} onDark className="mt-8" />
          {children}
        </div>
        {stats && stats.length > 0 && (
          <dl className="mt-12 grid grid-cols-2 gap-6 border-t border-white/15 pt-8 sm:grid-cols-4">
            {stats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse">
                <dt className="text-sm text-slate-300">{stat.label}</dt>
                <dd className="text-3xl font-bold text-accent-400">{stat.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </Container>
    </section>
  );
}
