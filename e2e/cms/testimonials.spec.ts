/**
 * Testimonials with their evidence, on a phone, by tapping (issue 52): an admin with the second
 * factor retires a sample and adds a real testimonial with its evidence, which waits for a check
 * and is published once an admin has checked it; what a visitor's browser reads follows.
 */
import { expect, test } from "../support/test";
import { staffAreaTests, expectNoSidewaysScroll } from "../support/cms";
import { expectNoAxeViolations } from "../support/axe";
import { tapIntoStaffArea } from "../support/staff-session";
import { anonKey, apiUrl, createStaffUser } from "../support/backend";

staffAreaTests();

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** The authors a visitor's browser may read. */
const publicAuthors = async () =>
  (
    (await fetch(`${apiUrl}/rest/v1/testimonials?select=author`, { headers: { apikey: anonKey } }).then((response) =>
      response.json(),
    )) as { author: string }[]
  ).map((row) => row.author);

test("an admin retires a sample testimonial and publishes a checked one", async ({ page }) => {
  test.setTimeout(120_000);
  const admin = await createStaffUser("testimonials-admin");
  const author = `Ruth O. ${Date.now().toString(36)}`;
  await tapIntoStaffArea(page, "Testimonials", admin);

  // Retire the first sample, after confirming.
  const list = page.getByRole("list", { name: "Testimonials" });
  const sample = list.getByRole("listitem").filter({ hasText: "Sample: invented, retire before launch" }).first();
  const sampleAuthor = (await sample
    .getByRole("button", { name: /^Retire the testimonial from / })
    .getAttribute("aria-label"))!.replace("Retire the testimonial from ", "");
  expect(await publicAuthors()).toContain(sampleAuthor);
  await sample.getByRole("button", { name: `Retire the testimonial from ${sampleAuthor}` }).tap();
  await page.getByRole("dialog").getByRole("button", { name: "Retire" }).tap();
  await expect(page.getByText(`The testimonial from ${sampleAuthor} is retired`)).toBeVisible();
  expect(await publicAuthors()).not.toContain(sampleAuthor);

  // Add a real one with its evidence.
  const form = page.getByRole("region", { name: "Add a testimonial" });
  await form
    .getByLabel("The client's words")
    .fill("They answered every question within a day and saved us far more than their fee.");
  await form.getByLabel("Name as it may be shown").fill(author);
  await form.getByLabel("Who they are").fill("Owner, Orchard Bakery Ltd");
  await form.getByLabel("Date given").fill("2026-11-02");
  await form.getByLabel("How it reached us").selectOption("e-mail");
  await form.getByLabel(/The client agreed, in writing/).tap();
  await form.getByRole("button", { name: "Add the testimonial" }).tap();
  await expect(page.getByText("Testimonial added: an admin checks it before it is shown")).toBeVisible();
  const added = list.getByRole("listitem").filter({ hasText: author });
  await expect(added.getByText("Waiting for an admin to check it")).toBeVisible();
  expect(await publicAuthors()).not.toContain(author);

  await added.getByRole("button", { name: `Checked: the testimonial from ${author} is genuine` }).tap();
  await expect(added.getByText("On the site")).toBeVisible();
  expect(await publicAuthors()).toContain(author);
  await expectNoAxeViolations(page, "the testimonials");
  await expectNoSidewaysScroll(page, "the testimonials");
});
