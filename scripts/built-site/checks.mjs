// @ts-check
/**
 * What can be judged from the built HTML alone, as a crawler or a slow phone receives it. Each
 * check takes the built site (site.mjs) and returns its problems, one line each, naming the page.
 * The browser tests keep what only a browser can judge (docs/decisions/017).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { imageSize } from "image-size";
import { matchPath } from "react-router";
import { showsInLinkPreviews } from "../../src/lib/link-preview-image.js";
import { all, attr, elements, first, ids, text } from "./html.mjs";
import { schemaOrgProblems } from "./schema-org.mjs";

/** @typedef {import("./site.mjs").BuiltSite} BuiltSite */
/** @typedef {import("./site.mjs").BuiltPage} BuiltPage */

/** Lengths search engines show in full (titles) or use as the snippet (descriptions). */
export const TITLE_LENGTH = { min: 10, max: 120 };
export const DESCRIPTION_LENGTH = { min: 50, max: 200 };

/** @param {BuiltPage} page */
const isNoindex = (page) =>
  all(page.document, "meta", { name: "robots" }).some((meta) => /noindex/.test(attr(meta, "content") ?? ""));

/** The pages a visitor or a crawler can open by their address (shells are served for many). */
const openablePages = (/** @type {BuiltSite} */ site) =>
  [...site.pages.values()].filter((page) => page.kind !== "shell");

/** Pages meant for search engines: built as their own file and not marked noindex. */
export const indexablePages = (/** @type {BuiltSite} */ site) =>
  [...site.pages.values()].filter((page) => page.kind === "page" && !isNoindex(page));

/** @param {BuiltPage} page @param {string} property */
const metaProperty = (page, property) => {
  const meta = first(page.document, "meta", { property });
  return meta ? attr(meta, "content") : null;
};

/** Titles and descriptions: present, of a sensible length, and each page's own. */
export function headProblems(/** @type {BuiltSite} */ site) {
  const problems = [];
  /** @type {Map<string, string>} */
  const titles = new Map();
  /** @type {Map<string, string>} */
  const descriptions = new Map();
  for (const page of openablePages(site)) {
    const titles_ = all(page.document, "title");
    const title = titles_[0] ? text(titles_[0]).trim() : "";
    const descriptionTag = all(page.document, "meta", { name: "description" });
    const description = descriptionTag[0] ? (attr(descriptionTag[0], "content") ?? "").trim() : "";
    if (titles_.length !== 1) problems.push(`${page.path}: ${titles_.length} <title> elements`);
    if (descriptionTag.length !== 1) problems.push(`${page.path}: ${descriptionTag.length} meta descriptions`);
    if (title.length < TITLE_LENGTH.min || title.length > TITLE_LENGTH.max)
      problems.push(
        `${page.path}: title of ${title.length} characters (${TITLE_LENGTH.min}–${TITLE_LENGTH.max}): "${title}"`,
      );
    if (description.length < DESCRIPTION_LENGTH.min || description.length > DESCRIPTION_LENGTH.max)
      problems.push(
        `${page.path}: description of ${description.length} characters (${DESCRIPTION_LENGTH.min}–${DESCRIPTION_LENGTH.max})`,
      );
    if (page.kind !== "page" || isNoindex(page)) continue;
    const sameTitle = titles.get(title);
    if (sameTitle) problems.push(`${page.path}: the same title as ${sameTitle}: "${title}"`);
    else titles.set(title, page.path);
    const sameDescription = descriptions.get(description);
    if (sameDescription) problems.push(`${page.path}: the same description as ${sameDescription}`);
    else descriptions.set(description, page.path);
  }
  return problems;
}

