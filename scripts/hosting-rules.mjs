// @ts-check
/**
 * The static host's rewrite rules for parameterised routes (each served its shell with status 200,
 * as scripts/serve.mjs does), in the forms the hosts read from the deployed folder: `_redirects`
 * (Netlify, Cloudflare Pages) and `vercel.json` (Vercel, with the security headers and the
 * year-long cache for hashed assets). Files that exist are served first on all three.
 */

/** @typedef {{ pattern: string, file: string }} Shell */
/** @typedef {{ from: string, to: string }} Redirect */

/**
 * `_redirects` lines: first the permanent redirects of a page's other addresses (static rules come
 * before dynamic ones); then each shell, its parameters as splats, an optional one also matching
 * the bare path.
 */
export function redirectsFile(/** @type {Shell[]} */ shells, /** @type {Redirect[]} */ redirects = []) {
  const lines = redirects.map(({ from, to }) => `${from}  ${to}  301`);
  for (const { pattern, file } of shells) {
    const target = `/${file}`;
    const optional = pattern.match(/^(.*)\/:[^/]+\?$/);
    if (optional) lines.push(`${optional[1]}  ${target}  200`);
    lines.push(`${pattern.replace(/:[^/]+\??/g, "*")}  ${target}  200`);
  }
  return `${lines.join("\n")}\n`;
}

/** `vercel.json` for the deployed folder: the same redirects and rewrites (Vercel reads `:param?` itself) and headers. */
export function vercelConfig(
  /** @type {Shell[]} */ shells,
  /** @type {Record<string, string>} */ headers,
  /** @type {Redirect[]} */ redirects = [],
) {
  return {
    redirects: redirects.map(({ from, to }) => ({ source: from, destination: to, permanent: true })),
    rewrites: shells.map(({ pattern, file }) => ({ source: pattern, destination: `/${file}` })),
    headers: [
      { source: "/(.*)", headers: Object.entries(headers).map(([key, value]) => ({ key, value })) },
      { source: "/assets/(.*)", headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }] },
    ],
  };
}
