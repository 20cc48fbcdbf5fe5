/**
 * Who sees what: a writer shown no one's data, and an admin inviting an editor who cannot manage the staff.
 */
import { type Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { staffAreaTests } from "../support/cms";
import { expectNoAxeViolations } from "../support/axe";
import { signInAsStaff } from "../support/staff-session";
import { anonKey, apiUrl, createStaffUser, staffToken, totpCode, waitForMail } from "../support/backend";

staffAreaTests();

test("a writer works on articles and is shown no one's data, on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsStaff(page, "writer", "writer");
  const nav = page.getByRole("navigation", { name: "Staff area" });
  await expect(nav.getByRole("link", { name: "Articles" })).toBeVisible();
  await expect(nav.getByRole("link", { name: /Leads/ })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Staff" })).toHaveCount(0);
  // A link to the leads, from an e-mail or a bookmark, shows why there is nothing.
  await page.goto("/knowledge/cms?view=leads");
  await expect(page.getByText("Writers write articles and see no one's data")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Quote requests" })).toHaveCount(0);
});

test("on a phone, New article stays where it is while the articles arrive, so a tap meant for it lands on it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The list held back, as on a slow connection, then let through.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/rest\/v1\/knowledge_articles\?select=id%2Ctitle%2C/, async (route) => {
    await held;
    await route.continue();
  });
  await signInAsStaff(page, "writer", "writer");
  const newArticle = page.getByRole("button", { name: "New article" });
  await expect(page.getByRole("status", { name: "Articles" })).toBeVisible();
  const whileLoading = await newArticle.boundingBox();
  release();
  await expect(page.getByText(/^\d+ articles?/)).toBeVisible();
  expect(await newArticle.boundingBox()).toEqual(whileLoading);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("an admin invites an editor by e-mail; the editor joins from the link and cannot manage the staff", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const admin = await createStaffUser("admin");
    const editorEmail = `new-editor-${Date.now()}@example.test`;
    const staffNav = (on: Page) => on.getByRole("navigation", { name: "Staff area" });

    await page.goto("/knowledge/cms");
    await page.getByLabel("E-mail address").fill(admin.email);
    await page.getByLabel("Password").fill(admin.password);
    await page.getByRole("button", { name: "Sign in" }).tap();
    await page.getByLabel("6-digit code").fill(totpCode(admin.totpSecret));
    await page.getByRole("button", { name: "Confirm" }).tap();
    await staffNav(page).getByRole("link", { name: "Staff" }).tap();
    await expect(page.getByRole("heading", { level: 2, name: "Staff" })).toBeVisible();
    const members = page.getByRole("list", { name: "Members of staff" });
    await expect(members.getByText(admin.email)).toBeVisible();
    // Nobody can remove themselves: the button is on everyone's card but their own.
    await expect(page.getByRole("button", { name: `Remove ${admin.email}` })).toHaveCount(0);

    const invite = page.getByRole("region", { name: "Invite a member of staff" });
    await invite.getByLabel("E-mail address").fill("not an address");
    await invite.getByRole("button", { name: "Send the invitation" }).tap();
    await expect(invite.getByText("Enter the e-mail address of the person you are inviting")).toBeVisible();
    await expect(invite.getByText("Enter their name, as clients and colleagues know them")).toBeVisible();
    await invite.getByLabel("Name").fill("Tomi Bello");
    await invite.getByLabel("E-mail address").fill(editorEmail);
    await expect(invite.getByLabel("Role")).toHaveValue("editor");
    await invite.getByRole("button", { name: "Send the invitation" }).tap();
    await expect(page.getByText(`Invitation sent to ${editorEmail}`)).toBeVisible();
    await expect(page.getByRole("combobox", { name: `Role of ${editorEmail}` })).toHaveValue("editor");
    // Named as they were invited; the name can be corrected here.
    await expect(page.getByRole("textbox", { name: `Name of ${editorEmail}` })).toHaveValue("Tomi Bello");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page, "the staff, on a phone");

    // The newcomer, on their own phone, follows the link in the e-mail.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const newcomer = await phone.newPage();
    const message = await waitForMail(editorEmail, 15_000, "You have been invited");
    const link = /(https?:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(message.text)![1]!;
    await newcomer.goto(link);
    await expect(newcomer.getByRole("heading", { level: 2, name: "Welcome: choose your password" })).toBeVisible();
    expect(newcomer.url()).not.toContain("access_token");
    await expectNoAxeViolations(newcomer, "choosing a first password");
    await newcomer.getByLabel("New password", { exact: true }).fill("the-editors-own-password");
    await newcomer.getByLabel("The new password again").fill("the-editors-own-password");
    await newcomer.getByRole("button", { name: "Save the new password" }).tap();
    await expect(newcomer.getByRole("heading", { level: 2, name: "Set up your second factor" })).toBeVisible();
    const key = (await newcomer.getByTestId("second-factor-key").textContent())!.replace(/\s+/g, "");
    await newcomer.getByLabel("6-digit code").fill(totpCode(key));
    await newcomer.getByRole("button", { name: "Confirm" }).tap();
    // The invitation's own address (not the staff area's bare one) opens on the articles.
    await expect(newcomer.getByRole("heading", { level: 2, name: "Articles" })).toBeVisible();

    // An editor: articles, categories and leads, but no staff tab, no erasure, and the backend agrees.
    await expect(staffNav(newcomer).getByRole("link", { name: "Leads" })).toBeVisible();
    await expect(staffNav(newcomer).getByRole("link", { name: "Staff" })).toHaveCount(0);
    // A new article is signed with the name they were invited under.
    await newcomer.getByRole("button", { name: "New article" }).tap();
    await expect(newcomer.getByLabel("Author name")).toHaveValue("Tomi Bello");
    await newcomer.goto("/knowledge/cms?view=staff");
    await expect(newcomer.getByText("Only an admin can manage the staff.", { exact: false })).toBeVisible();
    const editorToken = await staffToken({ email: editorEmail, password: "the-editors-own-password", totpSecret: key });
    const refused = await fetch(`${apiUrl}/functions/v1/manage-staff`, {
      method: "POST",
      headers: { apikey: anonKey, Authorization: `Bearer ${editorToken}`, "Content-Type": "application/json" },
      body: JSON.stringify({ action: "invite", email: `by-an-editor-${Date.now()}@example.test`, role: "admin" }),
    });
    expect(refused.status).toBe(403);
    await phone.close();

    // The admin makes them an admin after all; then their phone is lost, and the admin resets its app.
    await page.getByRole("combobox", { name: `Role of ${editorEmail}` }).selectOption("admin");
    await expect(page.getByText(`${editorEmail} is now an admin`)).toBeVisible();
    await page.getByRole("button", { name: `Lost phone: reset the authenticator app of ${editorEmail}` }).tap();
    await page
      .getByRole("dialog", { name: `Reset the authenticator app of ${editorEmail}?` })
      .getByRole("button", { name: "Reset the app" })
      .tap();
    await expect(
      page.getByText(`${editorEmail} will set up a new authenticator app at their next sign-in`),
    ).toBeVisible();
    await expect(
      staffToken({ email: editorEmail, password: "the-editors-own-password", totpSecret: key }),
    ).rejects.toThrow();

    // Then they leave the firm: the admin removes them, and their account goes with them.
    await page.getByRole("button", { name: `Remove ${editorEmail}` }).tap();
    const dialog = page.getByRole("dialog", { name: `Remove ${editorEmail} from the staff?` });
    await expectNoAxeViolations(page, "removing a member of staff");
    await dialog.getByRole("button", { name: "Remove" }).tap();
    await expect(page.getByText(`${editorEmail} has been removed from the staff`)).toBeVisible();
    await expect(members.getByText(editorEmail)).toHaveCount(0);
    await expect(
      staffToken({ email: editorEmail, password: "the-editors-own-password", totpSecret: key }),
    ).rejects.toThrow();
  });
});
