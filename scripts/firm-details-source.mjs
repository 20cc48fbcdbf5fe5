// @ts-check
/**
 * Reads the firm's details from the backend a build or the launch check talks to (decision 021):
 * `GET /rest/v1/firm_details` with the publishable key, as any visitor may.
 */

/**
 * @typedef {{ key: string, kind: string, value: string, confirmed_at: string | null }} FirmDetailRow
 * @param {{ url: string | undefined, key: string | undefined }} backend
 * @returns {Promise<FirmDetailRow[]>}
 */
export async function readFirmDetailRows({ url, key }) {
  if (!url || !key) throw new Error("no backend is configured (VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY)");
  const address = `${url.replace(/\/$/, "")}/rest/v1/firm_details?select=key,kind,value,confirmed_at&order=position`;
  let response;
  try {
    response = await fetch(address, { headers: { apikey: key }, signal: AbortSignal.timeout(15_000) });
  } catch (error) {
    throw new Error(`${url} did not answer (${/** @type {Error} */ (error).message})`);
  }
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  const rows = /** @type {FirmDetailRow[]} */ (await response.json());
  if (!Array.isArray(rows) || rows.length === 0) throw new Error(`${url} holds no firm details`);
  return rows;
}
