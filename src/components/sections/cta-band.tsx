import { Container } from "~/components/ui/container";
import { InlineText } from "~/components/ui/inline-text";
import type { CtaBandSection } from "~/components/sections/types";
import { ActionRow } from "./action-row";

export default function CtaBand({ section }: { section: CtaBandSection }) {
  const headingId = `${section.id ?? "call-to-action"}-heading`;
  return (
    <section id={section.id} aria-labelledby={headingId} className="bg-teal-800 py-16 text-white sm:py-20">
      <Container className="text-center">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight sm:text-4xl">
          {section.heading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-teal-50">
          <InlineText text={section.text} onDark />
        </p>
        <ActionRow actions={section.actions} onDark centred className="mt-8" />
      </Container>
    </section>
  );
}
