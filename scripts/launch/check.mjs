// @ts-check
/**
 * `npm run launch:check`: lists every sample value still on the site, by kind, with the file it
 * is in and where it shows (the built pages in dist/client, the e-mails, the eBook), and sample
 * addresses in the production settings. Exits 1 while any remains, so the deploy can refuse.
 */
import { describeSampleData, findSampleData } from "./sample-data.mjs";

const root = new URL("../..", import.meta.url).pathname.replace(/\/$/, "");
const found = await findSampleData({ root });
console.log(describeSampleData(found));
process.exit(found.items.length > 0 || found.settings.length > 0 ? 1 : 0);
