/**
 * A plain left click no handler has taken: one the page may follow itself. A click with a modifier
 * (a new tab or window, a download) or another button is the browser's to handle.
 */
export function isPlainClick(
  event: Pick<MouseEvent, "defaultPrevented" | "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey">,
): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}