/** Canonical and Open Graph: each page names its own address, title, description and image. */
export function socialProblems(/** @type {BuiltSite} */ site) {
  const problems = [];
  for (const page of indexablePages(site)) {
    const canonicals = all(page.document, "link", { rel: "canonical" });
    const canonical = canonicals[0] ? attr(canonicals[0], "href") : null;
    const expected = `${site.origin}${page.path === "/" ? "/" : page.path}`;
    if (canonicals.length !== 1) problems.push(`${page.path}: ${canonicals.length} canonical links`);
    else if (canonical !== expected) problems.push(`${page.path}: canonical ${canonical}, expected ${expected}`);
    const title = text(first(page.document, "title") ?? page.document).trim();
    const descriptionTag = first(page.document, "meta", { name: "description" });
    const description = descriptionTag ? attr(descriptionTag, "content") : null;
    const expectations = {
      "og:url": expected,
      "og:title": title,
      "og:description": description,
    };
    for (const [property, value] of Object.entries(expectations)) {
      const actual = metaProperty(page, property);
      if (actual !== value)
        problems.push(`${page.path}: ${property} is ${JSON.stringify(actual)}, expected ${JSON.stringify(value)}`);
    }
    const type = metaProperty(page, "og:type");
    if (type !== "website" && type !== "article") problems.push(`${page.path}: og:type ${JSON.stringify(type)}`);
    const image = metaProperty(page, "og:image");
    if (!image?.startsWith(`${site.origin}/`))
      problems.push(`${page.path}: og:image ${JSON.stringify(image)} is not on the site`);
    else if (!site.files.has(new URL(image).pathname.slice(1)))
      problems.push(`${page.path}: og:image ${image} was not built`);
    else if (!showsInLinkPreviews(image))
      problems.push(`${page.path}: og:image ${image} is not a picture link previews show`);
  }
  return problems;
}

/** One level-one heading, inside the main content, with the content in the HTML. */
export function headingProblems(/** @type {BuiltSite} */ site) {
  const problems = [];
  for (const page of openablePages(site)) {
    const headings = all(page.document, "h1");
    const main = all(page.document, "main");
    if (main.length !== 1) problems.push(`${page.path}: ${main.length} <main> elements`);
    if (headings.length !== 1) problems.push(`${page.path}: ${headings.length} <h1> elements`);
    else if (main[0] && !all(main[0], "h1").length) problems.push(`${page.path}: its <h1> is outside <main>`);
    else if (!text(/** @type {import("./html.mjs").Element} */ (headings[0])).trim())
      problems.push(`${page.path}: an empty <h1>`);
    if (page.kind === "page" && !isNoindex(page) && main[0] && text(main[0]).replace(/\s+/g, " ").trim().length < 200)
      problems.push(`${page.path}: under 200 characters of content in the prerendered <main>`);
  }
  return problems;
}

/** Every JSON-LD block parses and says only what schema.org lets it say. */
export function structuredDataProblems(/** @type {BuiltSite} */ site) {
  const problems = [];
  for (const page of site.pages.values()) {
    for (const script of all(page.document, "script", { type: "application/ld+json" })) {
      let data;
      try {
        data = JSON.parse(text(script));
      } catch (error) {
        problems.push(`${page.path}: JSON-LD that does not parse (${error instanceof Error ? error.message : error})`);
        continue;
      }
      for (const problem of schemaOrgProblems(data)) problems.push(`${page.path}: JSON-LD ${problem}`);
    }
  }
  return problems;
}

/** Whether a path (no query, no hash) opens a page of the build, and which. */
function builtPageFor(/** @type {BuiltSite} */ site, /** @type {string} */ pathname) {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  const page = site.pages.get(path);
  if (page && page.kind === "page") return page;
  return null;
}

/** Whether a path is one of a route pattern's (`/thank-you/:quoteId?`), as the router matches it. */
const matchesPattern = (/** @type {string} */ pattern, /** @type {string} */ pathname) =>
  matchPath({ path: pattern, end: true }, pathname) !== null;

/** The shell a parameterised route serves for a path, if the path is one of its routes. */
function shellFor(/** @type {BuiltSite} */ site, /** @type {string} */ pathname) {
  return site.shells.find((shell) => matchesPattern(shell.pattern, pathname));
}

