/**
 * JSON-LD for a content page, derived from its content: the firm (home),
 * Service or WebPage, FAQPage and BreadcrumbList. Only the prerender step
 * needs it, so none of this reaches the browser's bundle.
 */
import { breadcrumbTrail } from "~/lib/breadcrumbs";
import type { ContentPage } from "~/content/types";
import { plainText } from "~/lib/inline-markup";
import {
  breadcrumbJsonLd,
  faqJsonLd,
  firmJsonLd,
  serviceJsonLd,
  webPageJsonLd,
  type JsonLd,
} from "~/lib/structured-data";

export function contentStructuredData(path: string, page: ContentPage): JsonLd[] {
  const { seo } = page;
  const jsonLd: JsonLd[] = [];
  if (path === "/") jsonLd.push(firmJsonLd());
  if (seo.schema === "Service") jsonLd.push(serviceJsonLd(seo.serviceName ?? seo.title, seo.description, path));
  else if (seo.schema) jsonLd.push(webPageJsonLd(seo.schema, seo.title, path));

  const faqs = page.sections.flatMap((section) => (section.type === "faq" ? section.items : []));
  if (faqs.length > 0)
    jsonLd.push(faqJsonLd(faqs.map((faq) => ({ question: faq.question, answer: plainText(faq.answer) }))));
  const trail = breadcrumbTrail(path, seo.title);
  if (trail.length > 1) jsonLd.push(breadcrumbJsonLd(trail));
  return jsonLd;
}
