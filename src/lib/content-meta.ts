/** Head tags for a content page, derived from its content: Service, FAQPage, BreadcrumbList and the firm. */
import type { ContentPage } from "~/content/types";
import { plainText } from "./inline-markup";
import type { PageMeta } from "./head";
import { breadcrumbJsonLd, faqJsonLd, firmJsonLd, serviceJsonLd, webPageJsonLd, type JsonLd } from "./structured-data";

export interface Crumb {
  name: string;
  path: string;
}

export function contentPageMeta(path: string, page: ContentPage, trail: Crumb[]): PageMeta {
  const { seo } = page;
  const jsonLd: JsonLd[] = [];
  if (path === "/") jsonLd.push(firmJsonLd());
  if (seo.schema === "Service") jsonLd.push(serviceJsonLd(seo.serviceName ?? seo.title, seo.description, path));
  else if (seo.schema) jsonLd.push(webPageJsonLd(seo.schema, seo.title, path));

  const faqs = page.sections.flatMap((section) => (section.type === "faq" ? section.items : []));
  if (faqs.length > 0) jsonLd.push(faqJsonLd(faqs.map((faq) => ({ question: faq.question, answer: plainText(faq.answer) }))));
  if (trail.length > 1) jsonLd.push(breadcrumbJsonLd(trail));

  return { title: seo.title, description: seo.description, path, standaloneTitle: path === "/", jsonLd };
}
