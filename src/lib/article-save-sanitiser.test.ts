// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { createSaveSanitiser } from "./article-save-sanitiser";

const sanitise = createSaveSanitiser(window);

describe("createSaveSanitiser", () => {
  it("keeps the markup an article body uses", () => {
    const body =
      "<h2>Deadlines</h2><p>Pay by <strong>31 January</strong>, <em>not</em> later.</p><ul><li>One</li></ul><ol><li>Two</li></ol>" +
      "<blockquote><p>Quote</p></blockquote><table><tbody><tr><th>Band</th><td>Rate</td></tr></tbody></table>" +
      '<p><a href="https://www.gov.uk/">GOV.UK</a> <a href="/quote">a quote</a> <a href="mailto:hello@example.co.uk">mail</a></p>';
    expect(sanitise(body)).toBe(body);
  });

  it("removes scripts, event handlers, dangerous URLs, styles, forms and frames", () => {
    const dirty =
      '<p onclick="alert(1)" style="color:red">Hi<script>alert(1)</script></p>' +
      '<a href="javascript:alert(1)">x</a><a href="//evil.example/">y</a><img src="data:image/png;base64,AAAA" alt="">' +
      '<iframe src="https://evil.example"></iframe><form action="/x"><input name="a"></form><style>p{}</style>' +
      '<svg><script>alert(1)</script></svg><a href="https://example.com" target="_blank">z</a>';
    const clean = sanitise(dirty);
    expect(clean).not.toMatch(/script|onclick|style|javascript:|evil\.example|data:|iframe|form|input|target/i);
    expect(clean).toContain("<p>Hi</p>");
    expect(clean).toContain('<a href="https://example.com">z</a>');
  });
});
