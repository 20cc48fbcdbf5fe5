/** The year the site was built, set by vite.config.ts. */
declare const __BUILD_YEAR__: number;

/** The firm's details as the backend held them when the site was built (vite.config.ts, firmDetailsInline). */
declare const __FIRM_DETAIL_ROWS__: { key: string; value: string }[] | undefined;
