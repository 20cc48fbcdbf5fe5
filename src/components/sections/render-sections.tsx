import { Fragment } from "react";
import type { Section, SectionType } from "~/components/sections/types";
import type { SectionComponent, SectionComponents } from "./section-registry";
import type { SectionTone } from "./section-shell";
import { StaticContent } from "~/lib/prerendered-static";

/** Sections a visitor interacts with; every other section is content React leaves as prerendered. */
const interactive = new Set<SectionType>(["faq", "accordion", "splitTestHero"]);

/** Sections with their own full-bleed background do not take part in the white/tinted rhythm. */
const ownBackground = new Set<SectionType>(["hero", "splitTestHero", "ctaBand"]);

/** Renders a page's sections with components loaded beforehand by `loadSectionComponents`. */
export function RenderSections({ sections, components }: { sections: Section[]; components: SectionComponents }) {
  let plainIndex = 0;
  return (
    <>
      {sections.map((section, index) => {
        const Component = components[section.type] as SectionComponent<typeof section.type> | undefined;
        if (!Component) throw new Error(`The "${section.type}" section's component was not loaded.`);
        const tone: SectionTone = ownBackground.has(section.type)
          ? "white"
          : plainIndex++ % 2 === 0
            ? "white"
            : "tinted";
        const rendered = <Component section={section as never} tone={tone} />;
        return interactive.has(section.type) ? (
          <Fragment key={index}>{rendered}</Fragment>
        ) : (
          <StaticContent key={index}>{rendered}</StaticContent>
        );
      })}
    </>
  );
}
