/**
 * The HTML allowed in a knowledge-base article body: one set of rules for the
 * CMS, which sanitises a body before saving it, and for the pages that render
 * one. DOMPurify needs a DOM, so the sanitiser is bound to a window (the
 * browser's, or jsdom's at build time); never call it during a server render
 * without one.
 *
 * Beyond DOMPurify's defaults (no scripts, event handlers, javascript: URLs,
 * iframes or SVG/MathML scripting): no inline styles, style sheets, forms or
 * media players; no data: URLs, srcset or data- attributes; links and images
 * point only at http(s), mailto:, tel:, site paths or anchors. Link targets are
 * dropped: the page that renders the body decides which links open a new tab.
 */
import createDOMPurify, { type Config } from "dompurify";

export const ARTICLE_HTML_CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    ...["style", "form", "input", "button", "textarea", "select", "option", "dialog", "template"],
    ...["video", "audio", "source", "track", "picture"],
  ],
  FORBID_ATTR: ["style", "srcset", "formaction", "target", "autofocus"],
  ALLOW_DATA_ATTR: false,
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i,
} satisfies Config;

/** DOMPurify bound to one window, with the article rules' hooks installed. */
export function createArticlePurifier(window: Window) {
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  // DOMPurify lets images keep data: URLs whatever ALLOWED_URI_REGEXP says; articles never need them.
  purify.addHook("uponSanitizeAttribute", (_node, data) => {
    if (/^\s*data:/i.test(data.attrValue)) data.keepAttr = false;
  });
  return purify;
}

/** The sanitiser for an article as it is saved, bound to one window: HTML in, the allowed HTML out. */
export function createSaveSanitiser(window: Window): (html: string) => string {
  const purify = createArticlePurifier(window);
  return (html) => purify.sanitize(html, ARTICLE_HTML_CONFIG);
}
