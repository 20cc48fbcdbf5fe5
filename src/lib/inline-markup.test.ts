import { describe, expect, it } from "vitest";
import { parseInline, plainText } from "./inline-markup";

describe("parseInline", () => {
  it("splits text, bold and links in order", () => {
    expect(parseInline("Pay **£100** now, see [the rules](/terms#complaints).")).toEqual([
      { type: "text", text: "Pay " },
      { type: "strong", text: "£100" },
      { type: "text", text: " now, see " },
      { type: "link", text: "the rules", href: "/terms#complaints" },
      { type: "text", text: "." },
    ]);
  });

  it("leaves HTML as plain text", () => {
    expect(parseInline("<script>alert(1)</script>")).toEqual([{ type: "text", text: "<script>alert(1)</script>" }]);
  });

  it("strips markup for plain text", () => {
    expect(plainText("A **bold** [link](https://example.com)")).toBe("A bold link");
  });
});
