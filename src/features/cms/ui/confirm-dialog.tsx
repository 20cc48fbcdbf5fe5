import { useEffect, useId, useRef } from "react";
import { Button, buttonClasses } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The words of a confirmation about one thing (a person, an article), named in its title. */
export const confirmWords = (
  words: { title: (subject: string) => string; body: string; confirm: string; cancel: string },
  subject: string | undefined,
) => ({ title: words.title(subject ?? ""), body: words.body, confirmLabel: words.confirm, cancelLabel: words.cancel });

/**
 * A modal confirmation on the native <dialog>: the browser keeps focus inside
 * it, makes the page behind inert, closes it with Escape and returns focus to
 * the button that opened it. Focus starts on Cancel, the safe choice.
 */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const id = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      cancelRef.current?.focus();
    } else if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
      className="m-auto w-[min(32rem,calc(100%-2rem))] rounded-2xl border border-slate-200 bg-white p-6 text-navy-900 shadow-xl backdrop:bg-navy-950/60"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {title}
      </h2>
      <p id={`${id}-body`} className="mt-3 text-slate-700">
        {body}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button ref={cancelRef} type="button" className={buttonClasses("secondary")} onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </button>
        <Button variant="destructive" onClick={onConfirm} disabled={busy}>
          {busy && <Spinner className="h-4 w-4" />}
          {confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
