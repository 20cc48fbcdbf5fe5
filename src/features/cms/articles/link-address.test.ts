import { describe, expect, it } from "vitest";
import { isAllowedLink, normaliseLink } from "./link-address";

describe("isAllowedLink", () => {
  it("accepts web addresses, site paths, anchors, e-mail and telephone links", () => {
    for (const address of [
      "https://www.gov.uk/vat-registration",
      "http://example.co.uk",
      "/quote",
      "#deadlines",
      "mailto:hello@example.co.uk",
      "tel:+44 20 7946 0000",
    ])
      expect(isAllowedLink(address), address).toBe(true);
  });

  it("refuses scripts, data, protocol-relative and other schemes, and blanks", () => {
    for (const address of [
      "javascript:alert(1)",
      " JavaScript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "//evil.example",
      "ftp://example.com",
      "vbscript:msgbox",
      "",
      "https://exa mple.com",
    ])
      expect(isAllowedLink(address), address).toBe(false);
  });
});

describe("normaliseLink", () => {
  it("adds https:// to a bare domain and keeps everything else", () => {
    expect(normaliseLink("www.gov.uk/vat")).toBe("https://www.gov.uk/vat");
    expect(normaliseLink(" /quote ")).toBe("/quote");
    expect(normaliseLink("mailto:a@b.co")).toBe("mailto:a@b.co");
  });
});
