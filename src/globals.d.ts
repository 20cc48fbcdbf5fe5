/** The year the site was built, set by vite.config.ts. */
declare const __BUILD_YEAR__: number;

/** The firm's details as the backend held them when the site was built (vite.config.ts, siteContentInline). */
declare const __FIRM_DETAIL_ROWS__: { key: string; value: string }[] | undefined;

/** The smallest turnover band's monthly prices when the site was built (vite.config.ts, siteContentInline). */
declare const __FROM_PRICES__: readonly [number, number, number] | null | undefined;

/** Every turnover band's monthly prices when the site was built, smallest first (vite.config.ts, siteContentInline). */
declare const __PRICE_BANDS__: { range: string; prices: (number | null)[] }[] | undefined;

/** The testimonials the backend published when the site was built (vite.config.ts, siteContentInline). */
declare const __TESTIMONIALS__:
  | {
      id: string;
      text: string;
      author: string;
      about: string;
      given_on: string | null;
      source: string;
      source_url: string | null;
      incentive: string | null;
      on_home_page: boolean;
      position: number;
    }[]
  | undefined;

/** The testimonials the firm chose for the home page, when the site was built (vite.config.ts, siteContentInline). */
declare const __HOME_TESTIMONIALS__: NonNullable<typeof __TESTIMONIALS__> | undefined;

/** The people the firm showed when the site was built, in its order (vite.config.ts, siteContentInline). */
declare const __PEOPLE__:
  | {
      id: string;
      name: string;
      role: string;
      team: "accounting" | "legal";
      qualifications: string;
      regulator: string;
      bio: string;
      /** The photo's public address in the people-photos bucket. */
      photo_url: string | null;
      photo_alt: string | null;
      position: number;
    }[]
  | undefined;
