/**
 * `npm run launch:check` on the project's own sources, against a small built site of its own:
 * every kind of sample value is found, in the file it is written in, on the pages that show it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firm, sraStatement } from "#kernel/firm.ts";
import { FIRM_DETAIL_FIELDS, sampleFirmDetails } from "#kernel/firm-details.ts";
import { sraDigitalBadge } from "~/content/shared/launch-requirements";
import {
  describeSampleData,
  FIRM_DETAILS_EDIT_AT,
  findSampleData,
  probes,
  priceListItems,
  PEOPLE_EDIT_AT,
  PRICES_EDIT_AT,
  TESTIMONIALS_EDIT_AT,
  sampleAddressesInSettings,
} from "./sample-data.mjs";

const root = new URL("../..", import.meta.url).pathname.replace(/\/$/, "");
/** The samples a new project's backend publishes, one of them already retired (so not among them). */
const testimonialRows = [
  {
    id: "11111111-1111-4111-8111-111111111111",
    text: "They moved our bookkeeping, payroll and VAT onto one system and showed us where the money was going.",
    author: "Kwame A.",
    about: "Managing Director, Brightwell Logistics Ltd",
    given_on: null,
    source: "sample",
    source_url: null,
    incentive: null,
    on_home_page: true,
    position: 1,
  },
  {
    id: "22222222-2222-4222-8222-222222222222",
    text: "Our accountant answered every question within a day and saved us far more than the fee.",
    author: "Ruth O.",
    about: "Owner, Orchard Bakery Ltd",
    given_on: "2026-11-02",
    source: "e-mail",
    source_url: null,
    incentive: null,
    on_home_page: false,
    position: 2,
  },
];
const [firstTestimonial] = testimonialRows;
/** The people a new project's backend shows: two samples, one of them confirmed as written. */
const person = (name: string, role: string, confirmed_at: string | null) => ({
  id: crypto.randomUUID(),
  name,
  role,
  team: "accounting" as const,
  qualifications: "",
  regulator: "",
  bio: "A sample bio of two sentences. It is invented.",
  photo_path: null,
  photo_alt: null,
  position: 1,
  sample: true,
  confirmed_at,
});
const peopleRows = [
  person("Adaeze Okonkwo", "Founding Partner", null),
  person("Rajesh Mehta", "Tax Partner", null),
  person("Chloe Bennett", "Client Accountant", "2026-12-07T10:00:00Z"),
];
/** The item holding this value (the check loads its own copy of each module, so compared by value). */
const itemOf = (value: unknown) => found.items.find((item) => JSON.stringify(item.value) === JSON.stringify(value));
const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

let site: string;
let found: Awaited<ReturnType<typeof findSampleData>>;
/** The price table as a new project's backend holds it: two bands of the sample prices. */
const band = (range: string, start_amount: number, prices: [number, number, number] | null) =>
  (["Awareness", "Insights", "Foresight"] as const).map((package_type, index) => ({
    package_type,
    monthly_price: prices ? prices[index]! : null,
    confirmed_at: null,
    revenue_ranges: { range, start_amount },
  }));
const priceRows = [...band("Under £50,000", 0, [97, 197, 307]), ...band("Over £2 million", 2_000_000, null)];
/** The firm's details as a new project's backend holds them, one of them confirmed as written. */
const firmDetailRows = FIRM_DETAIL_FIELDS.map((field) => ({
  key: field.key,
  kind: field.kind,
  value: sampleFirmDetails[field.key],
  confirmed_at: field.key === "registeredIn" ? "2026-12-07T10:00:00Z" : null,
}));

beforeAll(async () => {
  site = mkdtempSync(join(tmpdir(), "launch-check-"));
  mkdirSync(join(site, "about/team"), { recursive: true });
  writeFileSync(
    join(site, "index.html"),
    `<main><blockquote><p>${escapeHtml(firstTestimonial!.text)}</p></blockquote></main><footer><a href="tel:${firm.phone.e164}">${firm.phone.display}</a></footer>`,
  );
  writeFileSync(
    join(site, "about/team/index.html"),
    `<main><h3>${peopleRows[0]!.name}</h3></main><footer>${firm.phone.display}</footer>`,
  );
  found = await findSampleData({ root, clientDir: site, firmDetailRows, priceRows, testimonialRows, peopleRows });
}, 60_000);

afterAll(() => rmSync(site, { recursive: true, force: true }));

