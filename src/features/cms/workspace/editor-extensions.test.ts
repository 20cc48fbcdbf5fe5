/**
 * The editor opens stored articles as they are: what the seeded bodies hold
 * (headings, lists, emphasis, links, quotes and tables) survives a round trip
 * through TipTap, and what an article must not hold does not.
 */
import { Editor } from "@tiptap/core";
import { afterEach, describe, expect, it } from "vitest";
import { createHtmlSanitiser } from "~/lib/sanitise-html";
import { articleExtensions } from "./editor-extensions";

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

function roundTrip(html: string): string {
  editor = new Editor({ extensions: articleExtensions, content: html });
  return createHtmlSanitiser(window)(editor.getHTML());
}

describe("the article editor's schema", () => {
  it("keeps headings, lists, emphasis, links and quotes", () => {
    const html = roundTrip(
      '<h2>Deadlines</h2><h3>Accounts</h3><p>File <strong>9 months</strong> after the <em>year end</em>; see <a href="https://www.gov.uk/file-your-company-accounts-and-tax-return">GOV.UK</a> or <a href="/quote">get a quote</a>.</p>' +
        "<ul><li>One</li></ul><ol><li>Two</li></ol><blockquote><p>Plan ahead.</p></blockquote>",
    );
    expect(html).toContain("<h2>Deadlines</h2><h3>Accounts</h3>");
    expect(html).toContain("<strong>9 months</strong>");
    expect(html).toContain("<em>year end</em>");
    expect(html).toContain('<a href="https://www.gov.uk/file-your-company-accounts-and-tax-return">GOV.UK</a>');
    expect(html).toContain('<a href="/quote">get a quote</a>');
    expect(html).toMatch(/<ul><li><p>One<\/p><\/li><\/ul><ol><li><p>Two<\/p><\/li><\/ol>/);
    expect(html).toContain("<blockquote><p>Plan ahead.</p></blockquote>");
  });

  it("keeps a seeded table with its header row and cells", () => {
    const html = roundTrip(
      "<table><thead><tr><th>Profit</th><th>Rate</th></tr></thead><tbody><tr><td>Up to £50,000</td><td>19%</td></tr></tbody></table>",
    );
    expect(html).toMatch(/<table>.*<th[^>]*><p>Profit<\/p><\/th>.*<td[^>]*><p>Up to £50,000<\/p><\/td>.*<\/table>/);
    expect(html).not.toContain("style=");
  });

  it("drops what an article must not hold: scripts, styles, h1, code, javascript: links and link targets", () => {
    const html = roundTrip(
      '<h1>Title again</h1><p style="color:red" onclick="alert(1)">Text<script>alert(1)</script></p><pre><code>x = 1</code></pre>' +
        '<p><a href="javascript:alert(1)">bad</a> <a href="https://example.com" target="_blank">good</a></p><img src="https://example.com/x.png">',
    );
    expect(html).not.toMatch(/<h1|style=|onclick|<script|<pre|<code|javascript:|target=|<img/);
    expect(html).toContain("Title again");
    expect(html).toContain('<a href="https://example.com">good</a>');
  });
});
