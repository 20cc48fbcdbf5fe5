import { Suspense, type ReactNode } from "react";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { Icon, type IconName } from "~/components/ui/icon";
import { PageHeader } from "~/components/ui/page-header";
import { Skeleton } from "~/components/ui/skeleton";
import { SmartLink } from "~/components/ui/smart-link";
import { firm } from "~/config/firm";
import { preloadableLazy } from "~/prerender/preloadable-lazy";
import { contactCopy as copy } from "./copy";

export { head } from "./copy";

/** Its own chunk, fetched beside the page's and loaded before the page hydrates (see contact-card.tsx). */
const ContactCard = preloadableLazy(
  "/src/features/contact/components/contact-card.tsx",
  () => import("./components/contact-card"),
);

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

function Detail({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    // The icon sits inside the term: a <dl>'s groups may hold only <dt> and <dd>.
    <div className="relative pl-8">
      <dt className="text-sm font-semibold tracking-wide text-slate-300 uppercase">
        <Icon name={icon} className="absolute top-0.5 left-0 h-5 w-5 text-accent-400" />
        {label}
      </dt>
      <dd className="mt-1 text-white">{children}</dd>
    </div>
  );
}

const linkClasses = "font-semibold text-white underline decoration-white/40 underline-offset-4 hover:decoration-white";

export default function ContactPage() {
  const details = copy.details;
  return (
    <>
      <PageHeader badge={copy.badge} title={copy.heading} lead={copy.lead} />
      <Container className="grid gap-10 py-12 lg:grid-cols-[2fr_1fr]">
        <Card className="p-6 sm:p-8">
          <Suspense fallback={<CardLoading />}>
            <ContactCard />
          </Suspense>
        </Card>
        <aside aria-labelledby="contact-details" className="h-fit space-y-6 rounded-2xl bg-navy-900 p-6 text-white">
          <h2 id="contact-details" className="text-xl font-semibold">
            {details.heading}
          </h2>
          <dl className="space-y-5">
            <Detail icon="chat" label={details.phone}>
              <a href={`tel:${firm.phone.e164}`} className={linkClasses}>
                {firm.phone.display}
              </a>
            </Detail>
            <Detail icon="mail" label={details.email}>
              <a href={`mailto:${firm.email}`} className={linkClasses}>
                {firm.email}
              </a>
            </Detail>
            <Detail icon="timer" label={details.hours}>
              {firm.openingHours}
            </Detail>
            <Detail icon="pin" label={details.address}>
              {details.addressLine}. {details.addressNote}
            </Detail>
          </dl>
          <div className="border-t border-white/20 pt-5">
            <h3 className="flex items-center gap-2 font-semibold">
              <Icon name="calendar" className="h-5 w-5 text-accent-400" />
              {details.booking}
            </h3>
            <p className="mt-2 text-slate-200">{details.bookingText}</p>
            <SmartLink href={firm.bookingUrl} className={`mt-3 inline-block ${linkClasses}`}>
              {details.bookingLink}
            </SmartLink>
          </div>
        </aside>
      </Container>
    </>
  );
}
