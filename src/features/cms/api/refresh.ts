/** How often the open leads dashboard and the navigation's count read the leads again. */
export const LEADS_REFRESH_MS = 30_000;
