// @vitest-environment node
import { text } from "node:stream/consumers";
import { prerenderToNodeStream } from "react-dom/static";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import PlaybookPage from "./playbook-page";

/** The page as the build writes it: everything, including the lazily loaded sign-up card, is in the HTML. */
async function prerendered(): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <MemoryRouter initialEntries={["/knowledge/influencer-tax-playbook"]}>
      <PlaybookPage />
    </MemoryRouter>,
    // As src/entry-server.tsx renders: one complete document.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  return await text(prelude);
}

describe("the prerendered playbook page", () => {
  it("carries the hero, the form, both lists, the second call to action and the credit line", async () => {
    const html = await prerendered();
    expect(html).toMatch(/<h1[^>]*>The Influencer&#x27;s Tax Playbook<\/h1>/);
    expect(html).toContain("I agree to receive occasional tax tips and updates via email");
    expect(html).toContain("Treating gifted products as free");
    expect(html).toContain("Never miss a deadline");
    expect(html).toContain("Get your free copy of the playbook");
    expect(html).toMatch(/chartered accountants at Elmstead Partners/);
    // The card is inline, not a placeholder swapped by a script.
    expect(html).not.toContain("animate-pulse");
    expect(html).not.toContain("<template");
  });

  it("starts with the consent box unticked, and a button that cannot submit natively, though it does not look unavailable (the page loader holds a press for the scripts)", async () => {
    const html = await prerendered();
    const checkbox = /<input[^>]*type="checkbox"[^>]*>/.exec(html)?.[0] ?? "";
    expect(checkbox).toContain('name="agreeToTerms"');
    expect(checkbox).not.toContain("checked");
    // A plain HTML submit would put the visitor's details in the URL.
    const button = /<button([^>]*)>Get the free eBook<\/button>/.exec(html)?.[1] ?? "";
    expect(button).toContain('type="button"');
    expect(button).not.toContain('aria-disabled="');
  });
});
