import type { Database } from "#kernel/database.types.ts";

/** Values the build writes into the code (vite.config.ts). */
declare global {
  /** The year the site was built, set by vite.config.ts. */
  const __BUILD_YEAR__: number;

  /** The firm's details as the backend held them when the site was built (vite.config.ts, siteContentInline). */
  const __FIRM_DETAIL_ROWS__: { key: string; value: string }[] | undefined;

  /** The smallest turnover band's monthly prices when the site was built (vite.config.ts, siteContentInline). */
  const __FROM_PRICES__: readonly [number, number, number] | null | undefined;

  /** Every turnover band's monthly prices when the site was built, smallest first (vite.config.ts, siteContentInline). */
  const __PRICE_BANDS__: { range: string; prices: (number | null)[] }[] | undefined;

  /** A row of the firm's content as the database types it (database.types.ts, generated from the migrations). */
  type ContentRow<Table extends keyof Database["public"]["Tables"]> = Database["public"]["Tables"][Table]["Row"];

  /** The testimonials the backend published when the site was built (vite.config.ts, siteContentInline). */
  const __TESTIMONIALS__:
    | Pick<
        ContentRow<"testimonials">,
        | "id"
        | "text"
        | "author"
        | "about"
        | "given_on"
        | "source"
        | "source_url"
        | "incentive"
        | "on_home_page"
        | "position"
      >[]
    | undefined;

  /** The testimonials the firm chose for the home page, when the site was built (vite.config.ts, siteContentInline). */
  const __HOME_TESTIMONIALS__: NonNullable<typeof __TESTIMONIALS__> | undefined;

  /** The people the firm showed when the site was built, in its order (vite.config.ts, siteContentInline). */
  const __PEOPLE__:
    | (Pick<
        ContentRow<"people">,
        "id" | "name" | "role" | "qualifications" | "regulator" | "bio" | "photo_alt" | "position"
      > & {
        team: "accounting" | "legal";
        /** The photo's public address in the people-photos bucket. */
        photo_url: string | null;
      })[]
    | undefined;
}
