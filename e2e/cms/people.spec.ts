/**
 * The firm's people, on a phone, by tapping (issue 52): an admin with the second factor changes a
 * team member's bio and photo (the photo made a small WebP in the browser, and not saved without its
 * description); what a visitor's browser reads follows, and the photo is served from Storage.
 */
import { expect, test } from "../support/test";
import { PNG, staffAreaTests, expectNoSidewaysScroll } from "../support/cms";
import { expectNoAxeViolations } from "../support/axe";
import { tapIntoStaffArea } from "../support/staff-session";
import { anonKey, apiUrl, createStaffUser } from "../support/backend";

staffAreaTests();

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test("an admin changes a team member's bio and photo", async ({ page }) => {
  test.setTimeout(120_000);
  const admin = await createStaffUser("people-admin");
  const bio = `Adaeze leads our work for first-time founders. She chairs our monthly clinic, ${Date.now().toString(36)}.`;
  await tapIntoStaffArea(page, "People", admin);

  const list = page.getByRole("list", { name: "The firm's people" });
  const card = list.getByRole("listitem").filter({ hasText: "Adaeze Okonkwo" });
  await card.getByRole("button", { name: "Edit Adaeze Okonkwo" }).tap();
  await card.getByLabel("Bio").fill(bio);
  await card.getByLabel(/^Photo/).setInputFiles({ name: "adaeze.png", mimeType: "image/png", buffer: PNG });
  await expect(card.getByRole("img", { name: "Photo of Adaeze Okonkwo" })).toBeVisible();
  const save = card.getByRole("button", { name: "Save Adaeze Okonkwo" });
  await save.tap();
  await expect(card.getByText("Describe the photo for those who cannot see it, in 5 to 200 characters.")).toBeVisible();
  await card.getByLabel("What the photo shows").fill("Adaeze Okonkwo smiling at her desk");
  await save.tap();
  await expect(page.getByText("Saved: Adaeze Okonkwo. The site is being updated")).toBeVisible();
  await expect(card.getByRole("img", { name: "Adaeze Okonkwo smiling at her desk" })).toBeVisible();
  await expectNoAxeViolations(page, "the firm's people");
  await expectNoSidewaysScroll(page, "the firm's people");

  // What a visitor's browser reads, and the photo itself, a small WebP from Storage.
  const [row] = (await fetch(
    `${apiUrl}/rest/v1/people?name=eq.Adaeze%20Okonkwo&select=bio,photo_path,photo_alt,confirmed_at`,
    { headers: { apikey: anonKey } },
  ).then((response) => response.json())) as {
    bio: string;
    photo_path: string;
    photo_alt: string;
    confirmed_at: string;
  }[];
  expect(row).toMatchObject({ bio, photo_alt: "Adaeze Okonkwo smiling at her desk", confirmed_at: expect.any(String) });
  const photo = await fetch(`${apiUrl}/storage/v1/object/public/people-photos/${row!.photo_path}`);
  expect(photo.status).toBe(200);
  expect(photo.headers.get("content-type")).toBe("image/webp");
});
