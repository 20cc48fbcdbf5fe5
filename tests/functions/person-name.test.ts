/**
 * What a person's name may hold (kernel/schemas/person-name.ts): every real name, and nothing a mail client could
 * make a link of when the firm's e-mail greets the person by it. linkifyjs, the link finder the staff editor
 * already uses, stands in for a mail client's: no name the rule accepts gives it a link, in a greeting or alone.
 */
import { find } from "linkifyjs";
import { describe, expect, it } from "vitest";
import { personName } from "#kernel/schemas/person-name.ts";

const name = personName("Name", "Name is required");
const problem = (value: string) => name.safeParse(value).error?.issues[0]?.message ?? null;

const realNames = [
  "O'Brien",
  "D’Arcy",
  "Nguyễn Thị",
  "Nguye\u0302\u0303n Thi\u0323", // the same, its accents typed as combining marks
  "Jean-Luc St. John",
  "Mary-Kate O'Neil-Smith",
  "孫",
  "Cher",
  "José María",
  "Ólafur",
  "Zoë",
  "J.R.R. Tolkien",
  "J. R. R. Tolkien",
  "J.-P. Sartre",
  "Martin Luther King Jr.",
  "Aoife Ní Bhriain",
  "Σωκράτης",
  "Владимир",
  "محمد",
  "Ngũgĩ wa Thiong'o",
];

const links = [
  "Claim at www.hmrc-refunds.example.com",
  "www.hmrc-refunds.example.com",
  "hmrc-refunds.example.com",
  "x.co",
  "Visit hmrc.gov",
  "a.b.co",
  "Claim at hmrc-refunds.example.com.",
];

/** No link to linkifyjs today, as no such top-level domain exists; but new ones are added, so the rule refuses them. */
const dotsBeforeLetters = ["St.John", "J.R.R.Tolkien", "Smith.Jones"];

const lookalikeDots = ["hmrc\u2024com", "hmrc\uff0ecom", "hmrc\u3002com", "hmrc\uff61com", "hmrc\ufe52com"];

describe("a person's name", () => {
  it.each(realNames)("accepts the real name %j, which no mail client links", (value) => {
    expect(problem(value)).toBeNull();
    expect(find(`Dear ${value},`)).toEqual([]);
    expect(find(value)).toEqual([]);
  });

  it.each(links)("refuses %j, in which a full stop is followed by a letter", (value) => {
    expect(find(value).length, "the case is a link to a mail client").toBeGreaterThan(0);
    expect(problem(value)).toBe("Name can have a full stop only at the end of a word, as in St. John");
  });

  it.each(dotsBeforeLetters)("refuses %j too, as a full stop is followed by a letter", (value) => {
    expect(problem(value)).toBe("Name can have a full stop only at the end of a word, as in St. John");
  });

  it.each([...lookalikeDots, "https://evil.example", "mailto:a", "refunds@evil", "call 0800"])(
    "refuses %j, which holds what is not a letter, a space, an apostrophe, a hyphen or a full stop",
    (value) => {
      expect(problem(value)).toBe("Name can contain only letters, spaces, apostrophes, hyphens and full stops");
    },
  );
});
