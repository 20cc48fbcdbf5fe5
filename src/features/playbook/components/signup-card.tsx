/**
 * The hero's sign-up card: the form, then the 'Thank You!' panel. Its code
 * (react-hook-form, react-query) loads beside the page rather than before it:
 * the prerendered form is on screen at once and becomes live when this
 * arrives (until then its button cannot submit).
 */
import { useState } from "react";
import { QueryProvider } from "~/lib/query-client";
import type { Downloader } from "../api/track-download";
import { SignupForm } from "./signup-form";
import { ThankYouPanel } from "./thank-you-panel";

export default function SignupCard() {
  const [signedUp, setSignedUp] = useState<Downloader | null>(null);
  return (
    <QueryProvider>
      {signedUp ? <ThankYouPanel who={signedUp} /> : <SignupForm onSignedUp={setSignedUp} />}
    </QueryProvider>
  );
}