/** The route a built page falls under: its own, or the parameterised one it was built from data for. */
function routeFor(/** @type {BuiltSite} */ site, /** @type {string} */ pathname) {
  return (
    site.routes.get(pathname) ??
    [...site.routes.values()].find((route) => route.path.includes(":") && matchesPattern(route.path, pathname))
  );
}

/**
 * Every link on every page goes somewhere real: a built page (an article only if it was built, since
 * its route's shell would show "Article Not Found" for any other slug), a built file, a query the
 * destination itself offers (its own links carry it), an anchor that exists there; mail and phone
 * links well formed, other sites over https.
 */
export function linkProblems(/** @type {BuiltSite} */ site) {
  const problems = [];
  /** @type {Map<string, Set<string>>} */
  const idsOf = new Map();
  const idsOfPage = (/** @type {BuiltPage} */ page) => {
    let found = idsOf.get(page.path);
    if (!found) idsOf.set(page.path, (found = ids(page.document)));
    return found;
  };
  /** @type {Map<string, Set<string>>} */
  const hrefsOf = new Map();
  const hrefsOfPage = (/** @type {BuiltPage} */ page) => {
    let found = hrefsOf.get(page.path);
    if (!found) hrefsOf.set(page.path, (found = new Set(all(page.document, "a").map((a) => attr(a, "href") ?? ""))));
    return found;
  };
  for (const page of site.pages.values()) {
    const base = `${site.origin}${page.kind === "page" ? page.path : "/"}`;
    for (const href of new Set(all(page.document, "a").map((a) => attr(a, "href")))) {
      const at = `${page.path}: link ${JSON.stringify(href)}`;
      if (href === null || href.trim() === "" || href === "#") {
        problems.push(`${at} goes nowhere`);
        continue;
      }
      if (/^mailto:/.test(href)) {
        if (!/^mailto:[^@\s]+@[^@\s]+\.[^@\s]+/.test(href)) problems.push(`${at} is a malformed e-mail link`);
        continue;
      }
      if (/^tel:/.test(href)) {
        if (!/^tel:\+?\d{6,15}$/.test(href)) problems.push(`${at} is a malformed phone link`);
        continue;
      }
      if (/^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith(site.origin)) {
        if (!href.startsWith("https://")) problems.push(`${at} leaves the site without https`);
        continue;
      }
      const url = new URL(href, base);
      const target = builtPageFor(site, url.pathname);
      const file = url.pathname.slice(1);
      if (!target) {
        if (site.files.has(file) && !file.endsWith(".html")) continue;
        const shell = shellFor(site, url.pathname);
        if (shell && !url.pathname.startsWith("/knowledge/article/")) continue;
        problems.push(`${at}: ${shell ? "no such article was built" : "no page or file at that address"}`);
        continue;
      }
      const reads = site.routes.get(target.path)?.query ?? [];
      for (const [name, value] of url.searchParams) {
        if (!reads.includes(name)) {
          problems.push(`${at}: ${target.path} reads no "${name}" parameter`);
          continue;
        }
        // Where the page itself links to values of the parameter (its categories), only those exist.
        const offered = [...hrefsOfPage(target)]
          .filter((other) => other.startsWith(`${target.path}?`))
          .map((other) => new URL(other, site.origin || "http://site").searchParams.get(name))
          .filter((offeredValue) => offeredValue !== null);
        if (offered.length > 0 && !offered.includes(value))
          problems.push(`${at}: ${target.path} offers no ${name} "${value}"`);
      }
      if (url.hash && !idsOfPage(target).has(decodeURIComponent(url.hash.slice(1))))
        problems.push(`${at}: ${target.path} has no element with id "${decodeURIComponent(url.hash.slice(1))}"`);
    }
  }
  return problems;
}

