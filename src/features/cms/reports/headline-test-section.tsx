/**
 * The home page's headline test: for a range of days, each headline's views, quotes and conversion,
 * which is more likely to win and how likely, and a plain warning while the sample is too small.
 */
import { useId, useState } from "react";
import { useHeroResults } from "../api/get-hero-results";
import { leadsCopy } from "../leads/copy";
import { headlineTestCopy } from "./copy";
import { formatPercent } from "../lib/format";
import { headlineVerdict, MIN_QUOTES_IN_ALL, MIN_VIEWS_PER_HEADLINE } from "./headline-test";
import type { DayRange } from "../leads/lead-work";
import { DayRangeFields } from "../leads/day-range-fields";
import { HeroResultsChart } from "./hero-results-chart";
import { QueryError } from "../ui/query-error";
import { SectionLoading } from "../ui/section-loading";

const copy = headlineTestCopy;

export function HeadlineTestSection() {
  const id = useId();
  const [range, setRange] = useState<DayRange>({ from: "", to: "" });
  const hero = useHeroResults(range);
  const [a, b] = [hero.data?.find((row) => row.variant === "a"), hero.data?.find((row) => row.variant === "b")];
  const verdict = a && b ? headlineVerdict(a, b) : null;

  return (
    <section aria-labelledby={`${id}-hero`} className="space-y-4">
      <div>
        <h3 id={`${id}-hero`} className="text-xl font-bold text-navy-900">
          {copy.heading}
        </h3>
        <p className="max-w-3xl text-slate-700">{copy.intro}</p>
        <p className="max-w-3xl text-sm text-slate-700">{copy.countedHow}</p>
      </div>
      <fieldset className="grid max-w-md grid-cols-2 gap-4">
        <legend className="sr-only">{copy.range}</legend>
        <DayRangeFields range={range} onChange={setRange} labels={copy} />
      </fieldset>
      {hero.isPending ? (
        <SectionLoading label={copy.heading} />
      ) : hero.isError ? (
        <QueryError
          title={leadsCopy.loadFailed}
          error={hero.error}
          retryLabel={leadsCopy.retry}
          onRetry={() => void hero.refetch()}
        />
      ) : (
        <>
          {hero.data.every((result) => result.views === 0) && <p className="text-slate-700">{copy.noData}</p>}
          {verdict && (
            <div role="status" className="max-w-3xl space-y-1">
              {verdict.tooEarly ? (
                // A chance from a handful of views means nothing, so none is shown until the sample is enough.
                <>
                  <p className="font-semibold text-red-700">
                    {copy.tooEarly(MIN_VIEWS_PER_HEADLINE, MIN_QUOTES_IN_ALL)}
                  </p>
                  <p className="text-navy-900">{copy.stillNeeded(verdict.needed)}</p>
                </>
              ) : (
                <p className="text-navy-900">
                  {copy.verdict(copy.variant(verdict.leader), formatPercent(Math.round(verdict.chance * 1000) / 10))}
                </p>
              )}
            </div>
          )}
          <HeroResultsChart results={hero.data} />
        </>
      )}
    </section>
  );
}
