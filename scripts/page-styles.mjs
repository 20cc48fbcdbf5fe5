// @ts-check
/**
 * Each prerendered page's own styles: the rules of the site's one stylesheet that its HTML uses,
 * chosen by Beasties, for the page to inline in its head. Every selector is matched against the
 * whole page, not only what is above the fold: without scripts the page must look complete.
 */
import Beasties from "beasties";

/**
 * Beasties tests a rule by stripping its selector's pseudo-classes and looking for what is left in
 * the page; a selector wholly inside `:where(…)` or `:is(…)` (Tailwind's `space-y-*`) would be
 * stripped to nothing and its rule lost, so such a selector is unwrapped first. (The method is
 * Beasties' own, undeclared in its types: the version is pinned, and page-styles.test.ts fails if
 * it stops being called.)
 */
class PageStyleInliner extends Beasties {
  /** @param {string} selector @returns {string} */
  normalizeCssSelector(selector) {
    const wrapped = selector.match(/^:(?:where|is)\((.*)\)(.*)$/);
    const normalize = /** @type {{ normalizeCssSelector(selector: string): string }} */ (
      /** @type {unknown} */ (Beasties.prototype)
    ).normalizeCssSelector;
    return normalize.call(this, wrapped ? `${wrapped[1]}${wrapped[2]}` : selector);
  }
}

/**
 * Rules that test an attribute of the page's root element (`html[data-hero=b] …`): inline scripts
 * set those before the first paint (the home page's headline test), so the prerendered HTML never
 * has them, yet the page needs the rules from its first frame.
 */
const rootAttributeRule = /(?:^|[\s,(>+~])(?:html|:root)(?::not\()?\[/;

/** Class names as the browser reads them: React writes `[&>*]:mt-5` as `[&amp;&gt;*]:mt-5`. */
function decodeClassNames(/** @type {string} */ html) {
  return html.replace(
    / class="([^"]*)"/g,
    (_, names) =>
      ` class="${String(names).replaceAll("&gt;", ">").replaceAll("&lt;", "<").replaceAll("&#x27;", "'").replaceAll("&amp;", "&")}"`,
  );
}

/**
 * @param {{ client: string, stylesheetHref: string }} site the built site's folder, and the address
 *   its pages give the stylesheet
 * @returns {(html: string) => Promise<string>} a page with its own styles added to its head
 */
export function pageStyleInliner({ client, stylesheetHref }) {
  const inliner = new PageStyleInliner({
    allowRules: [rootAttributeRule],
    path: client,
    publicPath: "/",
    pruneSource: false,
    fonts: false,
    logLevel: "warn",
  });
  return async (html) => {
    // Beasties reads class names as written, entities and all: the rules are chosen from a copy
    // with its class names decoded, and only they are taken into the page as it was written.
    const probe = await inliner.process(
      decodeClassNames(html).replace("</head>", `<link rel="stylesheet" href="${stylesheetHref}">\n  </head>`),
    );
    const styles = probe.match(/<style>[\s\S]*?<\/style>/)?.[0];
    if (!styles) throw new Error("No rule of the stylesheet matched the page.");
    return html.replace("</head>", `${styles}\n  </head>`);
  };
}
