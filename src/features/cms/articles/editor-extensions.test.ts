// @vitest-environment jsdom
/**
 * The editor opens stored articles as they are: what the seeded bodies hold
 * (headings, lists, emphasis, links, quotes and tables) survives a round trip
 * through TipTap and the sanitiser. What the editor's own schema must keep out
 * is checked on its output before the sanitiser, which would otherwise hide a
 * gap in it.
 */
import { Editor } from "@tiptap/core";
import { afterEach, describe, expect, it } from "vitest";
import { createSaveSanitiser } from "~/lib/article-save-sanitiser";
import { articleExtensions } from "./editor-extensions";

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

/** The editor's own HTML for `html`, before any sanitising. */
function editorHtml(html: string): string {
  editor = new Editor({ extensions: articleExtensions, content: html });
  return editor.getHTML();
}

const roundTrip = (html: string): string => createSaveSanitiser(window)(editorHtml(html));

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

  it("drops what an article must not hold (scripts, styles, h1, code, images, links it cannot keep) by itself", () => {
    const html = editorHtml(
      '<h1>Title again</h1><p style="color:red" onclick="alert(1)">Text<script>alert(1)</script></p><pre><code>x = 1</code></pre>' +
        '<p><a href="javascript:alert(1)">bad</a> <a href="ftp://example.com/file">old</a> <a href="https://example.com">good</a></p><img src="https://example.com/x.png">',
    );
    expect(html).not.toMatch(/<h1|style=|onclick|<script|<pre|<code|javascript:|ftp:|<img/);
    expect(html).toContain("<p>Title again</p>");
    expect(html).toContain("<p>bad old <a");
    expect(html).toContain('href="https://example.com">good</a>');
  });

  it("gives a new link no target or rel: the article page decides which links open a new tab", () => {
    editorHtml("<p>GOV.UK</p>");
    editor!.chain().selectAll().setLink({ href: "https://www.gov.uk" }).run();
    expect(editor!.getHTML()).toBe('<p><a href="https://www.gov.uk">GOV.UK</a></p>');
  });

  it("stores no target from a pasted or stored link once sanitised", () => {
    const html = roundTrip('<p><a href="https://example.com" target="_blank" rel="opener">good</a></p>');
    expect(html).toBe('<p><a href="https://example.com">good</a></p>');
  });
});
