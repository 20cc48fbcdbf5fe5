/**
 * The built-site checks on a small site written for the test: each passes on a sound site and
 * names the page when one defect is planted in it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  browserIconProblems,
  headingProblems,
  headProblems,
  iconProblems,
  imageProblems,
  linkProblems,
  scriptProblems,
  secretProblems,
  sitemapProblems,
  styleProblems,
  socialProblems,
  structuredDataProblems,
} from "./checks.mjs";
import { schemaOrgProblems } from "./schema-org.mjs";
import { readBuiltSite } from "./site.mjs";

const ORIGIN = "https://www.example.co.uk";
const BODY_TEXT = "Plain, specific help with accounts, tax and the law for small businesses. ".repeat(4);

interface PageOptions {
  title: string;
  description?: string;
  head?: string;
  main?: string;
  noindex?: boolean;
  ogType?: string;
  styles?: string;
  /** Its browser icon's link. */
  icon?: string;
  /** When its scripts start (its module list); the route table says "intent" for the home page. */
  start?: "load" | "intent";
}

function page(path: string, options: PageOptions) {
  const url = `${ORIGIN}${path}`;
  const description = options.description ?? `${options.title}: ${BODY_TEXT}`.slice(0, 150);
  return `<!doctype html><html lang="en-GB"><head>
<title>${options.title}</title>
<meta name="description" content="${description}">
<link rel="canonical" href="${url}">
${options.noindex ? '<meta name="robots" content="noindex">' : ""}
<meta property="og:type" content="${options.ogType ?? "website"}">
<meta property="og:title" content="${options.title}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="${url}">
<meta property="og:image" content="${ORIGIN}/images/card.png">
${options.icon ?? '<link rel="icon" href="/favicon-48.png" sizes="48x48" type="image/png">'}
${options.head ?? ""}
<script type="application/json" id="page-modules">{"entry":"/assets/index-abc.js","preload":[],"styles":"/assets/index-abc.css","start":"${options.start ?? (path === "/" ? "intent" : "load")}"}</script>
${options.styles ?? "<style>:root{--x:1}.page{color:navy}</style>"}
</head><body class="page"><svg id="icon-symbols"><symbol id="icon-check"></symbol></svg><div id="root">
<header><a href="/">Home</a><a href="/services">Services</a></header>
<main><h1>${options.title}</h1><p>${BODY_TEXT}</p>${options.main ?? ""}</main>
</div><script>document.getElementById("page-modules")</script></body></html>`;
}

/** What every built article runs at load, as its route says. */
const ARTICLE_CHECK = '<script type="module" src="/assets/article-check-abc.js"></script>';

/** The first bytes of a PNG of the given size: its signature and header chunk, all a check reads. */
function png(width: number, height: number) {
  const header = Buffer.alloc(24);
  Buffer.from("89504e470d0a1a0a", "hex").copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write("IHDR", 12, "latin1");
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  return header;
}

const soundPages: Record<string, string | Buffer> = {
  "index.html": page("/", {
    title: "Accountants for small businesses",
    head: `<script type="application/ld+json">${JSON.stringify({
      "@context": "https://schema.org",
      "@type": "AccountingService",
      name: "A firm",
      url: ORIGIN,
      foundingDate: "2016",
    })}</script>`,
    main: '<a href="/services#fees">Fees</a><a href="/knowledge?category=vat">VAT</a><svg><use href="#icon-check"></use></svg><img src="/images/card.png" alt="">',
  }),
  "services/index.html": page("/services", { title: "Our services and fees", main: '<h2 id="fees">Fees</h2>' }),
  "knowledge/index.html": page("/knowledge", {
    title: "Knowledge base articles",
    main: '<a href="/knowledge?category=vat">VAT</a><a href="/knowledge?category=payroll">Payroll</a><a href="/knowledge/article/vat-basics">VAT basics</a>',
  }),
  "knowledge/article/vat-basics/index.html": page("/knowledge/article/vat-basics", {
    title: "VAT basics for a new business",
    ogType: "article",
    start: "intent",
    main: ARTICLE_CHECK,
  }),
  "email/confirm/index.html": page("/email/confirm", { title: "Confirm your address", noindex: true }),
  "404.html": page("/404", {
    title: "Page not found on this site",
    noindex: true,
    start: "intent",
    main: '<script type="module" src="/assets/not-found-check-abc.js"></script>',
  }),
  "knowledge/article.shell.html": page("/knowledge/article/_", { title: "Loading the article", noindex: true }),
  "sitemap.xml": ["/", "/services", "/knowledge", "/knowledge/article/vat-basics"]
    .map((path) => `<url><loc>${ORIGIN}${path}</loc></url>`)
    .join(""),
  "robots.txt": `User-agent: *\nSitemap: ${ORIGIN}/sitemap.xml\n`,
  "hosting-routes.json": JSON.stringify({
    shells: [{ pattern: "/knowledge/article/:id", file: "knowledge/article.shell.html" }],
  }),
  "images/card.png": "png",
  "favicon-48.png": png(48, 48),
  "assets/index-abc.js": "console.log('site')",
  "assets/index-abc.css": ":root{--x:1}.page{color:navy}.staff-table{border:1px solid}",
};

