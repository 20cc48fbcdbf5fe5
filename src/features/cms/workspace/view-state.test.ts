import { describe, expect, it } from "vitest";
import { type View, viewFrom, viewSearch } from "./view-state";

const views: View[] = [
  { name: "articles" },
  { name: "editor", id: null },
  { name: "editor", id: "2ffe020e-fda4-57da-a961-d148bc585736" },
  { name: "categories" },
  { name: "leads" },
  { name: "staff" },
  { name: "firm" },
  { name: "prices" },
  { name: "testimonials" },
  { name: "people" },
  { name: "launch" },
  { name: "password" },
];

describe("the staff area's address", () => {
  it.each(views)("names the view it opens: %o", (view) => {
    expect(viewFrom(new URLSearchParams(viewSearch(view)))).toEqual(view);
  });

  it("opens the articles for a view it does not know", () => {
    expect(viewFrom(new URLSearchParams("?view=nonsense"))).toEqual({ name: "articles" });
  });
});
