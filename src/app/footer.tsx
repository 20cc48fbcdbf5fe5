import { useSyncExternalStore } from "react";
import { Container } from "~/components/ui/container";
import { SmartLink } from "~/components/ui/smart-link";
import { firm, firmAddressLine, icaewStatement, registrationStatement, sraStatement } from "~/config/firm";
import { footerGroups, footerText, legalLinks } from "~/content/footer";
import { StaticContent } from "~/lib/prerendered-static";
import { Logo } from "./logo";
import { StaffControls } from "./staff-controls";

const SRA_REGISTER_URL = "https://www.sra.org.uk/consumers/register/";

const noSubscription = () => () => undefined;

/** The year the page was built during hydration, then the visitor's own year (a page built last December still shows this year). */
function useCurrentYear(): number {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}

export function Footer() {
  const year = useCurrentYear();

  return (
    // Below the fold on every page: laid out and painted when scrolled near, not as the page opens
    // (5–10% of a page's own main-thread work on a phone). Its measured heights keep the scrollbar true.
    <footer className="bg-navy-950 text-slate-300 [contain-intrinsic-size:auto_1850px] [content-visibility:auto] sm:[contain-intrinsic-size:auto_1690px] lg:[contain-intrinsic-size:auto_760px]">
      <Container className="py-14">
        {/* The links and the firm's details never change once shown: the prerendered HTML serves. */}
        <StaticContent>
          <div className="grid gap-10 lg:grid-cols-[1.4fr_repeat(4,1fr)]">
            <div>
              <SmartLink
                href="/"
                className="inline-block rounded-lg focus-visible:outline-3 focus-visible:outline-teal-400"
              >
                <Logo onDark />
                <span className="sr-only">{firm.name} home</span>
              </SmartLink>
              <p className="mt-4 max-w-sm text-sm">{footerText.about}</p>
              <address className="mt-4 space-y-1 text-sm not-italic">
                <span className="block">{firmAddressLine}</span>
                <a href={`tel:${firm.phone.e164}`} className="block hover:text-white">
                  {firm.phone.display}
                </a>
                <a href={`mailto:${firm.email}`} className="block hover:text-white">
                  {firm.email}
                </a>
              </address>
              {firm.social.length > 0 && (
                <ul className="mt-5 flex flex-wrap gap-3 text-sm" aria-label="Social media">
                  {firm.social.map((profile) => (
                    <li key={profile.network}>
                      <SmartLink
                        href={profile.url}
                        className="rounded-md border border-white/20 px-3 py-1.5 hover:border-white/50 hover:text-white"
                      >
                        {profile.network}
                      </SmartLink>
                    </li>
                  ))}
                </ul>
              )}
            </div>
            {footerGroups.map((group) => (
              <nav key={group.heading} aria-label={group.heading}>
                <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{group.heading}</h2>
                <ul className="mt-4 space-y-2.5 text-sm">
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <SmartLink href={link.href} className="hover:text-white hover:underline">
                        {link.label}
                      </SmartLink>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>

          <div className="mt-12 grid gap-6 border-t border-white/10 pt-8 text-sm lg:grid-cols-[1fr_auto]">
            <div className="space-y-2">
              <p>{registrationStatement}</p>
              <p>
                {sraStatement} {icaewStatement}
              </p>
            </div>
            {/* Placeholder for the SRA's digital badge script, which the firm embeds on its live domain. */}
            <SmartLink
              href={SRA_REGISTER_URL}
              className="flex h-fit items-center gap-3 rounded-lg border border-white/25 bg-white/5 px-4 py-3 hover:border-white/50"
            >
              <span className="text-xs leading-tight">
                <span className="block font-semibold text-white">{footerText.regulatorHeading}</span>
                <span className="block">
                  SRA number {firm.sraNumber} · {footerText.regulatorCheck}
                </span>
              </span>
            </SmartLink>
          </div>
        </StaticContent>

        <div className="mt-8 flex flex-col gap-4 border-t border-white/10 pt-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {firm.legalName}. All rights reserved.
          </p>
          <nav aria-label="Legal" className="flex flex-wrap items-center gap-x-5 gap-y-2">
            {legalLinks.map((link) => (
              <SmartLink key={link.href} href={link.href} className="hover:text-white hover:underline">
                {link.label}
              </SmartLink>
            ))}
            <StaffControls />
          </nav>
        </div>
      </Container>
    </footer>
  );
}
