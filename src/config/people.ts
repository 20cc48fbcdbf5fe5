/**
 * The people the firm shows (public.people, decision 021), in its order, as the backend held them
 * when the site was built; none without a backend. A bio may name the firm's details as {tokens}.
 */
export type ShownPerson = NonNullable<typeof __PEOPLE__>[number];

export const SHOWN_PEOPLE: readonly ShownPerson[] = typeof __PEOPLE__ === "undefined" ? [] : __PEOPLE__;

/** The public bucket the people's photos are in (migration 20261207200600_people.sql). */
export const PEOPLE_PHOTOS_BUCKET = "people-photos";
