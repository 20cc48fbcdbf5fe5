import { useId } from "react";
import { heroHeadlines } from "~/content/hero-headlines";
import type { HeroResult } from "../api/get-hero-results";
import { headlineTestCopy } from "./copy";
import { formatPercent } from "../lib/format";
import { cellClasses, headCellClasses, scrollRegionClasses } from "../ui/table";

const copy = headlineTestCopy;

/** The two headlines the home page shows, so the dashboard names what visitors saw. */
const headlines: Record<string, string> = heroHeadlines;

const COLOURS: Record<string, string> = { a: "#0f766e", b: "#b45309" };

type Metric = { key: "views" | "quotes" | "conversion_rate"; label: string; format: (value: number) => string };

const metrics: Metric[] = [
  { key: "views", label: copy.views, format: (value) => value.toLocaleString("en-GB") },
  { key: "quotes", label: copy.quotes, format: (value) => value.toLocaleString("en-GB") },
  { key: "conversion_rate", label: copy.conversion, format: formatPercent },
];

// A narrow drawing, so its text stays readable when a phone scales it down.
const WIDTH = 400;
const LABEL_WIDTH = 92;
const VALUE_SPACE = 64;
const BAR_HEIGHT = 22;
const GROUP_HEIGHT = 28 + BAR_HEIGHT * 2 + 12;

/**
 * Views, quotes and conversion rate per headline as horizontal bars (SVG,
 * no chart library). The chart is one image with a text summary for screen
 * readers; the table below it gives the same figures.
 */
export function HeroResultsChart({ results }: { results: HeroResult[] }) {
  const id = useId();
  const summary = copy.summary(
    results.map(
      (result) =>
        `${copy.variant(result.variant)}: ${result.views} views, ${result.quotes} quotes, ${formatPercent(result.conversion_rate)} conversion`,
    ),
  );
  const height = metrics.length * GROUP_HEIGHT;

  return (
    <div className="space-y-5">
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="h-auto w-full max-w-lg rounded-xl border border-slate-200 bg-white p-4"
      >
        <title id={`${id}-title`}>{copy.chartLabel}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {metrics.map((metric, groupIndex) => {
          const max = Math.max(...results.map((result) => result[metric.key]), 0);
          const top = groupIndex * GROUP_HEIGHT;
          return (
            <g key={metric.key} transform={`translate(0 ${top})`}>
              <text x={0} y={16} fontSize={15} fontWeight={700} fill="#0b1f3a">
                {metric.label}
              </text>
              {results.map((result, index) => {
                const value = result[metric.key];
                const barWidth = max > 0 ? (value / max) * (WIDTH - LABEL_WIDTH - VALUE_SPACE) : 0;
                const y = 28 + index * BAR_HEIGHT;
                return (
                  <g key={result.variant}>
                    <text x={0} y={y + 15} fontSize={13} fill="#334155">
                      {copy.variant(result.variant)}
                    </text>
                    <rect
                      x={LABEL_WIDTH}
                      y={y + 3}
                      width={Math.max(barWidth, 2)}
                      height={BAR_HEIGHT - 6}
                      rx={3}
                      fill={COLOURS[result.variant] ?? "#334155"}
                    />
                    <text x={LABEL_WIDTH + Math.max(barWidth, 2) + 8} y={y + 15} fontSize={13} fill="#0b1f3a">
                      {metric.format(value)}
                    </text>
                  </g>
                );
              })}
            </g>
          );
        })}
      </svg>

      <div role="region" aria-labelledby={`${id}-caption`} tabIndex={0} className={scrollRegionClasses}>
        <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
          <caption id={`${id}-caption`} className="px-3 pt-3 text-left font-semibold text-navy-900">
            {copy.caption}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={headCellClasses}>
                {copy.columns.variant}
              </th>
              <th scope="col" className={`${headCellClasses} text-right`}>
                {copy.columns.views}
              </th>
              <th scope="col" className={`${headCellClasses} text-right`}>
                {copy.columns.quotes}
              </th>
              <th scope="col" className={`${headCellClasses} text-right`}>
                {copy.columns.conversion}
              </th>
            </tr>
          </thead>
          <tbody>
            {results.map((result) => (
              <tr key={result.variant}>
                <th scope="row" className={`${cellClasses} font-normal`}>
                  <span className="font-semibold text-navy-900">{copy.variant(result.variant)}</span>
                  {headlines[result.variant] && (
                    <span className="block text-slate-600">“{headlines[result.variant]}”</span>
                  )}
                </th>
                <td className={`${cellClasses} text-right tabular-nums`}>{result.views.toLocaleString("en-GB")}</td>
                <td className={`${cellClasses} text-right tabular-nums`}>{result.quotes.toLocaleString("en-GB")}</td>
                <td className={`${cellClasses} text-right tabular-nums`}>{formatPercent(result.conversion_rate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
