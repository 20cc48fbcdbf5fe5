/**
 * Each section type's component, loaded on demand: a page downloads only the
 * components its own sections use (the home page never pays for the FAQ
 * accordion). The record must name every section type, so a new type cannot
 * compile without a component. Module files are named after their type in
 * kebab-case (`cardGrid` → `card-grid.tsx`), which the prerender step relies
 * on for preload hints.
 */
import type { ComponentType } from "react";
import type { Section, SectionType } from "~/components/sections/types";
import type { SectionTone } from "./section-shell";

export type SectionComponent<T extends SectionType> = ComponentType<{
  section: Extract<Section, { type: T }>;
  tone: SectionTone;
}>;

type SectionLoaders = { [T in SectionType]: () => Promise<{ default: SectionComponent<T> }> };

export const sectionLoaders = {
  hero: () => import("./hero"),
  splitTestHero: () => import("./split-test-hero"),
  prose: () => import("./prose"),
  cardGrid: () => import("./card-grid"),
  checklist: () => import("./checklist"),
  steps: () => import("./steps"),
  faq: () => import("./faq"),
  accordion: () => import("./accordion"),
  pricing: () => import("./pricing"),
  caseStudy: () => import("./case-study"),
  testimonials: () => import("./testimonials"),
  ctaBand: () => import("./cta-band"),
  stats: () => import("./stats"),
  logoStrip: () => import("./logo-strip"),
  team: () => import("./team"),
  insights: () => import("./insights"),
} satisfies SectionLoaders;

export type SectionComponents = Partial<{ [T in SectionType]: SectionComponent<T> }>;

export const sectionModuleFile = (type: SectionType) =>
  `/src/components/sections/${type.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.tsx`;

export function sectionTypes(sections: Section[]): SectionType[] {
  return [...new Set(sections.map((section) => section.type))];
}

export async function loadSectionComponents(sections: Section[]): Promise<SectionComponents> {
  const types = sectionTypes(sections);
  const modules = await Promise.all(
    types.map((type) => (sectionLoaders[type] as () => Promise<{ default: unknown }>)()),
  );
  return Object.fromEntries(types.map((type, index) => [type, modules[index]?.default])) as SectionComponents;
}