/** The sitemap lists exactly the pages search engines should index, each built. */
export function sitemapProblems(/** @type {BuiltSite} */ site) {
  const problems = [];
  if (site.sitemap.length === 0) return ["sitemap.xml lists no pages"];
  const listed = new Set(site.sitemap);
  for (const path of site.sitemap) {
    const page = builtPageFor(site, path);
    if (!page) problems.push(`sitemap.xml lists ${path}, which was not built`);
    else if (isNoindex(page)) problems.push(`sitemap.xml lists ${path}, which is marked noindex`);
    if (listed.size !== site.sitemap.length && site.sitemap.indexOf(path) !== site.sitemap.lastIndexOf(path))
      problems.push(`sitemap.xml lists ${path} twice`);
  }
  for (const page of indexablePages(site))
    if (!listed.has(page.path)) problems.push(`${page.path} was built for search engines but sitemap.xml omits it`);
  const robots = site.files.has("robots.txt") ? site.read("robots.txt") : "";
  if (!robots.includes(`Sitemap: ${site.origin}/sitemap.xml`)) problems.push("robots.txt does not name the sitemap");
  return [...new Set(problems)];
}

/** An address without its query and fragment. */
const pathOf = (/** @type {string} */ address) => address.split(/[?#]/)[0] ?? "";

/** Whether a root-relative address names a file of the build. */
const builtAt = (/** @type {BuiltSite} */ site, /** @type {string} */ address) =>
  site.files.has(pathOf(address).slice(1));

/** Every icon is drawn from a symbol in the page's own HTML. */
export function iconProblems(/** @type {BuiltSite} */ site) {
  const problems = [];
  for (const page of site.pages.values()) {
    const present = ids(page.document);
    for (const use of all(page.document, "use")) {
      const href = attr(use, "href") ?? attr(use, "xlink:href") ?? "";
      if (!href.startsWith("#"))
        problems.push(`${page.path}: an icon drawn from ${JSON.stringify(href)}, outside the page`);
      else if (!present.has(href.slice(1))) problems.push(`${page.path}: icon ${href} has no symbol in the page`);
    }
  }
  return [...new Set(problems)];
}

/** A picture's format and size, read from its file's header; undefined if it is no picture. */
function pictureSize(/** @type {string} */ file) {
  try {
    return imageSize(readFileSync(file));
  } catch {
    return undefined;
  }
}

/**
 * Every page names the icon a browser shows for it, a PNG that was built. A browser decodes a page's
 * icon in the page's own renderer: an SVG icon is an SVG document built on a phone's main thread as
 * every page opens (scripts/browser-icons.mjs).
 */
export function browserIconProblems(/** @type {BuiltSite} */ site) {
  const problems = [];
  for (const page of site.pages.values()) {
    const icons = all(page.document, "link").filter((link) => (attr(link, "rel") ?? "").split(/\s+/).includes("icon"));
    if (icons.length === 0) problems.push(`${page.path}: names no browser icon`);
    for (const icon of icons) {
      const href = attr(icon, "href") ?? "";
      if (!/\.png$/i.test(pathOf(href)) || attr(icon, "type") !== "image/png")
        problems.push(`${page.path}: its browser icon ${href} is not a PNG`);
      else if (href.startsWith("/") && !builtAt(site, href))
        problems.push(`${page.path}: its browser icon ${href} was not built`);
      else if (href.startsWith("/")) {
        const size = pictureSize(join(site.dir, pathOf(href).slice(1)));
        const sizes = (attr(icon, "sizes") ?? "").toLowerCase().split(/\s+/).filter(Boolean);
        if (size?.type !== "png") problems.push(`${page.path}: its browser icon ${href} is not a PNG`);
        // A browser picks among icons by their declared sizes, and scales what it picked.
        else if (sizes.length > 0 && !sizes.includes("any") && !sizes.includes(`${size.width}x${size.height}`))
          problems.push(
            `${page.path}: its browser icon ${href} says sizes="${sizes.join(" ")}" but is ${size.width}x${size.height}`,
          );
      }
    }
  }
  return [...new Set(problems)];
}

/**
 * Every image says what it shows (or alt="" for decoration), was built, and is a raster: an SVG in
 * an `<img>` is a whole document the browser builds on a phone's main thread as the page opens
 * (scripts/knowledge/draw-images.mjs draws the articles' illustrations as WebP).
 */
export function imageProblems(/** @type {BuiltSite} */ site) {
  const problems = [];
  for (const page of site.pages.values()) {
    for (const image of all(page.document, "img")) {
      const src = attr(image, "src") ?? "";
      if (attr(image, "alt") === null) problems.push(`${page.path}: image ${src} has no alt attribute`);
      if (src.startsWith("/") && !builtAt(site, src)) problems.push(`${page.path}: image ${src} was not built`);
      if (/\.svg$/i.test(pathOf(src)) || /^data:image\/svg/i.test(src))
        problems.push(`${page.path}: image ${src} is an SVG document, not a picture`);
    }
  }
  return problems;
}

/**
 * Every page asks for its JavaScript only through the loader that waits for the first paint (or the
 * visitor), and the modules it lists were built. The exceptions run at load beside the loader: the
 * headline test's view, on the page that shows it (src/first-view.ts), and the check its route asks
 * a route asks of its pages (`checkAtLoad`: src/article-check.ts on every built article,
 * src/knowledge-check.ts on the listing, src/not-found-check.ts on the not-found page).
 */
export function scriptProblems(/** @type {BuiltSite} */ site) {
  const problems = [];
  /** `src/article-check.ts` → the name Vite gives its chunk */
  const chunkName = (/** @type {string} */ source) => source.replace(/^.*\//, "").replace(/\.tsx?$/, "");
  for (const page of site.pages.values()) {
    // A shell starts at load, whatever address it is served at; the not-found page as declared.
    const route = page.kind === "shell" ? undefined : routeFor(site, page.path);
    const check = route?.checkAtLoad ? chunkName(route.checkAtLoad) : undefined;
    let checked = false;
    for (const script of all(page.document, "script")) {
      if (attr(script, "type") !== "module") continue;
      const src = attr(script, "src") ?? "";
      const firstView = /^\/assets\/first-view-[\w-]+\.js$/.test(src);
      // On an element, not in the inlined rules every page carries for the headline test.
      const shownFirstView = firstView && /<[a-z][^>]*\sdata-hero-variant=/.test(page.html);
      const ownCheck = check !== undefined && new RegExp(`^/assets/${check}-[\\w-]+\\.js$`).test(src);
      if (shownFirstView || ownCheck) {
        checked ||= ownCheck;
        // One file, fetched as the page opens: an import would be fetched a level later (vite.config.ts).
        if (site.files.has(src.slice(1)) && /\bimport\s*[{*"'(]|\bimport\s+\w+\s+from\b/.test(site.read(src.slice(1))))
          problems.push(`${page.path}: ${src} runs at load but imports other modules`);
        continue;
      }
      problems.push(`${page.path}: loads a module script directly`);
    }
    if (check && !checked) problems.push(`${page.path}: does not run ${route?.checkAtLoad} at load, as its route says`);
    if (all(page.document, "link", { rel: "modulepreload" }).length > 0)
      problems.push(`${page.path}: preloads modules before the first paint`);
    const list = first(page.document, "script", { id: "page-modules" });
    if (!list) {
      problems.push(`${page.path}: does not list its modules`);
      continue;
    }
    const { entry, preload, start } = JSON.parse(text(list));
    if (start !== "load" && start !== "intent") problems.push(`${page.path}: starts its scripts at ${start}`);
    // As its route says (src/config/paths.ts), a page built from data as the route it was built for.
    const declared = route?.scripts ?? "load";
    if (start !== declared) problems.push(`${page.path}: starts its scripts at ${start}, its route at ${declared}`);
    if (!/^\/assets\/index-[\w-]+\.js$/.test(entry)) problems.push(`${page.path}: entry ${entry}`);
    for (const module of [entry, ...preload])
      if (!builtAt(site, String(module))) problems.push(`${page.path}: lists ${module}, which was not built`);
    if (!page.html.includes('document.getElementById("page-modules")'))
      problems.push(`${page.path}: has no page loader`);
  }
  return problems;
}

/** A class name as a selector in the stylesheet Tailwind writes (every character but a-z, 0-9, _ and - escaped). */
const classSelector = (/** @type {string} */ name) => `.${name.replace(/[^a-zA-Z0-9_-]/g, "\\$&")}`;

/** Whether a stylesheet has a rule for this class alone, with no condition on state or descendants. */
function stylesAlone(/** @type {string} */ css, /** @type {string} */ selector) {
  for (let at = css.indexOf(selector); at !== -1; at = css.indexOf(selector, at + 1)) {
    if (/[{}\s,]/.test(css.charAt(at - 1)) && /[{,]/.test(css.charAt(at + selector.length))) return true;
  }
  return false;
}

/**
 * Every page paints with its own styles: it inlines the rules of the site's stylesheet its HTML
 * uses and no others, and blocks on no stylesheet; the whole sheet is listed for the page loader,
 * for what the scripts render later.
 */
export function styleProblems(/** @type {BuiltSite} */ site) {
  const problems = [];
  for (const page of site.pages.values()) {
    if (all(page.document, "link", { rel: "stylesheet" }).length > 0)
      problems.push(`${page.path}: waits for a stylesheet before it paints`);
    const list = first(page.document, "script", { id: "page-modules" });
    const sheetPath = list ? String(JSON.parse(text(list)).styles ?? "") : "";
    if (!sheetPath || !site.files.has(sheetPath.slice(1))) {
      problems.push(`${page.path}: lists no built stylesheet for the page loader`);
      continue;
    }
    const sheet = site.read(sheetPath.slice(1));
    const inline = all(page.document, "style").map(text).join("");
    if (!inline) {
      problems.push(`${page.path}: inlines no styles`);
      continue;
    }
    if (inline.length >= sheet.length) problems.push(`${page.path}: inlines the whole stylesheet`);
    const classes = new Set(
      [...elements(page.document)].flatMap((element) => (attr(element, "class") ?? "").split(/\s+/).filter(Boolean)),
    );
    for (const name of classes) {
      const selector = classSelector(name);
      if (stylesAlone(sheet, selector) && !stylesAlone(inline, selector))
        problems.push(`${page.path}: class ${name} is styled by ${sheetPath} but not in the page's own styles`);
    }
  }
  return problems;
}

/**
 * No secret reaches the browser: only the publishable (or legacy anon) key may be in the build.
 * @param {{ files: Iterable<string>, read(file: string): string }} tree any folder of built files
 */
export function secretProblems(tree) {
  const problems = [];
  for (const file of tree.files) {
    if (!/\.(js|mjs|html|json|txt|xml|map|css|webmanifest)$|^_headers$|^_redirects$/.test(file)) continue;
    const content = tree.read(file);
    for (const jwt of content.match(/eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/g) ?? []) {
      let role = "unreadable";
      try {
        role = JSON.parse(Buffer.from(jwt.split(".")[1] ?? "", "base64url").toString()).role;
      } catch {
        /* a token whose claims cannot be read is reported as such */
      }
      if (role !== "anon") problems.push(`${file}: a ${role} token`);
    }
    if (/sb_secret_[A-Za-z0-9_-]{8,}/.test(content)) problems.push(`${file}: a secret key (sb_secret_…)`);
    if (/SUPABASE_SERVICE_ROLE_KEY|SUPABASE_SECRET_KEYS|super-secret-jwt-token|SMTP_PASS|RESEND_API_KEY/.test(content))
      problems.push(`${file}: names a secret`);
    // The build's whole environment written in as an object (it always has BASE_URL and MODE) would
    // carry any VITE_* variable a deployment sets, secret or not; the code names the two public ones.
    if (/\bBASE_URL\s*:/.test(content)) problems.push(`${file}: carries the build's environment`);
  }
  return problems;
}