const routes = [
  { path: "/", render: "content", query: [], scripts: "intent" },
  { path: "/knowledge", render: "app", query: ["q", "category"], scripts: "load" },
  {
    path: "/knowledge/article/:id",
    render: "shell",
    query: [],
    scripts: "intent",
    checkAtLoad: "src/article-check.ts",
  },
  { path: "/404", render: "not-found", query: [], scripts: "intent", checkAtLoad: "src/not-found-check.ts" },
];

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

/** Writes the sound site with `changes` applied (a file set to null is left out) and reads it. */
function site(changes: Record<string, string | Buffer | null> = {}) {
  const dist = mkdtempSync(join(tmpdir(), "built-site-"));
  dirs.push(dist);
  for (const [file, content] of Object.entries({ ...soundPages, ...changes })) {
    if (content === null) continue;
    const path = join(dist, "client", file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
  }
  writeFileSync(join(dist, "routes.json"), JSON.stringify(routes));
  return readBuiltSite(join(dist, "client"));
}

const checks = {
  browserIconProblems,
  headProblems,
  socialProblems,
  headingProblems,
  structuredDataProblems,
  linkProblems,
  sitemapProblems,
  iconProblems,
  imageProblems,
  scriptProblems,
  secretProblems,
  styleProblems,
};

describe("the built-site checks", () => {
  it("find nothing wrong with a sound site", () => {
    const sound = site();
    for (const [name, check] of Object.entries(checks)) expect(check(sound), name).toEqual([]);
  });

  it("find two pages with one title, a short description and a missing title", () => {
    const problems = headProblems(
      site({
        "services/index.html": page("/services", { title: "Accountants for small businesses" }),
        "knowledge/index.html": page("/knowledge", { title: "Knowledge base", description: "Too short." }),
        "email/confirm/index.html": page("/email/confirm", { title: "", noindex: true }),
      }),
    );
    expect(problems).toContain('/services: the same title as /: "Accountants for small businesses"');
    expect(problems.some((problem) => problem.startsWith("/knowledge: description of 10 characters"))).toBe(true);
    expect(problems.some((problem) => problem.startsWith("/email/confirm: title of 0 characters"))).toBe(true);
  });

  it("find a canonical naming another page and an Open Graph image that was not built", () => {
    const problems = socialProblems(
      site({
        "services/index.html": page("/services", { title: "Our services and fees" }).replace(
          `href="${ORIGIN}/services"`,
          `href="${ORIGIN}/"`,
        ),
        "images/card.png": null,
      }),
    );
    expect(problems).toContain(`/services: canonical ${ORIGIN}/, expected ${ORIGIN}/services`);
    expect(problems).toContain(`/: og:image ${ORIGIN}/images/card.png was not built`);
  });

  it("find an Open Graph image that link previews do not show", () => {
    const problems = socialProblems(
      site({
        "index.html": page("/", { title: "Accountants for small businesses" }).replace(
          `${ORIGIN}/images/card.png`,
          `${ORIGIN}/images/card.svg`,
        ),
        "images/card.svg": "<svg/>",
      }),
    );
    expect(problems).toEqual([`/: og:image ${ORIGIN}/images/card.svg is not a picture link previews show`]);
  });

  it("find a page with two h1 elements and one whose content is not in the HTML", () => {
    const problems = headingProblems(
      site({
        "services/index.html": page("/services", { title: "Our services and fees", main: "<h1>Again</h1>" }),
        "knowledge/index.html": page("/knowledge", { title: "Knowledge base articles" }).replace(/<p>[^<]*<\/p>/, ""),
      }),
    );
    expect(problems).toEqual([
      "/knowledge: under 200 characters of content in the prerendered <main>",
      "/services: 2 <h1> elements",
    ]);
  });

  it("find JSON-LD that does not parse, and properties and types schema.org does not have", () => {
    const jsonLd = (data: string) => `<script type="application/ld+json">${data}</script>`;
    const problems = structuredDataProblems(
      site({
        "services/index.html": page("/services", { title: "Our services and fees", head: jsonLd("{ oops") }),
        "knowledge/index.html": page("/knowledge", {
          title: "Knowledge base articles",
          head: jsonLd(JSON.stringify({ "@context": "https://schema.org", "@type": "Service", name: "Tax", price: 5 })),
        }),
      }),
    );
    expect(problems.some((problem) => problem.startsWith("/services: JSON-LD that does not parse"))).toBe(true);
    expect(problems).toContain('/knowledge: JSON-LD .price: Service has no property "price"');
    expect(problems).toContain('/knowledge: JSON-LD (top): Service needs "provider"');
    expect(schemaOrgProblems({ "@context": "https://schema.org", "@type": "Accountant" })).toEqual([
      '(top): "Accountant" is not a schema.org type this site knows',
    ]);
  });

  it("validate the rich results' required properties", () => {
    expect(
      schemaOrgProblems({
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Home" },
          { "@type": "ListItem", position: 3, name: "VAT" },
        ],
      }),
    ).toEqual(["(top): item 1 needs an item URL", "(top): item 2 has position 3"]);
    expect(
      schemaOrgProblems({
        "@context": "https://schema.org",
        "@type": "FAQPage",
        mainEntity: [{ "@type": "Question", name: "When?", acceptedAnswer: { "@type": "Answer" } }],
      }),
    ).toEqual([".mainEntity[0]: acceptedAnswer needs an Answer with text"]);
    expect(
      schemaOrgProblems({
        "@context": "https://schema.org",
        "@type": "Article",
        headline: "VAT",
        datePublished: "soon",
      }),
    ).toEqual(['.datePublished: "soon" is not an ISO 8601 date', '(top): Article needs "author"']);
  });

  it("find links to nothing, to an unbuilt article, to a missing anchor and with an unknown query", () => {
    const problems = linkProblems(
      site({
        "services/index.html": page("/services", {
          title: "Our services and fees",
          main: [
            '<h2 id="fees">Fees</h2>',
            '<a href="/servces">typo</a>',
            '<a href="/knowledge/article/withdrawn">old article</a>',
            '<a href="/services#prices">anchor</a>',
            '<a href="/knowledge?category=charities">unknown category</a>',
            '<a href="/knowledge?q=vat">search</a>',
            '<a href="/knowledge?sort=new">unknown parameter</a>',
            '<a href="#">nowhere</a>',
            '<a href="http://example.com">insecure</a>',
            '<a href="tel:020 7946">bad phone</a>',
          ].join(""),
        }),
      }),
    );
    expect(problems).toEqual([
      '/services: link "/servces": no page or file at that address',
      '/services: link "/knowledge/article/withdrawn": no such article was built',
      '/services: link "/services#prices": /services has no element with id "prices"',
      '/services: link "/knowledge?category=charities": /knowledge offers no category "charities"',
      '/services: link "/knowledge?sort=new": /knowledge reads no "sort" parameter',
      '/services: link "#" goes nowhere',
      '/services: link "http://example.com" leaves the site without https',
      '/services: link "tel:020 7946" is a malformed phone link',
    ]);
  });

  it("find a sitemap listing a page that was not built, and a built page it omits", () => {
    const problems = sitemapProblems(
      site({
        "sitemap.xml": ["/", "/services", "/about"].map((path) => `<url><loc>${ORIGIN}${path}</loc></url>`).join(""),
      }),
    );
    expect(problems).toEqual([
      "sitemap.xml lists /about, which was not built",
      "/knowledge/article/vat-basics was built for search engines but sitemap.xml omits it",
      "/knowledge was built for search engines but sitemap.xml omits it",
    ]);
  });

  it("find a page without a browser icon, one whose icon is an SVG and one whose icon was not built", () => {
    const problems = browserIconProblems(
      site({
        "services/index.html": page("/services", { title: "Our services and fees", icon: "" }),
        "knowledge/index.html": page("/knowledge", {
          title: "Knowledge base articles",
          icon: '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
        }),
        "favicon-48.png": null,
      }),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        "/services: names no browser icon",
        "/knowledge: its browser icon /favicon.svg is not a PNG",
        "/: its browser icon /favicon-48.png was not built",
      ]),
    );
  });

  it("find a browser icon whose declared size is not its drawn size, and one that is not a PNG inside", () => {
    expect(browserIconProblems(site({ "favicon-48.png": png(32, 32) }))).toContain(
      '/: its browser icon /favicon-48.png says sizes="48x48" but is 32x32',
    );
    expect(browserIconProblems(site({ "favicon-48.png": "<svg></svg>" }))).toContain(
      "/: its browser icon /favicon-48.png is not a PNG",
    );
  });

  it("find an image that is an SVG document, by address or inline, and one that was not built", () => {
    const problems = imageProblems(
      site({
        "services/index.html": page("/services", {
          title: "Our services and fees",
          main: '<img src="/images/drawing.svg?v=2" alt=""><img src="data:image/svg+xml,%3Csvg%3E" alt=""><img src="/images/gone.webp" alt="">',
        }),
        "images/drawing.svg": "<svg/>",
      }),
    );
    expect(problems).toEqual([
      "/services: image /images/drawing.svg?v=2 is an SVG document, not a picture",
      "/services: image data:image/svg+xml,%3Csvg%3E is an SVG document, not a picture",
      "/services: image /images/gone.webp was not built",
    ]);
  });

  it("find an icon without its symbol, an image without alt, a module loaded directly and a secret key", () => {
    const broken = site({
      "services/index.html": page("/services", {
        title: "Our services and fees",
        main: '<svg><use href="#icon-folder"></use></svg><img src="/images/card.png"><script type="module" src="/x.js"></script>',
      }),
      "assets/index-abc.js": 'const key = "sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz";',
    });
    expect(iconProblems(broken)).toEqual(["/services: icon #icon-folder has no symbol in the page"]);
    expect(imageProblems(broken)).toEqual(["/services: image /images/card.png has no alt attribute"]);
    expect(scriptProblems(broken)).toEqual(["/services: loads a module script directly"]);
    // The headline test's view, recorded at load, only where the headline test is shown.
    const firstView = '<script type="module" src="/assets/first-view-abc.js"></script>';
    const pages = site({
      "index.html": page("/", { title: "Home of the firm", main: `<h1 data-hero-variant="a">Hi</h1>${firstView}` }),
      "services/index.html": page("/services", {
        title: "Our services and fees",
        styles: "<style>html[data-hero=b] [data-hero-variant=a]{display:none}</style>",
        main: firstView,
      }),
    });
    expect(scriptProblems(pages)).toEqual(["/services: loads a module script directly"]);
    // What runs at load is one file: a module it imports would be fetched a level later.
    const chained = site({
      "index.html": page("/", { title: "Home of the firm", main: `<h1 data-hero-variant="a">Hi</h1>${firstView}` }),
      "assets/first-view-abc.js": 'import{t as e}from"./hero-view-abc.js";e();',
    });
    expect(scriptProblems(chained)).toEqual(["/: /assets/first-view-abc.js runs at load but imports other modules"]);
    const alone = site({
      "index.html": page("/", { title: "Home of the firm", main: `<h1 data-hero-variant="a">Hi</h1>${firstView}` }),
      "assets/first-view-abc.js": 'fetch("/rest/v1/rpc/record_event",{method:"POST"});',
    });
    expect(scriptProblems(alone)).toEqual([]);
    // Each page starts its scripts as its route says.
    const startingEarly = site({
      "knowledge/index.html": page("/knowledge", { title: "Knowledge base articles", start: "intent" }),
    });
    expect(scriptProblems(startingEarly)).toEqual(["/knowledge: starts its scripts at intent, its route at load"]);
    // A page built from data starts, and checks itself at load, as the route it was built for says.
    const unchecked = site({
      "knowledge/article/vat-basics/index.html": page("/knowledge/article/vat-basics", {
        title: "VAT basics for a new business",
        ogType: "article",
      }),
      "knowledge/index.html": page("/knowledge", { title: "Knowledge base articles", main: ARTICLE_CHECK }),
      "404.html": page("/404", { title: "Page not found on this site", noindex: true }),
    });
    expect(scriptProblems(unchecked)).toEqual([
      "/404: does not run src/not-found-check.ts at load, as its route says",
      "/404: starts its scripts at load, its route at intent",
      "/knowledge/article/vat-basics: does not run src/article-check.ts at load, as its route says",
      "/knowledge/article/vat-basics: starts its scripts at load, its route at intent",
      "/knowledge: loads a module script directly",
    ]);
    expect(secretProblems(broken)).toEqual(["assets/index-abc.js: a secret key (sb_secret_…)"]);
  });

  it("find a page that waits for the stylesheet, one without its own styles and one missing a rule it uses", () => {
    const broken = site({
      "services/index.html": page("/services", {
        title: "Our services and fees",
        styles: '<link rel="stylesheet" href="/assets/index-abc.css">',
      }),
      "knowledge/index.html": page("/knowledge", {
        title: "Knowledge base articles",
        styles: "<style>:root{--x:1}</style>",
      }),
    });
    expect(styleProblems(broken).sort()).toEqual([
      "/knowledge: class page is styled by /assets/index-abc.css but not in the page's own styles",
      "/services: inlines no styles",
      "/services: waits for a stylesheet before it paints",
    ]);
  });
});
