import { describe, expect, it } from "vitest";
import { countWords, htmlToText, readTimeMinutes } from "./read-time";

const words = (n: number) => Array.from({ length: n }, (_, index) => `word${index}`).join(" ");

describe("readTimeMinutes", () => {
  it("is one minute for an empty or short body", () => {
    expect(readTimeMinutes("")).toBe(1);
    expect(readTimeMinutes("<p></p>")).toBe(1);
    expect(readTimeMinutes(`<p>${words(200)}</p>`)).toBe(1);
  });

  it("rounds up at 200 words a minute", () => {
    expect(readTimeMinutes(`<p>${words(201)}</p>`)).toBe(2);
    expect(readTimeMinutes(`<p>${words(1000)}</p>`)).toBe(5);
    expect(readTimeMinutes(`<h2>${words(150)}</h2><ul><li>${words(150)}</li></ul><p>${words(300)}</p>`)).toBe(3);
  });

  it("counts only the words a reader sees, not tags, attributes or entities", () => {
    const html = '<p><a href="https://www.gov.uk/vat-registration-threshold-and-more-words">VAT</a>&nbsp;&amp;</p>';
    expect(countWords(htmlToText(html))).toBe(1);
    expect(htmlToText("<p>One</p><p>two</p><script>var a = 1</script>")).toBe("One two");
    expect(htmlToText("<style>p { color: red }</style><p>It&apos;s&#39;</p>")).toBe("It s");
  });

  it("counts figures such as £90,000 and 2026/27 as words", () => {
    expect(countWords("The threshold is £90,000 in 2026/27.")).toBe(6);
  });
});
