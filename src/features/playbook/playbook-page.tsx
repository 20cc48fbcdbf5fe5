import { Suspense, type MouseEvent } from "react";
import { SectionShell } from "~/components/sections/section-shell";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { Icon } from "~/components/ui/icon";
import { HeroBand, HeroTitle } from "~/components/ui/page-header";
import { anchor } from "~/config/paths";
import { Skeleton } from "~/components/ui/skeleton";
import { TickList } from "~/components/ui/tick-list";
import { preloadableLazy } from "~/prerender/preloadable-lazy";
import { playbookCopy as copy, type ListItem } from "./copy";

export { head } from "./copy";

const FORM_ID = "get-your-copy";

/** A page of the eBook, drawn from the PDF (pdftoppm -jpeg -scale-to-x 480 -f 1 -l 1). */
const COVER = { src: "/images/playbook/cover.jpg", width: 480, height: 679 };

/** Its own chunk, fetched beside the page's and loaded before the page hydrates (see signup-card.tsx). */
const SignupCard = preloadableLazy(
  "/src/features/playbook/components/signup-card.tsx",
  () => import("./components/signup-card"),
);

/** The second call to action: back to the top, with focus where the visitor can act. */
function backToForm(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: 0, behavior: reduceMotion ? "auto" : "smooth" });
  // The form's first field, or after sign-up the download button.
  document.getElementById(FORM_ID)?.querySelector<HTMLElement>("input, button")?.focus({ preventScroll: true });
}

export default function PlaybookPage() {
  return (
    <>
      <HeroBand
        labelledBy="playbook-title"
        className="grid gap-10 lg:grid-cols-[1.1fr_0.9fr] lg:grid-rows-[auto_1fr] lg:gap-x-14"
      >
        <div>
          <HeroTitle id="playbook-title" badge={copy.hero.badge} title={copy.hero.title} lead={copy.hero.lead} />
        </div>

        <div id={FORM_ID} className="relative z-10 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          <Card className="p-6 text-navy-900 shadow-xl sm:p-8">
            <Suspense fallback={<CardLoading />}>
              <SignupCard />
            </Suspense>
          </Card>
        </div>

        <div className="lg:col-start-1 lg:row-start-2">
          <h2 className="text-sm font-semibold tracking-wide text-accent-400 uppercase">
            {copy.hero.highlightsHeading}
          </h2>
          <TickList items={copy.hero.highlights} onDark className="mt-4 text-slate-100" />
        </div>
      </HeroBand>

      <SectionShell
        id="playbook-mistakes"
        eyebrow={copy.mistakes.eyebrow}
        heading={copy.mistakes.heading}
        lead={copy.mistakes.intro}
        centred={false}
      >
        <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {copy.mistakes.items.map((item, index) => (
            <li key={item.title} className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
              <span
                aria-hidden="true"
                className="flex h-9 w-9 items-center justify-center rounded-full bg-navy-900 text-sm font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 font-semibold text-navy-900">{item.title}</h3>
              <p className="mt-2 text-slate-700">{item.text}</p>
            </li>
          ))}
        </ol>
      </SectionShell>

      <SectionShell
        id="playbook-benefits"
        eyebrow={copy.benefits.eyebrow}
        heading={copy.benefits.heading}
        lead={copy.benefits.intro}
        tone="tinted"
        centred={false}
      >
        <div className="grid items-start gap-12 lg:grid-cols-[1fr_18rem]">
          <ul className="grid gap-x-8 gap-y-7 sm:grid-cols-2">
            {copy.benefits.items.map((item) => (
              <Benefit key={item.title} item={item} />
            ))}
          </ul>
          <img
            src={COVER.src}
            width={COVER.width}
            height={COVER.height}
            alt={copy.benefits.coverAlt}
            loading="lazy"
            decoding="async"
            className="mx-auto w-56 rotate-2 rounded-md shadow-2xl ring-1 ring-navy-900/10 lg:w-72"
          />
        </div>
      </SectionShell>

      <section aria-labelledby="playbook-cta" className="bg-navy-900 py-16 text-white sm:py-20">
        <Container className="text-center">
          <h2 id="playbook-cta" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {copy.cta.heading}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-200">{copy.cta.text}</p>
          {/* A link to the form, so it leads there without scripts; a press before they start is held for them. */}
          <a
            href={anchor(FORM_ID)}
            data-held-press
            className={buttonClasses("primary", "lg", "mt-8")}
            onClick={backToForm}
          >
            {copy.cta.button}
            <Icon name="arrow-right" className="h-5 w-5 -rotate-90" />
          </a>
        </Container>
      </section>

      <section aria-label="About this guide" className="border-t border-slate-200 bg-white py-10">
        <Container className="max-w-4xl space-y-2 text-center">
          <p className="font-medium text-navy-900">{copy.credit.text}</p>
          <p className="text-sm text-slate-600">{copy.credit.disclaimer}</p>
        </Container>
      </section>
    </>
  );
}

function Benefit({ item }: { item: ListItem }) {
  return (
    <li className="flex gap-4">
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-teal-700 text-white">
        <Icon name={item.icon} className="h-6 w-6" />
      </span>
      <div>
        <h3 className="font-semibold text-navy-900">{item.title}</h3>
        <p className="mt-1 text-slate-700">{item.text}</p>
      </div>
    </li>
  );
}

/** Shown only when the page is reached by a link inside the site, until the card's code arrives. */
function CardLoading() {
  return (
    <div className="space-y-5">
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-5 w-full" />
      <Skeleton className="h-72 w-full" />
      <Skeleton className="h-12 w-full" />
    </div>
  );
}
