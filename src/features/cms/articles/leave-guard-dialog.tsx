/**
 * The staff area's question before unsaved work is left behind: a click on any link of the site
 * (the staff area's own tabs, the header, the footer) is held until the person chooses.
 */
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { askBeforeLeavingWith, hasUnsavedWork, mayLeave } from "~/lib/leave-guard";
import { isPlainClick } from "~/lib/plain-click";
import { leaveCopy as copy } from "./copy";
import { ConfirmDialog } from "../ui/confirm-dialog";

/** A same-site link this click would follow in this tab, if any. */
function followedLink(event: MouseEvent): URL | null {
  if (!isPlainClick(event)) return null;
  const anchor = (event.target as Element | null)?.closest?.("a[href]");
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target === "_blank" || anchor.hasAttribute("download"))
    return null;
  const url = new URL(anchor.href);
  // Another site is left through the page's unload, which the browser asks about itself.
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return url;
}

export function LeaveGuardDialog() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const answer = useRef<((leave: boolean) => void) | null>(null);

  useEffect(
    () =>
      askBeforeLeavingWith(
        () =>
          new Promise<boolean>((resolve) => {
            answer.current = resolve;
            setOpen(true);
          }),
      ),
    [],
  );

  useEffect(() => {
    const hold = (event: MouseEvent) => {
      if (!hasUnsavedWork()) return;
      const url = followedLink(event);
      if (!url) return;
      // Capture phase on the document: the router's own handler never sees the click.
      event.preventDefault();
      event.stopPropagation();
      void mayLeave().then((leave) => leave && navigate(`${url.pathname}${url.search}${url.hash}`));
    };
    document.addEventListener("click", hold, true);
    return () => document.removeEventListener("click", hold, true);
  }, [navigate]);

  const close = (leave: boolean) => {
    setOpen(false);
    answer.current?.(leave);
    answer.current = null;
  };

  return (
    <ConfirmDialog
      open={open}
      title={copy.title}
      body={copy.body}
      confirmLabel={copy.leave}
      cancelLabel={copy.stay}
      onConfirm={() => close(true)}
      onCancel={() => close(false)}
    />
  );
}