describe("the launch check", () => {
  it("finds every kind of sample value, each in the file that writes it", () => {
    const count = (kind: string) => found.items.filter((item) => item.kind === kind).length;
    // The backend's sample (not its real, checked one), and the partnership page's.
    expect(count("testimonial")).toBe(2);
    // The samples nobody has confirmed, each where it is edited.
    expect(found.items.filter((item) => item.kind === "person").map((item) => [item.label, item.editAt])).toEqual([
      ["Adaeze Okonkwo, Founding Partner", PEOPLE_EDIT_AT],
      ["Rajesh Mehta, Tax Partner", PEOPLE_EDIT_AT],
    ]);
    expect(count("success story")).toBeGreaterThanOrEqual(14);
    expect(count("marketing figure")).toBeGreaterThanOrEqual(8);
    const fromBackend = found.items.filter(
      (item) => item.editAt === FIRM_DETAILS_EDIT_AT && item.kind === "firm detail",
    );
    expect(fromBackend).toHaveLength(FIRM_DETAIL_FIELDS.filter((field) => field.kind === "firm detail").length - 1);
    expect(count("regulation")).toBeGreaterThanOrEqual(8);
    expect(count("price")).toBeGreaterThanOrEqual(3);
    expect(count("service promise")).toBe(1);
    expect(count("track record")).toBeGreaterThanOrEqual(5);

    const phone = itemOf(firm.phone.display);
    expect(phone?.editAt).toBe(FIRM_DETAILS_EDIT_AT);
    expect(phone?.alsoIn).toEqual(["e-mails", "the eBook"]);
    // A detail confirmed as written is the firm's own, and off the list.
    expect(found.items.find((item) => item.label.startsWith("Registered in"))).toBeUndefined();
    const sampleTestimonial = found.items.find((item) => item.editAt === TESTIMONIALS_EDIT_AT);
    expect(sampleTestimonial?.label).toBe(firstTestimonial!.text.slice(0, 67) + "…");
  });

  it("says which built pages show each, reading the HTML as a visitor's browser would", () => {
    expect(found.pagesBuilt).toBe(2);
    expect(itemOf(firm.phone.display)?.pages.sort()).toEqual(["/", "/about/team"]);
    expect(found.items.find((item) => item.editAt === TESTIMONIALS_EDIT_AT)?.pages).toEqual(["/"]);
    const pagesOf = (name: string) => found.items.find((item) => item.label.startsWith(name))?.pages;
    expect(pagesOf("Adaeze Okonkwo")).toEqual(["/about/team"]);
    expect(pagesOf("Rajesh Mehta")).toEqual([]);
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

  it("lists the claims the firm must confirm: regulation, prices and promises, each where it is written", () => {
    expect(itemOf(sraStatement)?.kind).toBe("regulation");
    expect(itemOf(sraStatement)?.editAt).toBe(FIRM_DETAILS_EDIT_AT);
    expect(itemOf(sraStatement)?.alsoIn).toEqual(["e-mails", "the eBook"]);
    expect(itemOf(firm.replyWithin)?.kind).toBe("service promise");
    // What only the firm can supply is listed too, though no page shows it yet.
    expect(itemOf(sraDigitalBadge)).toMatchObject({
      kind: "regulation",
      file: "src/content/shared/launch-requirements.ts",
    });
    expect(
      found.items.find((item) => item.kind === "track record" && item.file.startsWith("scripts/ebook/")),
    ).toBeTruthy();

    const priceList = found.items.find((item) => item.editAt === PRICES_EDIT_AT);
    expect(priceList?.kind).toBe("price");
    expect(priceList?.label).toBe("The instant quote's 3 monthly prices by turnover band, £97 to £307");
    expect(priceList?.alsoIn).toEqual([
      "the instant quote's answer",
      "the quote e-mail",
      'the audience pages\' "from" prices',
    ]);
  });

  it("stops listing the price list once every price is changed or confirmed", () => {
    expect(priceListItems(priceRows)).toHaveLength(1);
    expect(priceListItems(priceRows.map((row) => ({ ...row, confirmed_at: "2026-12-07T10:00:00Z" })))).toEqual([]);
  });

  it("lists them by kind with where each shows, and says when none remains", () => {
    const listing = describeSampleData(found);
    expect(listing).toMatch(/^Sample data and claims the firm must confirm: \d+ items\./);
    expect(listing).toContain("Regulation and memberships: which body regulates what, in that body's wording (");
    expect(listing).toContain("Prices and commercial terms (");
    expect(listing).toContain("Service promises (1)");
    expect(listing).toContain(`"Phone: ${firm.phone.display}"  edit in ${FIRM_DETAILS_EDIT_AT}`);
    expect(listing).toContain("shows on: every page (2)");
    expect(listing).toMatch(
      /By kind: firm detail \d+, person \d+, regulation \d+, price \d+, service promise 1, track record \d+, testimonial \d+, success story \d+, marketing figure \d+\./,
    );
    expect(describeSampleData({ items: [], settings: [], pagesBuilt: 59 })).toBe(
      "No sample data or unconfirmed claim remains: the site is ready to launch.",
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
