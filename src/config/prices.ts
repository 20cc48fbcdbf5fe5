/**
 * The "from" prices every audience page shows: the monthly prices, before VAT, of the smallest
 * turnover band in the price table the quote reads (public.quote_prices, decision 021), as the
 * backend held them when the site was built; the starting prices without a backend.
 */
/** The smallest band's starting prices, as the reference-data migration writes them (prices.test.ts holds them to it). */
export const STARTING_FROM_PRICES = [97, 197, 307] as const;

const built = typeof __FROM_PRICES__ === "undefined" ? null : __FROM_PRICES__;

/** Awareness, Insights and Foresight (and each audience's names for them), pounds a month before VAT. */
export const FROM_PRICES: readonly [number, number, number] = built ?? STARTING_FROM_PRICES;

export interface PriceBand {
  /** The band of yearly turnover, as the quote names it. */
  range: string;
  /** Awareness, Insights and Foresight (and each audience's names for them); null: custom pricing. */
  prices: readonly [number | null, number | null, number | null];
}

/** Every band's prices, smallest first, as the backend held them when the site was built; none without one. */
export const PRICE_BANDS: readonly PriceBand[] = (typeof __PRICE_BANDS__ === "undefined" ? [] : __PRICE_BANDS__).map(
  (band) => ({ range: band.range, prices: [band.prices[0] ?? null, band.prices[1] ?? null, band.prices[2] ?? null] }),
);
