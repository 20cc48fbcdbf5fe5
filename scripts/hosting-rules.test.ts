import { describe, expect, it } from "vitest";
import { redirectsFile, vercelConfig } from "./hosting-rules.mjs";

const shells = [
  { pattern: "/knowledge/article/:id", file: "knowledge/article.shell.html" },
  { pattern: "/knowledge/cms", file: "knowledge/cms.shell.html" },
  { pattern: "/thank-you/:quoteId?", file: "thank-you.shell.html" },
];

describe("the static hosts' rules", () => {
  it("serve each parameterised route's shell with status 200 on Netlify and Cloudflare Pages", () => {
    expect(redirectsFile(shells)).toBe(
      [
        "/knowledge/article/*  /knowledge/article.shell.html  200",
        "/knowledge/cms  /knowledge/cms.shell.html  200",
        "/thank-you  /thank-you.shell.html  200",
        "/thank-you/*  /thank-you.shell.html  200",
        "",
      ].join("\n"),
    );
  });

  it("give Vercel the same rewrites, the security headers and the assets' long cache", () => {
    const config = vercelConfig(shells, { "X-Frame-Options": "DENY" });
    expect(config.rewrites).toEqual([
      { source: "/knowledge/article/:id", destination: "/knowledge/article.shell.html" },
      { source: "/knowledge/cms", destination: "/knowledge/cms.shell.html" },
      { source: "/thank-you/:quoteId?", destination: "/thank-you.shell.html" },
    ]);
    expect(config.headers[0]).toEqual({ source: "/(.*)", headers: [{ key: "X-Frame-Options", value: "DENY" }] });
    expect(config.headers[1]!.source).toBe("/assets/(.*)");
  });
});
