/**
 * The sections a content page is made of: a discriminated union, rendered by
 * `render-sections.tsx`, which maps each section type to its component with
 * `satisfies Record<Section["type"], ...>`, so a new section type cannot
 * compile without one. Content modules (src/content) are data written in
 * these shapes.
 *
 * Text fields accept a tiny inline markup: `**bold**` and `[label](href)`.
 */
import type { IconName } from "~/components/ui/icon";

/** A link or button. `href` is a path from `paths`, `#anchor`, `mailto:`, `tel:` or an https URL. */
export interface Action {
  label: string;
  href: string;
  variant?: "primary" | "secondary" | "ghost";
  /** A short label for mobile-width screens (e.g. "Quote"). */
  shortLabel?: string;
}

export interface Stat {
  value: string;
  label: string;
}

export interface HeroSection {
  type: "hero";
  badge?: string;
  heading: string;
  lead: string;
  actions: Action[];
  stats?: Stat[];
}

/** The home page's A/B hero: both headlines are in the HTML, CSS shows one. */
export interface SplitTestHeroSection {
  type: "splitTestHero";
  badge: string;
  headlines: { a: string; b: string };
  lead: string;
  actions: Action[];
  highlights?: string[];
}

export type ProseBlock =
  { type: "p"; text: string } | { type: "h3"; text: string } | { type: "list"; items: string[]; ordered?: boolean };

export interface ProseSection {
  type: "prose";
  id?: string;
  eyebrow?: string;
  heading?: string;
  blocks: ProseBlock[];
  /** A short highlighted aside, e.g. a key fact. */
  aside?: { heading: string; text: string };
  actions?: Action[];
}

export interface CardItem {
  title: string;
  description: string;
  icon?: IconName;
  /** Makes the whole card a link. */
  href?: string;
  linkLabel?: string;
  /** Labelled sub-paragraphs, e.g. "What It Means" / "How You Experience It". */
  details?: { label: string; text: string }[];
  /** A short bullet list inside the card. */
  points?: string[];
  badge?: string;
}

export interface CardGridSection {
  type: "cardGrid";
  id?: string;
  eyebrow?: string;
  heading: string;
  lead?: string;
  columns?: 2 | 3 | 4;
  /** "numbered" shows the card's position, for ordered lists of points. */
  style?: "plain" | "numbered" | "tinted";
  items: CardItem[];
  actions?: Action[];
}

export interface ChecklistSection {
  type: "checklist";
  id?: string;
  eyebrow?: string;
  heading: string;
  lead?: string;
  items: string[];
  columns?: 1 | 2;
  actions?: Action[];
}

export interface StepsSection {
  type: "steps";
  id?: string;
  eyebrow?: string;
  heading: string;
  lead?: string;
  steps: { title: string; description: string; duration?: string }[];
  actions?: Action[];
}

export interface FaqSection {
  type: "faq";
  id?: string;
  heading: string;
  lead?: string;
  items: { question: string; answer: string }[];
}

/** Collapsible items of which at most one is open; clicking the open one closes it. */
export interface AccordionSection {
  type: "accordion";
  id?: string;
  heading: string;
  lead?: string;
  items: { title: string; body: string }[];
}

export interface PricingPlan {
  title: string;
  subtitle: string;
  /** Pounds per month, shown as "FROM £97". */
  price: number;
  features: string[];
  popular?: boolean;
  action: Action;
}

export interface PricingSection {
  type: "pricing";
  id?: string;
  heading: string;
  lead?: string;
  plans: [PricingPlan, PricingPlan, PricingPlan];
  /** Each turnover band's monthly prices for the three plans, before VAT; null: custom pricing. */
  bands?: readonly { range: string; prices: readonly [number | null, number | null, number | null] }[];
  note?: string;
}

export interface CaseStudySection {
  type: "caseStudy";
  id?: string;
  eyebrow: string;
  heading: string;
  client: string;
  challenge: string;
  solution: string;
  results: Stat[];
  quote?: { text: string; author: string; company: string };
  action?: Action;
}

export interface Testimonial {
  text: string;
  author: string;
  company: string;
  /** Where a published review was posted or how it reached the firm, when, and the reviewer's own stars. */
  source?: { name: string; url?: string; date: string; rating?: number };
  /** What the client was given in return, said beside it (DMCC Act 2024). */
  incentive?: string;
}

export interface TestimonialsSection {
  type: "testimonials";
  id?: string;
  heading: string;
  lead?: string;
  items: Testimonial[];
  action?: Action;
}

export interface CtaBandSection {
  type: "ctaBand";
  id?: string;
  heading: string;
  text: string;
  actions: Action[];
}

export interface StatsSection {
  type: "stats";
  id?: string;
  heading?: string;
  items: Stat[];
}

/** Names shown as tiles: accreditations, partner software, technology partners. */
export interface LogoStripSection {
  type: "logoStrip";
  id?: string;
  heading: string;
  lead?: string;
  items: { name: string; caption?: string }[];
}

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  /** Qualifications and regulator, as one line. */
  credentials?: string;
  /** Without one, the person's initials stand in. */
  photo?: { src: string; alt: string };
}

export interface TeamSection {
  type: "team";
  id?: string;
  heading: string;
  lead?: string;
  groups: {
    heading: string;
    members: TeamMember[];
  }[];
}

export interface InsightsSection {
  type: "insights";
  id?: string;
  heading: string;
  lead?: string;
  items: InsightItem[];
  action?: Action;
}

/** An article card shows the date it was published; a card for a tool says what it is instead ("Free tool"). */
export type InsightItem = { title: string; excerpt: string; category: string; href: string } & (
  { date: string; label?: never } | { label: string; date?: never }
);

export type Section =
  | HeroSection
  | SplitTestHeroSection
  | ProseSection
  | CardGridSection
  | ChecklistSection
  | StepsSection
  | FaqSection
  | AccordionSection
  | PricingSection
  | CaseStudySection
  | TestimonialsSection
  | CtaBandSection
  | StatsSection
  | LogoStripSection
  | TeamSection
  | InsightsSection;

export type SectionType = Section["type"];
