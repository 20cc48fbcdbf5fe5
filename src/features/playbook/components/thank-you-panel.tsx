import { useEffect, useId, useRef } from "react";
import { buttonClasses } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { SmartLink } from "~/components/ui/smart-link";
import { Spinner } from "~/components/ui/spinner";
import type { Downloader } from "../api/track-download";
import { playbookCopy } from "../copy";
import { useEbookDownload } from "../use-ebook-download";

const copy = playbookCopy.thankYou;

interface ThankYouPanelProps {
  who: Downloader;
}

/** Replaces the form after a sign-up (spec section 2): the download, as often as the visitor likes. */
export function ThankYouPanel({ who }: ThankYouPanelProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const download = useEbookDownload();
  const busy = download.isPending;

  // The form the visitor was in has gone: tell screen readers where they are now.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section aria-labelledby={headingId} className="space-y-5 text-center">
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-teal-50 text-teal-700">
        <Icon name="check-circle" className="h-8 w-8" />
      </span>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-3xl font-bold text-navy-900 outline-none">
        {copy.heading}
      </h2>
      <p className="text-slate-700">{copy.body(who.firstName ?? "")}</p>
      <div
        role="status"
        className="rounded-lg border border-accent-300 bg-accent-100 px-4 py-3 text-left text-navy-900"
      >
        <p className="font-semibold">{copy.confirmHeading}</p>
        <p className="mt-1 text-sm">{copy.confirm(who.email)}</p>
      </div>
      <div className="space-y-2">
        <button
          type="button"
          className={buttonClasses("primary", "lg", "w-full aria-disabled:cursor-wait aria-disabled:opacity-80")}
          // Not `disabled`: the button keeps focus while the file is on its way.
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) download.mutate(who);
          }}
        >
          {busy ? <Spinner /> : <Icon name="document" className="h-5 w-5" />}
          {busy ? copy.downloading : copy.download}
        </button>
        <p className="text-sm text-slate-600">{copy.fileDetails}</p>
      </div>
      <p className="border-t border-slate-200 pt-4 text-sm text-slate-700">
        {copy.nextStep}{" "}
        <SmartLink href={copy.nextStepHref} className="font-semibold text-teal-700 underline hover:text-teal-800">
          {copy.nextStepLink}
        </SmartLink>
      </p>
    </section>
  );
}
