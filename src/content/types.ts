/**
 * The shape of every content page: `{ seo, sections }`, where the sections
 * are the discriminated union the section components render
 * (`components/sections/types.ts`).
 */
import type { Section } from "~/components/sections/types";

export interface Seo {
  /** The page's own title, without the firm's name (the layout appends it). */
  title: string;
  /** 110-160 characters, specific to the page. */
  description: string;
  /** JSON-LD type describing the page's main subject, when there is one. */
  schema?: "Service" | "AboutPage" | "ContactPage" | "CollectionPage";
  /** Service name for the Service JSON-LD (defaults to the title). */
  serviceName?: string;
}

export interface ContentPage {
  seo: Seo;
  sections: Section[];
}
