/**
 * The firm's people as the pages show them (src/config/people.ts, decision 021): Meet the Team lists
 * every one the firm shows, by team; the legal services page names its lawyers, who do and
 * supervise the work (the SRA's transparency rules ask for their experience and qualifications).
 */
import type { TeamMember } from "~/components/sections/types";
import { fillStatement } from "#kernel/firm-detail-values.ts";
import { firmDetails } from "~/config/firm";
import { SHOWN_PEOPLE, type ShownPerson } from "~/config/people";

/** A person as the team section shows them, their credentials always worked out (empty if none). */
export type Person = TeamMember & { credentials: string };

function credentials(person: ShownPerson): string {
  const qualifications = person.qualifications.trim();
  const regulator = person.regulator.trim();
  if (qualifications && regulator) return `${qualifications} · regulated by ${regulator}`;
  return qualifications || (regulator ? `Regulated by ${regulator}` : "");
}

const asPerson = (person: ShownPerson): Person => ({
  name: person.name,
  role: person.role,
  bio: fillStatement(person.bio, firmDetails),
  credentials: credentials(person),
  ...(person.photo_url && person.photo_alt ? { photo: { src: person.photo_url, alt: person.photo_alt } } : {}),
});

export const accountingTeam: Person[] = SHOWN_PEOPLE.filter((person) => person.team === "accounting").map(asPerson);

export const legalTeam: Person[] = SHOWN_PEOPLE.filter((person) => person.team === "legal").map(asPerson);
