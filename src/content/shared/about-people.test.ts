/**
 * The firm's people as the pages show them, from those the backend shows: Meet the Team by team,
 * each with qualifications and regulator, a photo with its description or initials, and a bio that
 * names the firm's details as they are; the legal services page names every lawyer.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ShownPerson } from "~/config/people";
import type { ProseSection, TeamSection } from "~/components/sections/types";

const person = (overrides: Partial<ShownPerson>): ShownPerson => ({
  id: crypto.randomUUID(),
  name: "Adaeze Okonkwo",
  role: "Founding Partner",
  team: "accounting",
  qualifications: "FCA",
  regulator: "ICAEW",
  bio: "Adaeze founded {name} in {foundedYear}. She advises owner-managed companies.",
  photo_url: null,
  photo_alt: null,
  position: 1,
  ...overrides,
});

async function pagesWith(people: ShownPerson[]) {
  vi.resetModules();
  vi.stubGlobal("__PEOPLE__", people);
  const [team, legal] = await Promise.all([
    import("../pages/about/team"),
    import("../pages/legal/commercial-property"),
  ]);
  return { team: team.default, legal: legal.default };
}

afterEach(() => vi.unstubAllGlobals());

describe("the firm's people", () => {
  it("are shown by team, with credentials, the firm's details filled in, and a photo only with its description", async () => {
    const { team } = await pagesWith([
      person({}),
      person({
        name: "Yasmin Rahman",
        role: "Partner, Commercial Property (Solicitor)",
        team: "legal",
        qualifications: "",
        regulator: "SRA",
        bio: "Yasmin qualified as a solicitor in 2012. She supervises our conveyancing.",
        photo_url: "https://example.supabase.co/storage/v1/object/public/people-photos/a.webp",
        photo_alt: "Yasmin Rahman smiling in the office",
      }),
    ]);
    const section = team.sections.find((candidate): candidate is TeamSection => candidate.type === "team")!;
    expect(section.groups.map((group) => group.heading)).toEqual(["Accounting team", "Legal team"]);
    const [adaeze] = section.groups[0]!.members;
    expect(adaeze).toEqual({
      name: "Adaeze Okonkwo",
      role: "Founding Partner",
      bio: "Adaeze founded Elmstead Partners in 2016. She advises owner-managed companies.",
      credentials: "FCA · regulated by ICAEW",
    });
    expect(section.groups[1]!.members[0]).toMatchObject({
      credentials: "Regulated by SRA",
      photo: {
        src: "https://example.supabase.co/storage/v1/object/public/people-photos/a.webp",
        alt: "Yasmin Rahman smiling in the office",
      },
    });
  });

  it("name every lawyer on the legal services page, or say who will be named", async () => {
    const prose = (page: Awaited<ReturnType<typeof pagesWith>>["legal"]) =>
      JSON.stringify(page.sections.filter((section): section is ProseSection => section.type === "prose"));
    const { legal } = await pagesWith([
      person({
        name: "Yasmin Rahman",
        role: "Partner",
        team: "legal",
        bio: "Yasmin qualified in 2012. She supervises.",
      }),
      person({ name: "Callum Fraser", role: "Paralegal", team: "legal", qualifications: "LLB", regulator: "" }),
    ]);
    expect(prose(legal)).toContain("Yasmin Rahman (Partner; FCA · regulated by ICAEW). Yasmin qualified in 2012.");
    expect(prose(legal)).toContain("Callum Fraser (Paralegal; LLB).");
    const { legal: none } = await pagesWith([person({})]);
    expect(prose(none)).toContain("Ask us who will do and supervise your matter");
  });
});
