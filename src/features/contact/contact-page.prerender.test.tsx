// @vitest-environment node
import { text } from "node:stream/consumers";
import { prerenderToNodeStream } from "react-dom/static";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { firm } from "~/config/firm";
import ContactPage from "./contact-page";

/** The page as the build writes it: everything, including the lazily loaded form, is in the HTML. */
async function prerendered(): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <MemoryRouter initialEntries={["/contact"]}>
      <ContactPage />
    </MemoryRouter>,
    // As src/entry-server.tsx renders: one complete document.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  return await text(prelude);
}

describe("the prerendered contact page", () => {
  it("carries the heading, the form and the firm's details", async () => {
    const html = await prerendered();
    expect(html).toMatch(/<h1[^>]*>Talk to an accountant or solicitor<\/h1>/);
    expect(html).toContain("Send us a message");
    expect(html).toContain(`href="tel:${firm.phone.e164}"`);
    expect(html).toContain(`href="mailto:${firm.email}"`);
    expect(html).toContain(firm.openingHours);
    // The form is inline, not a placeholder swapped by a script.
    expect(html).not.toContain("animate-pulse");
    expect(html).not.toContain("<template");
  });

  it("starts with the call back unticked, and a button that cannot submit natively, though it does not look unavailable (the page loader holds a press for the scripts)", async () => {
    const html = await prerendered();
    const checkbox = /<input[^>]*type="checkbox"[^>]*>/.exec(html)?.[0] ?? "";
    expect(checkbox).toContain('name="callBack"');
    expect(checkbox).not.toContain("checked");
    // A plain HTML submit would put the visitor's details in the URL.
    const button = /<button([^>]*)>Send message<\/button>/.exec(html)?.[1] ?? "";
    expect(button).toContain('type="button"');
    expect(button).not.toContain('aria-disabled="');
  });
});
