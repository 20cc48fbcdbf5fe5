// @ts-check
/**
 * `npm run launch:check`: lists every sample value still on the site, by kind, with where it is
 * changed and where it shows (the built pages in dist/client, the e-mails, the eBook), and sample
 * addresses in the production settings. The firm's details, prices, testimonials and people are read
 * from the backend the site is built for, as the staff area shows them: VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY from the
 * environment (the deploy passes the project's), or else the local stack's (.env.development).
 * Exits 1 while any remains, or if the backend cannot be read, so the deploy can refuse.
 */
import { loadEnv } from "vite";
import { readFirmDetailRows, readPeopleRows, readPriceRows, readTestimonialRows } from "../site-content-source.mjs";
import { describeSampleData, findSampleData } from "./sample-data.mjs";

const root = new URL("../..", import.meta.url).pathname.replace(/\/$/, "");
const env = { ...loadEnv("development", root, "VITE_"), ...process.env };
const backend = { url: env.VITE_SUPABASE_URL, key: env.VITE_SUPABASE_ANON_KEY };

let firmDetailRows;
let priceRows;
let testimonialRows;
let peopleRows;
try {
  [firmDetailRows, priceRows, testimonialRows, peopleRows] = await Promise.all([
    readFirmDetailRows(backend),
    readPriceRows(backend),
    readTestimonialRows(backend),
    readPeopleRows(backend),
  ]);
} catch (error) {
  console.log(
    `The firm's details, prices, testimonials and people could not be read, so the launch check cannot say they are the firm's own: ${/** @type {Error} */ (error).message}.`,
  );
  process.exit(1);
}
const found = await findSampleData({ root, firmDetailRows, priceRows, testimonialRows, peopleRows });
console.log(`The firm's details, prices, testimonials and people as ${backend.url} holds them.`);
console.log(describeSampleData(found));
process.exit(found.items.length > 0 || found.settings.length > 0 ? 1 : 0);
