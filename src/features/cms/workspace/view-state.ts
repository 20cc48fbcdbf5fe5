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
  | { name: "people" }
  | { name: "launch" }
  | { name: "password" };

export const NEW_ARTICLE = "new";

/** The views an address names as ?view=<name>. */
const NAMED_VIEWS = [
  "categories",
  "leads",
  "staff",
  "firm",
  "prices",
  "testimonials",
  "people",
  "launch",
  "password",
] as const satisfies readonly Exclude<View["name"], "articles" | "editor">[];

export function viewFrom(params: URLSearchParams): View {
  const edit = params.get("edit");
  if (edit) return { name: "editor", id: edit === NEW_ARTICLE ? null : edit };
  const view = params.get("view");
  const named = NAMED_VIEWS.find((name) => name === view);
  return named ? { name: named } : { name: "articles" };
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

/** The views of the firm's content, reached through the Site content tab (decision 021). */
export const CONTENT_VIEWS = ["launch", "firm", "people", "prices", "testimonials"] as const;

export const isContentView = (name: View["name"]): name is (typeof CONTENT_VIEWS)[number] =>
  (CONTENT_VIEWS as readonly string[]).includes(name);
