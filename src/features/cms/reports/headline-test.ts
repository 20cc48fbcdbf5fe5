/**
 * Which headline wins: the chance that one headline's visitors ask for a quote more often than the
 * other's, from a Bayesian comparison of the two conversion rates (uniform Beta(1, 1) priors, the
 * difference of the posteriors taken as normal, which is close once each has a few dozen views),
 * and whether the sample is still too small to act on.
 */
export interface HeadlineCounts {
  views: number;
  quotes: number;
}

/** Below these, the dashboard says it is too early to tell. */
export const MIN_VIEWS_PER_HEADLINE = 100;
export const MIN_QUOTES_IN_ALL = 10;

function posterior({ views, quotes }: HeadlineCounts) {
  // A quote can outnumber the counted views (a visitor who opened the home page in another tab).
  const successes = Math.min(quotes, views);
  const alpha = 1 + successes;
  const beta = 1 + views - successes;
  const total = alpha + beta;
  return { mean: alpha / total, variance: (alpha * beta) / (total * total * (total + 1)) };
}

/** The standard normal distribution function (Abramowitz and Stegun 7.1.26, error below 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** The probability that B's visitors convert better than A's. */
export function probabilityBBeatsA(a: HeadlineCounts, b: HeadlineCounts): number {
  const pa = posterior(a);
  const pb = posterior(b);
  return normalCdf((pb.mean - pa.mean) / Math.sqrt(pa.variance + pb.variance));
}

export interface HeadlineVerdict {
  /** "a" or "b": the headline more likely to convert better. */
  leader: "a" | "b";
  /** The leader's chance of converting better, 0.5 to 1. */
  chance: number;
  tooEarly: boolean;
  /** What the sample still lacks before the chance means anything (all 0 once it is enough). */
  needed: { viewsOfA: number; viewsOfB: number; quotes: number };
}

export function headlineVerdict(a: HeadlineCounts, b: HeadlineCounts): HeadlineVerdict {
  const bWins = probabilityBBeatsA(a, b);
  const needed = {
    viewsOfA: Math.max(0, MIN_VIEWS_PER_HEADLINE - a.views),
    viewsOfB: Math.max(0, MIN_VIEWS_PER_HEADLINE - b.views),
    quotes: Math.max(0, MIN_QUOTES_IN_ALL - a.quotes - b.quotes),
  };
  return {
    leader: bWins > 0.5 ? "b" : "a",
    chance: Math.max(bWins, 1 - bWins),
    tooEarly: needed.viewsOfA + needed.viewsOfB + needed.quotes > 0,
    needed,
  };
}
