/**
 * A page's head tags as data. The prerender step writes them into each HTML
 * file; in the browser `useDocumentHead` keeps title, description and canonical
 * current as the visitor moves between pages.
 */
import { useEffect } from "react";
import { firm } from "~/config/firm";
import { showsInLinkPreviews } from "~/lib/link-preview-image";
import { absoluteUrl, type JsonLd } from "~/lib/structured-data";

export interface PageMeta {
  title: string;
  description: string;
  path: string;
  /** The home page's title stands alone; every other title ends with the firm's name. */
  standaloneTitle?: boolean;
  ogType?: "website" | "article";
  image?: string;
  noindex?: boolean;
  jsonLd?: JsonLd[];
}

export const DEFAULT_SOCIAL_IMAGE = "/images/social-card.png";

/**
 * The picture a shared link shows: the page's own where link previews can draw it (not the seeded
 * articles' SVG covers), otherwise the site's card: a preview without a picture is easy to scroll past.
 */
export function socialImage(image: string | undefined): string {
  return image && showsInLinkPreviews(image) ? image : DEFAULT_SOCIAL_IMAGE;
}

export function fullTitle(title: string, standalone = false): string {
  return standalone ? title : `${title} | ${firm.name}`;
}

interface Tag {
  tag: "meta" | "link";
  attributes: Record<string, string>;
}

export function headTags(meta: PageMeta): { title: string; tags: Tag[]; jsonLd: JsonLd[] } {
  const title = fullTitle(meta.title, meta.standaloneTitle);
  const url = absoluteUrl(meta.path);
  const image = absoluteUrl(socialImage(meta.image));
  const named = (name: string, content: string): Tag => ({ tag: "meta", attributes: { name, content } });
  const property = (name: string, content: string): Tag => ({ tag: "meta", attributes: { property: name, content } });
  return {
    title,
    tags: [
      named("description", meta.description),
      { tag: "link", attributes: { rel: "canonical", href: url } },
      ...(meta.noindex ? [named("robots", "noindex")] : []),
      property("og:type", meta.ogType ?? "website"),
      property("og:site_name", firm.name),
      property("og:locale", "en_GB"),
      property("og:title", title),
      property("og:description", meta.description),
      property("og:url", url),
      property("og:image", image),
      named("twitter:card", "summary_large_image"),
      named("twitter:title", title),
      named("twitter:description", meta.description),
    ],
    jsonLd: meta.jsonLd ?? [],
  };
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** JSON inside <script> must not be able to close the element. */
const escapeJsonForScript = (data: JsonLd) => JSON.stringify(data).replace(/</g, "\\u003c");

export function renderHeadHtml(meta: PageMeta): string {
  const { title, tags, jsonLd } = headTags(meta);
  return [
    `<title>${escapeAttribute(title)}</title>`,
    ...tags.map(({ tag, attributes }) => {
      const attrs = Object.entries(attributes)
        .map(([key, value]) => `${key}="${escapeAttribute(value)}"`)
        .join(" ");
      return `<${tag} ${attrs} data-page-head>`;
    }),
    ...jsonLd.map((data) => `<script type="application/ld+json" data-page-head>${escapeJsonForScript(data)}</script>`),
  ].join("\n    ");
}

/** Replaces the page-specific head tags after a client-side navigation. */
export function applyHead(meta: PageMeta): void {
  const { title, tags } = headTags(meta);
  // The head is already this page's (the prerendered one on first load): keep it, with its JSON-LD.
  const described = document.head.querySelector('meta[name="description"][data-page-head]')?.getAttribute("content");
  const canonical = document.head.querySelector('link[rel="canonical"][data-page-head]')?.getAttribute("href");
  if (document.title === title && described === meta.description && canonical === absoluteUrl(meta.path)) return;
  document.title = title;
  document.head.querySelectorAll("[data-page-head]").forEach((element) => element.remove());
  for (const { tag, attributes } of tags) {
    const element = document.createElement(tag);
    Object.entries(attributes).forEach(([key, value]) => element.setAttribute(key, value));
    element.setAttribute("data-page-head", "");
    document.head.append(element);
  }
}

export function useDocumentHead(meta: PageMeta | null): void {
  const key = meta ? `${meta.path}|${meta.title}|${meta.description}` : "";
  useEffect(() => {
    if (meta) applyHead(meta);
    // The key captures every field that changes the tags.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
