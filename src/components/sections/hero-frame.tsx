import type { ReactNode } from "react";
import { InlineText } from "~/components/ui/inline-text";
import { HeroBand, HeroTitle } from "~/components/ui/page-header";
import type { Action, Stat } from "~/components/sections/types";
import { ActionRow } from "./action-row";

interface HeroFrameProps {
  badge?: string;
  heading: ReactNode;
  lead: string;
  actions: Action[];
  stats?: Stat[];
  children?: ReactNode;
}

/** The dark banner that opens every brochure page, in its large size, with buttons and key figures. */
export function HeroFrame({ badge, heading, lead, actions, stats, children }: HeroFrameProps) {
  return (
    <HeroBand size="lg">
      <div className="max-w-3xl">
        <HeroTitle size="lg" badge={badge} title={heading} lead={<InlineText text={lead} onDark />} />
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
    </HeroBand>
  );
}
