import { describe, expect, it } from "vitest";
import { inReadingOrder } from "./lookups";

const named = (...names: string[]) => names.map((name, index) => ({ id: index + 1, name }));

describe("the industry list", () => {
  it("reads alphabetically for people, as a database collating C would not give it, with Other last", () => {
    // The order a C-collated database returns: capitals before lower case, "Other" where it falls.
    const fromDatabase = named(
      "E-commerce and online retail",
      "IT, software and technology",
      "Influencers and content creators",
      "Other",
      "Property and landlords",
      "agriculture (lower case)",
    );
    expect(inReadingOrder(fromDatabase).map((industry) => industry.name)).toEqual([
      "agriculture (lower case)",
      "E-commerce and online retail",
      "Influencers and content creators",
      "IT, software and technology",
      "Property and landlords",
      "Other",
    ]);
  });

  it("leaves the list it was given untouched", () => {
    const fromDatabase = named("Retail", "Agriculture and farming");
    inReadingOrder(fromDatabase);
    expect(fromDatabase.map((industry) => industry.name)).toEqual(["Retail", "Agriculture and farming"]);
  });
});
