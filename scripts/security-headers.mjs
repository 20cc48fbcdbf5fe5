// @ts-check
/**
 * The HTTP security headers the site must be served with, built from the
 * finished HTML: a Content-Security-Policy that allows our own code, the two
 * inline scripts (by hash: the hero's A/B choice and the page loader) and the
 * Supabase project, and nothing else. scripts/prerender.mjs writes them for static hosts
 * (`_headers`, and `security-headers.json` which scripts/serve.mjs applies).
 */
import { createHash } from "node:crypto";

/** @param {{ html: string, supabaseUrl: string | undefined }} site */
export function securityHeaders({ html, supabaseUrl }) {
  const inlineScripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => String(match[1]));
  const hashes = inlineScripts.map((script) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`);
  const backend = supabaseUrl ? new URL(supabaseUrl).origin : "";
  const secure = backend.startsWith("https://");
  const policy = [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(" ")}`.trim(),
    // Styles: the stylesheet is inlined for speed, and components set CSS variables inline.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${backend}`.trim(),
    "font-src 'self'",
    `connect-src 'self' ${backend}`.trim(),
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    ...(secure ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
  return {
    "Content-Security-Policy": policy,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    "X-Frame-Options": "DENY",
    ...(secure ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload" } : {}),
  };
}

/** Netlify and Cloudflare Pages read this file format. */
export function headersFile(/** @type {Record<string, string>} */ headers) {
  return ["/*", ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`), ""].join("\n");
}
