import { useEffect, useState } from "react";

/** How long the figures must stay still before they are read out, so typing "250000" is one announcement, not six. */
const SETTLE_MS = 700;

/**
 * A polite live region that reads out a one-line summary of the result once
 * the user pauses, instead of the whole results card on every keystroke. It
 * starts empty (as prerendered), so nothing is announced on load.
 */
export function LiveSummary({ summary }: { summary: string }) {
  const [announced, setAnnounced] = useState("");
  const [changed, setChanged] = useState(false);
  const [initial] = useState(summary);

  useEffect(() => {
    if (!changed && summary === initial) return;
    const timer = window.setTimeout(() => {
      setChanged(true);
      setAnnounced(summary);
    }, SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [summary, changed, initial]);

  return (
    <p role="status" aria-live="polite" aria-atomic="true" className="sr-only">
      {announced}
    </p>
  );
}
