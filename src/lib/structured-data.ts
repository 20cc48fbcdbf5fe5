/** JSON-LD builders (schema.org) for the firm, services, FAQs, breadcrumbs and articles. */
import { firm } from "~/config/firm";

export type JsonLd = Record<string, unknown>;

export const absoluteUrl = (path: string) => new URL(path, firm.siteUrl).toString();

const postalAddress = {
  "@type": "PostalAddress",
  streetAddress: firm.address.street,
  addressLocality: firm.address.locality,
  postalCode: firm.address.postcode,
  addressCountry: firm.address.country,
};

export function firmJsonLd(): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": ["AccountingService", "LegalService"],
    "@id": `${firm.siteUrl}/#firm`,
    name: firm.name,
    legalName: firm.legalName,
    description: `${firm.tagline}: accounts, tax, payroll, advisory and legal services for UK small businesses, landlords, creators, contractors and charities.`,
    url: firm.siteUrl,
    email: firm.email,
    telephone: firm.phone.e164,
    address: postalAddress,
    areaServed: { "@type": "Country", name: "United Kingdom" },
    foundingDate: String(firm.foundedYear),
    priceRange: "££",
    openingHours: "Mo-Fr 09:00-17:30",
    sameAs: firm.social.map((profile) => profile.url),
  };
}

export function serviceJsonLd(name: string, description: string, path: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name,
    description,
    url: absoluteUrl(path),
    areaServed: { "@type": "Country", name: "United Kingdom" },
    provider: { "@id": `${firm.siteUrl}/#firm`, "@type": "AccountingService", name: firm.name },
  };
}

export function faqJsonLd(items: { question: string; answer: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

export function breadcrumbJsonLd(trail: { name: string; path: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

export function webPageJsonLd(
  type: "AboutPage" | "ContactPage" | "CollectionPage",
  name: string,
  path: string,
): JsonLd {
  return { "@context": "https://schema.org", "@type": type, name, url: absoluteUrl(path) };
}

export interface ArticleJsonLdInput {
  headline: string;
  description: string;
  path: string;
  image?: string | null;
  datePublished: string;
  dateModified: string;
  /** A person's name; without one the firm is the author. */
  authorName?: string | null;
  section?: string | null;
  keywords?: readonly string[];
}

/** A knowledge-base article (schema.org Article; Google's article guidelines). */
export function articleJsonLd(article: ArticleJsonLdInput): JsonLd {
  const url = absoluteUrl(article.path);
  const firmRef = { "@type": "Organization", "@id": `${firm.siteUrl}/#firm`, name: firm.name, url: firm.siteUrl };
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.headline.length > 110 ? `${article.headline.slice(0, 109)}…` : article.headline,
    description: article.description,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    ...(article.image ? { image: [absoluteUrl(article.image)] } : {}),
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    author: article.authorName ? { "@type": "Person", name: article.authorName, worksFor: firmRef } : firmRef,
    publisher: firmRef,
    ...(article.section ? { articleSection: article.section } : {}),
    ...(article.keywords && article.keywords.length > 0 ? { keywords: article.keywords.join(", ") } : {}),
    inLanguage: "en-GB",
    isAccessibleForFree: true,
  };
}
