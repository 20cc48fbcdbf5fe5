/**
 * Which part of the staff area is open, kept in the address's query string
 * (?view=categories, ?edit=<article id>), so Back and Forward work and a view
 * can be bookmarked or shared with a colleague.
 */
import { useCallback } from "react";
import { useSearchParams } from "react-router";

export type View =
  | { name: "articles" }
  | { name: "editor"; id: string | null }
  | { name: "categories" }
  | { name: "leads" }
  | { name: "staff" }
  | { name: "firm" }
  | { name: "prices" }
  | { name: "testimonials" }
  | { name: "password" };

export const NEW_ARTICLE = "new";

export function viewFrom(params: URLSearchParams): View {
  const edit = params.get("edit");
  if (edit) return { name: "editor", id: edit === NEW_ARTICLE ? null : edit };
  const view = params.get("view");
  if (
    view === "categories" ||
    view === "leads" ||
    view === "staff" ||
    view === "firm" ||
    view === "prices" ||
    view === "password"
  )
    return { name: view };
  return { name: "articles" };
}

export function viewSearch(view: View): string {
  switch (view.name) {
    case "articles":
      return "";
    case "editor":
      return `?edit=${encodeURIComponent(view.id ?? NEW_ARTICLE)}`;
    default:
      return `?view=${view.name}`;
  }
}

export function useView(): [View, (next: View, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const go = useCallback(
    (next: View, options?: { replace?: boolean }) =>
      setParams(new URLSearchParams(viewSearch(next)), { replace: options?.replace }),
    [setParams],
  );
  return [viewFrom(params), go];
}
