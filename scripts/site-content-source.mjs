// @ts-check
/**
 * Reads the firm's content from the backend a build or the launch check talks to (decision 021),
 * with the publishable key, as any visitor may: the firm's details, the price table, the
 * testimonials it publishes and the people it shows.
 */

/** @typedef {{ key: string, kind: string, value: string, confirmed_at: string | null }} FirmDetailRow */
/**
 * @typedef {{ package_type: "Awareness" | "Insights" | "Foresight", monthly_price: number | null,
 *   confirmed_at: string | null, revenue_ranges: { range: string, start_amount: number } }} PriceRow
 */
/**
 * @template {keyof import("../supabase/functions/_shared/kernel/database.types.ts").Database["public"]["Tables"]} T
 * @typedef {import("../supabase/functions/_shared/kernel/database.types.ts").Database["public"]["Tables"][T]["Row"]} ContentRow
 */
/**
 * @typedef {Pick<ContentRow<"testimonials">, "id" | "text" | "author" | "about" | "given_on" | "source" | "source_url"
 *   | "incentive" | "on_home_page" | "position">} TestimonialRow
 */
/**
 * @typedef {Pick<ContentRow<"people">, "id" | "name" | "role" | "qualifications" | "regulator" | "bio" | "photo_path"
 *   | "photo_alt" | "position" | "sample" | "confirmed_at"> & { team: "accounting" | "legal" }} PersonRow
 */
/** @typedef {{ url: string | undefined, key: string | undefined }} Backend */

/** @param {Backend} backend @param {string} path @param {{ allowEmpty?: boolean }} [options] */
async function read({ url, key }, path, { allowEmpty = false } = {}) {
  if (!url || !key) throw new Error("no backend is configured (VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY)");
  let response;
  try {
    response = await fetch(`${url.replace(/\/$/, "")}/rest/v1/${path}`, {
      headers: { apikey: key },
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    throw new Error(`${url} did not answer (${/** @type {Error} */ (error).message})`);
  }
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  const rows = await response.json();
  if (!Array.isArray(rows) || (rows.length === 0 && !allowEmpty))
    throw new Error(`${url} holds none of ${path.split("?")[0]}`);
  return rows;
}

/** @param {Backend} backend @returns {Promise<FirmDetailRow[]>} */
export const readFirmDetailRows = (backend) =>
  read(backend, "firm_details?select=key,kind,value,confirmed_at&order=position");

/** Every price, with its band. @param {Backend} backend @returns {Promise<PriceRow[]>} */
export const readPriceRows = (backend) =>
  read(backend, "quote_prices?select=package_type,monthly_price,confirmed_at,revenue_ranges!inner(range,start_amount)");

/**
 * The testimonials a visitor may read (row-level security leaves only those: checked, consented and
 * not retired, and the samples not yet retired), in the firm's order. None is a valid answer.
 * @param {Backend} backend @returns {Promise<TestimonialRow[]>}
 */
export const readTestimonialRows = (backend) =>
  read(
    backend,
    "testimonials?select=id,text,author,about,given_on,source,source_url,incentive,on_home_page,position&order=position,id",
    { allowEmpty: true },
  );

/**
 * The people the firm shows (row-level security leaves only those), in its order. None is a valid answer.
 * @param {Backend} backend @returns {Promise<PersonRow[]>}
 */
export const readPeopleRows = (backend) =>
  read(
    backend,
    "people?select=id,name,role,team,qualifications,regulator,bio,photo_path,photo_alt,position,sample,confirmed_at&order=position,id",
    { allowEmpty: true },
  );

const PACKAGE_ORDER = ["Awareness", "Insights", "Foresight"];

/**
 * The smallest band's prices, Awareness, Insights, Foresight: the "from" prices every audience page shows.
 * @param {PriceRow[]} rows
 * @returns {[number, number, number]}
 */
export function fromPrices(rows) {
  const smallest = Math.min(...rows.map((row) => Number(row.revenue_ranges.start_amount)));
  const band = rows.filter((row) => Number(row.revenue_ranges.start_amount) === smallest);
  const prices = PACKAGE_ORDER.map((name) => band.find((row) => row.package_type === name)?.monthly_price ?? null);
  if (prices.some((price) => price === null))
    throw new Error(
      `the smallest turnover band (${band[0]?.revenue_ranges.range}) needs a price for each package: they are the "from" prices of every audience page`,
    );
  return /** @type {[number, number, number]} */ (prices.map(Number));
}

/**
 * Every band's prices, from the smallest band up, in package order: the table the audience pages show.
 * @param {PriceRow[]} rows
 * @returns {{ range: string, prices: (number | null)[] }[]}
 */
export function priceBands(rows) {
  const starts = [...new Set(rows.map((row) => Number(row.revenue_ranges.start_amount)))].sort((a, b) => a - b);
  return starts.map((start) => {
    const band = rows.filter((row) => Number(row.revenue_ranges.start_amount) === start);
    return {
      range: band[0]?.revenue_ranges.range ?? "",
      prices: PACKAGE_ORDER.map((name) => {
        const price = band.find((row) => row.package_type === name)?.monthly_price;
        return price === null || price === undefined ? null : Number(price);
      }),
    };
  });
}
