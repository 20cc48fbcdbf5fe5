/**
 * `npm run launch:check` on the project's own sources, against a small built site of its own:
 * every kind of sample value is found, in the file it is written in, on the pages that show it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firm } from "@shared/firm.ts";
import { allTestimonials } from "~/content/shared/about-testimonials";
import { accountingTeam, legalTeam } from "~/content/shared/about-people";
import { describeSampleData, findSampleData, probes, sampleAddressesInSettings } from "./sample-data.mjs";

const root = new URL("../..", import.meta.url).pathname.replace(/\/$/, "");
const [firstTestimonial] = allTestimonials;
/** The item holding this value (the check loads its own copy of each module, so compared by value). */
const itemOf = (value: unknown) => found.items.find((item) => JSON.stringify(item.value) === JSON.stringify(value));
const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

let site: string;
let found: Awaited<ReturnType<typeof findSampleData>>;

beforeAll(async () => {
  site = mkdtempSync(join(tmpdir(), "launch-check-"));
  mkdirSync(join(site, "about/team"), { recursive: true });
  writeFileSync(
    join(site, "index.html"),
    `<main><blockquote><p>${escapeHtml(firstTestimonial!.text)}</p></blockquote></main><footer><a href="tel:${firm.phone.e164}">${firm.phone.display}</a></footer>`,
  );
  writeFileSync(
    join(site, "about/team/index.html"),
    `<main><h3>${accountingTeam[0]!.name}</h3></main><footer>${firm.phone.display}</footer>`,
  );
  found = await findSampleData({ root, clientDir: site });
}, 60_000);

afterAll(() => rmSync(site, { recursive: true, force: true }));

describe("the launch check", () => {
  it("finds every kind of sample value, each in the file that writes it", () => {
    const count = (kind: string) => found.items.filter((item) => item.kind === kind).length;
    expect(count("testimonial")).toBe(allTestimonials.length + 1); // and the partnership page's
    expect(count("person")).toBe(accountingTeam.length + legalTeam.length);
    expect(count("success story")).toBeGreaterThanOrEqual(14);
    expect(count("marketing figure")).toBeGreaterThanOrEqual(8);
    expect(count("firm detail")).toBeGreaterThanOrEqual(20);

    const phone = itemOf(firm.phone);
    expect(phone?.file).toBe("supabase/functions/_shared/firm.ts");
    expect(phone?.line).toBeGreaterThan(1);
    expect(phone?.alsoIn).toEqual(["e-mails", "the eBook"]);
    const testimonial = itemOf(firstTestimonial);
    expect(testimonial?.file).toBe("src/content/shared/home-testimonials.ts");
  });

  it("says which built pages show each, reading the HTML as a visitor's browser would", () => {
    expect(found.pagesBuilt).toBe(2);
    expect(itemOf(firm.phone)?.pages.sort()).toEqual(["/", "/about/team"]);
    expect(itemOf(firstTestimonial)?.pages).toEqual(["/"]);
    expect(itemOf(accountingTeam[0])?.pages).toEqual(["/about/team"]);
    expect(itemOf(accountingTeam[1])?.pages).toEqual([]);
  });

  it("matches objects by their specific texts only, not by words any page might use", () => {
    expect(probes({ street: "2 Tenter Ground", locality: "London", postcode: "E1 7NH", country: "GB" })).toEqual([
      "2 Tenter Ground",
    ]);
    expect(
      probes([
        { value: "£4.6M+", label: "R&D credits claimed" },
        { value: "6–8 weeks", label: "Typical" },
      ]),
    ).toEqual(["£4.6M+", "R&D credits claimed"]);
    expect(probes("812455")).toEqual(["812455"]);
  });

  it("lists them by kind with where each shows, and says when none remains", () => {
    const listing = describeSampleData(found);
    expect(listing).toMatch(/^Sample data still on the site: \d+ items\./);
    expect(listing).toContain(`"${firm.phone.display}"  supabase/functions/_shared/firm.ts:`);
    expect(listing).toContain("shows on: every page (2)");
    expect(listing).toMatch(
      /By kind: firm detail \d+, person \d+, testimonial \d+, success story \d+, marketing figure \d+\./,
    );
    expect(describeSampleData({ items: [], settings: [], pagesBuilt: 59 })).toBe(
      "No sample data remains: the site is ready to launch.",
    );
  });

  it("finds sample addresses in the production settings", () => {
    const project = mkdtempSync(join(tmpdir(), "launch-settings-"));
    try {
      mkdirSync(join(project, "supabase/functions"), { recursive: true });
      writeFileSync(
        join(project, "supabase/functions/.env.production"),
        `MAIL_FROM="Firm <hello@${firm.email.split("@")[1]}>"\nMAIL_TO_STAFF=leads@firm.example.net\n`,
      );
      expect(sampleAddressesInSettings(project, found.items)).toEqual([
        `supabase/functions/.env.production: MAIL_FROM uses the sample domain ${firm.email.split("@")[1]}`,
      ]);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });
});
