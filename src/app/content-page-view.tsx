import { RenderSections } from "~/components/sections/render-sections";
import type { SectionComponents } from "~/components/sections/section-registry";
import type { ContentPage } from "~/content/types";

/** The one template every content page renders through: its sections, in order. */
export function ContentPageView({ page, components }: { page: ContentPage; components: SectionComponents }) {
  return <RenderSections sections={page.sections} components={components} />;
}
