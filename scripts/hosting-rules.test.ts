import { describe, expect, it } from "vitest";
import { redirectsFile, vercelConfig } from "./hosting-rules.mjs";

// Articles have no shell: every article is built, and any other address under the route is the
// host's 404 (src/config/paths.ts, builtOnly); an article's id redirects to its page.
const shells = [
  { pattern: "/knowledge/cms", file: "knowledge/cms.shell.html" },
  { pattern: "/thank-you/:quoteId?", file: "thank-you.shell.html" },
];
const redirects = [
  { from: "/knowledge/article/0b5c6f0e-2a4b-4a77-9c1d-2f7b6b1a9e01", to: "/knowledge/article/vat-basics" },
];

describe("the static hosts' rules", () => {
  it("redirect a page's other addresses, then serve each shell with status 200, on Netlify and Cloudflare Pages", () => {
    expect(redirectsFile(shells, redirects)).toBe(
      [
        "/knowledge/article/0b5c6f0e-2a4b-4a77-9c1d-2f7b6b1a9e01  /knowledge/article/vat-basics  301",
        "/knowledge/cms  /knowledge/cms.shell.html  200",
        "/thank-you  /thank-you.shell.html  200",
        "/thank-you/*  /thank-you.shell.html  200",
        "",
      ].join("\n"),
    );
  });

  it("give Vercel the same redirects and rewrites, the security headers and the assets' long cache", () => {
    const config = vercelConfig(shells, { "X-Frame-Options": "DENY" }, redirects);
    expect(config.redirects).toEqual([
      {
        source: "/knowledge/article/0b5c6f0e-2a4b-4a77-9c1d-2f7b6b1a9e01",
        destination: "/knowledge/article/vat-basics",
        permanent: true,
      },
    ]);
    expect(config.rewrites).toEqual([
      { source: "/knowledge/cms", destination: "/knowledge/cms.shell.html" },
      { source: "/thank-you/:quoteId?", destination: "/thank-you.shell.html" },
    ]);
    expect(config.headers[0]).toEqual({ source: "/(.*)", headers: [{ key: "X-Frame-Options", value: "DENY" }] });
    expect(config.headers[1]!.source).toBe("/assets/(.*)");
  });
});
