/**
 * Writing the knowledge base: an article with an image published for visitors, unpublished and
 * deleted; categories; leaving unsaved changes; restoring a version; scheduling; two partners
 * editing at once; unsaved changes kept over a reload.
 */
import { expect, test } from "../support/test";
import { footer, listingRead, PNG, staffAreaTests, visitor } from "../support/cms";
import { expectNoAxeViolations } from "../support/axe";
import { iconsWithoutSymbol } from "../support/visitor";
import { giveCode, signIn, signInAsStaff } from "../support/staff-session";
import { anonKey, apiUrl, createStaffUser, staffToken } from "../support/backend";

staffAreaTests();

test("staff write an article with an image, publish it for visitors, unpublish it, delete it and sign out", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const title = `Payroll year-end checklist ${stamp}`;
  const slug = `payroll-year-end-checklist-${stamp}`;

  await signInAsStaff(page);
  // The footer follows the session: CMS and Sign Out instead of the portal's Sign In.
  await expect(footer(page).getByRole("link", { name: "CMS" })).toHaveAttribute("href", "/knowledge/cms");
  await expect(footer(page).getByRole("button", { name: "Sign Out" })).toBeVisible();
  await expect(page.getByText(/^\d+ articles, \d+ drafts?$/)).toBeVisible();
  await expect(page.getByRole("row", { name: /property income/i })).toContainText("Draft");
  await expectNoAxeViolations(page, "the CMS article list");

  // Search covers drafts and published articles alike.
  await page.getByLabel("Search articles").fill("property income");
  await expect(page.getByRole("row", { name: /property income/i })).toContainText("Draft");
  await expect(page.getByRole("row", { name: /Gift Aid for charities/ })).toHaveCount(0);
  await page.getByLabel("Search articles").fill("making tax digital");
  await expect(page.getByRole("row", { name: /Joining Making Tax Digital/ })).toContainText("Published");
  await expect(page.getByRole("row", { name: /Gift Aid for charities/ })).toHaveCount(0);
  await page.getByLabel("Search articles").fill("");

  await page.getByRole("button", { name: "New article" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "New article" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "New article" })).toBeFocused();

  // Saving an empty form names each problem.
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Enter a title of 3 to 200 characters.").first()).toBeVisible();
  await expect(page.getByText("Write the body of the article.").first()).toBeVisible();

  await page.getByLabel("Title", { exact: true }).fill(title);
  await expect(page.getByLabel("Address (slug)")).toHaveValue(slug);
  await page.getByLabel("Description").fill("What to check before the last payroll run of the tax year.");
  await page.getByLabel("Category").selectOption({ label: "Limited Companies" });
  await page.getByLabel("Tags").fill("Payroll, PAYE, Year end");
  await page.getByLabel("TL;DR").fill("Check your RTI submissions, P60s and the final FPS before 5 April.");
  await page.getByLabel("Author name").fill("Amara Okafor");
  await page.getByLabel("Header image").setInputFiles({ name: "payroll.png", mimeType: "image/png", buffer: PNG });
  const preview = page.getByRole("img", { name: "Header image" });
  await expect(preview).toHaveAttribute("src", /\/storage\/v1\/object\/public\/article-images\/headers\/[\w-]+\.png$/);
  const imageUrl = (await preview.getAttribute("src"))!;
  const image = await fetch(imageUrl);
  expect(image.headers.get("content-type")).toBe("image/png");

  const body = page.getByRole("textbox", { name: "Body" });
  await body.click();
  await page.getByRole("button", { name: "Heading 2" }).click();
  await page.keyboard.type("Before the final pay day");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Make sure every employee's tax code is current and the final FPS is marked as the last.");
  await page.keyboard.press("Enter");
  await page.keyboard.type('<img src=x onerror="window.__cmsXss=1">');
  await expect(page.getByText("Read time: 1 min, worked out from the body at 200 words a minute.")).toBeVisible();
  await expectNoAxeViolations(page, "the article editor");

  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Before the final pay day" })).toBeVisible();
  await expect(page.getByText("Check your RTI submissions, P60s and the final FPS before 5 April.")).toBeVisible();
  await page.getByRole("button", { name: "Back to editing" }).click();

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Article published")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Edit article" })).toBeVisible();
  await expect(page.getByText("Published", { exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as { __cmsXss?: number }).__cmsXss)).toBeUndefined();

  // A visitor sees it in the public listing and can open it.
  const reader = await visitor(browser);
  let listing = listingRead(reader);
  await reader.goto("/knowledge");
  await listing;
  await expect(reader.getByRole("link", { name: new RegExp(title) }).first()).toBeVisible();
  // Before the next build, the host answers its address with the not-found page, which finds the
  // article published since and shows it.
  await reader.goto(`/knowledge/article/${slug}`);
  await expect(reader.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(reader.getByText("Amara Okafor")).toBeVisible();
  await expect(reader.getByRole("heading", { name: "Before the final pay day" })).toBeVisible();
  // The typed markup is text, never an element.
  await expect(reader.getByText('<img src=x onerror="window.__cmsXss=1">')).toBeVisible();
  expect(await reader.evaluate(() => (window as { __cmsXss?: number }).__cmsXss)).toBeUndefined();

  // Unpublished, it is gone for visitors but still in the CMS as a draft.
  await page.getByRole("button", { name: "Unpublish" }).click();
  await expect(page.getByText("Article unpublished")).toBeVisible();
  listing = listingRead(reader);
  await reader.goto("/knowledge");
  await listing;
  await expect(
    reader.getByRole("region", { name: "Articles" }).getByRole("heading", { level: 3 }).first(),
  ).toBeVisible();
  await expect(reader.getByRole("link", { name: new RegExp(title) })).toHaveCount(0);
  // Its address answers 404 (the site has not been rebuilt here: the host has no page for it, and the
  // app finds no published article to show in its place).
  expect((await reader.goto(`/knowledge/article/${slug}`))?.status()).toBe(404);
  await expect(reader.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
  await reader.context().close();

  // A second article cannot take the same address.
  await page.getByRole("link", { name: "All articles" }).click();
  await expect(page.getByRole("row", { name: new RegExp(title) })).toContainText("Draft");
  await page.getByRole("button", { name: "New article" }).click();
  await page.getByLabel("Title", { exact: true }).fill(title);
  await body.click();
  await page.keyboard.type("A second try at the same title.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(
    page.getByText("Another article already uses this address. Choose a different slug.").first(),
  ).toBeVisible();
  await expect(page.getByLabel("Address (slug)")).toBeFocused();

  // Delete, with a confirmation dialog. The refused second article is left unsaved, which asks first.
  await page.getByRole("link", { name: "All articles" }).click();
  await page
    .getByRole("dialog", { name: "Leave without saving?" })
    .getByRole("button", { name: "Leave without saving" })
    .click();
  await page.getByRole("button", { name: `Delete “${title}”` }).click();
  const dialog = page.getByRole("dialog", { name: `Delete “${title}”?` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectNoAxeViolations(page, "the delete confirmation");
  await dialog.getByRole("button", { name: "Delete article" }).click();
  await expect(page.getByText("Article deleted")).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(title) })).toHaveCount(0);
  // The public site is asked to update: waiting for edits to pause, or (the tests' backend has no
  // host to call) failed, saying why.
  await expect(page.getByRole("region", { name: "Public site" })).toContainText(
    /Update waiting: \d+ changes? \(latest: .+\)\. The public site starts rebuilding at|The last update failed .*No build hook is set/,
  );
  // Its header image went with it.
  await expect.poll(async () => (await fetch(imageUrl)).status).toBe(400);

  // Sign out from the footer.
  await footer(page).getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByText("Successfully logged out")).toBeVisible();
  await expect(footer(page).getByRole("link", { name: /Sign In/ })).toBeVisible();
  await expect(footer(page).getByRole("link", { name: "CMS" })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 2, name: "Sign in" })).toBeVisible();
});

test("staff describe a category and move its chip up; visitors see both, and a name differing only in case is refused", async ({
  page,
  browser,
}) => {
  const name = `Charities ${Date.now().toString(36)}`;
  await signInAsStaff(page, "categories");
  await page.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: "Categories" }).click();
  const add = page.getByRole("form", { name: "Add a category" });
  await add.getByLabel("Category name").fill(name);
  await add.getByLabel("Description").fill("Gift Aid, trading subsidiaries and the returns a charity files.");
  await add.getByRole("button", { name: "Add category" }).click();
  await expect(page.getByRole("rowheader", { name: new RegExp(`^${name}`) })).toContainText("Gift Aid, trading");

  // The same name in other capitals is the same chip to a visitor.
  await add.getByLabel("Category name").fill(name.toUpperCase());
  await add.getByRole("button", { name: "Add category" }).click();
  await expect(add.getByText("A category with this name already exists", { exact: false })).toBeVisible();

  // New categories go last; one step up puts the chip before its neighbour.
  // As visitors read them (the public API), in the chips' order.
  const names = async () => {
    const response = await fetch(`${apiUrl}/rest/v1/knowledge_categories?select=name&order=sort_order.asc,name.asc`, {
      headers: { apikey: anonKey },
    });
    return ((await response.json()) as { name: string }[]).map((category) => category.name);
  };
  const before = await names();
  expect(before.at(-1)).toBe(name);
  const neighbour = before.at(-2)!;
  const rows = page.getByRole("rowheader");
  await page.getByRole("button", { name: `Move ${name} up` }).click();
  await expect(rows.nth(before.length - 2)).toContainText(name);
  expect((await names()).slice(-2)).toEqual([name, neighbour]);
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  await page.getByLabel(`Description of ${name}`).fill("Gift Aid, trading subsidiaries and the annual return.");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("rowheader", { name: new RegExp(`^${name}`) })).toContainText("the annual return");
  await expectNoAxeViolations(page, "the categories with an order column");

  const reader = await visitor(browser);
  await reader.goto("/knowledge");
  const chips = reader.getByRole("region", { name: "Browse by Category" }).getByRole("link");
  await expect(chips.filter({ hasText: name })).toBeVisible();
  // The build shipped the symbols of the categories it knew; the new chip's icon comes all the same.
  await expect.poll(() => iconsWithoutSymbol(reader), { message: "icons without a symbol" }).toEqual([]);
  const labels = await chips.allTextContents();
  const at = labels.findIndex((label) => label.startsWith(name));
  expect(labels[at + 1]).toContain(neighbour);
  await chips.filter({ hasText: name }).click();
  await expect(reader.getByText("Gift Aid, trading subsidiaries and the annual return.")).toBeVisible();
  await reader.context().close();

  // Deleted again, leaving the knowledge base as the other tests expect it (the sweep scans it).
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  await page.getByRole("button", { name: "Delete category" }).click();
  await expect(page.getByRole("rowheader", { name: new RegExp(`^${name}`) })).toHaveCount(0);
  expect(await names()).not.toContain(name);
});

test("leaving an article with unsaved changes asks first: the staff area's tabs, Sign out, Back and closing the page", async ({
  page,
}) => {
  await signInAsStaff(page, "unsaved");
  await page.getByRole("button", { name: "New article" }).click();
  await page.getByLabel("Title", { exact: true }).fill("Half-written guidance on MTD");
  const leave = page.getByRole("dialog", { name: "Leave without saving?" });

  // A tab of the staff area: staying keeps the text.
  await page
    .getByRole("navigation", { name: "Staff area" })
    .getByRole("link", { name: /^Leads/ })
    .click();
  await expect(leave).toBeVisible();
  await expectNoAxeViolations(page, "the leave-without-saving question");
  await leave.getByRole("button", { name: "Stay and keep editing" }).click();
  await expect(leave).toBeHidden();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Half-written guidance on MTD");

  // Sign out, from the footer: staying keeps the session and the text.
  await footer(page).getByRole("button", { name: "Sign Out" }).click();
  await expect(leave).toBeVisible();
  await leave.getByRole("button", { name: "Stay and keep editing" }).click();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Half-written guidance on MTD");

  // The browser's Back button: staying keeps the editor and the text; leaving goes back to the list.
  await page.goBack();
  await expect(leave).toBeVisible();
  await leave.getByRole("button", { name: "Stay and keep editing" }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/knowledge\/cms\?edit=new$/);
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Half-written guidance on MTD");
  await page.goBack();
  await leave.getByRole("button", { name: "Leave without saving" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Articles" })).toBeVisible();
  await expect(page).toHaveURL(/\/knowledge\/cms$/);

  // Closing the page: the browser asks.
  await page.getByRole("button", { name: "New article" }).click();
  await page.getByLabel("Title", { exact: true }).fill("Half-written guidance on MTD");
  const asked = new Promise<string>((resolve) =>
    page.once("dialog", (dialog) => {
      resolve(dialog.type());
      void dialog.accept();
    }),
  );
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe("beforeunload");
});

test("leaving an article with unsaved changes goes ahead once the person chooses to leave", async ({ page }) => {
  await signInAsStaff(page, "leaving");
  await page.getByRole("button", { name: "New article" }).click();
  await page.getByLabel("Title", { exact: true }).fill("A draft not worth keeping");
  await page.getByRole("link", { name: "All articles" }).click();
  const leave = page.getByRole("dialog", { name: "Leave without saving?" });
  await leave.getByRole("button", { name: "Leave without saving" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Articles" })).toBeVisible();
  // Nothing unsaved any more: the next link goes at once.
  await page
    .getByRole("navigation", { name: "Staff area" })
    .getByRole("link", { name: /^Leads/ })
    .click();
  await expect(leave).toBeHidden();
  await expect(page.getByRole("heading", { level: 2, name: "Leads" })).toBeVisible();
});

test("an earlier version of an article is restored from its history and saved as the current one", async ({ page }) => {
  test.setTimeout(60_000);
  const me = await signInAsStaff(page, "history");
  const created = await fetch(`${apiUrl}/rest/v1/knowledge_articles`, {
    method: "POST",
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${await staffToken(me)}`,
      "Content-Type": "application/json",
      Prefer: "return=representation",
    },
    body: JSON.stringify({
      title: "Making Tax Digital for landlords",
      slug: `history-${Date.now()}`,
      content: "<p>From April 2026.</p>",
    }),
  });
  expect(created.status).toBe(201);
  const { id } = ((await created.json()) as { id: string }[])[0]!;
  await page.goto(`/knowledge/cms?edit=${id}`);
  const title = page.getByLabel("Title", { exact: true });
  await title.fill("MTD for landlords: a wrong turn");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Article saved")).toBeVisible();

  const history = page.getByRole("region", { name: "Earlier versions" });
  const versions = history.getByRole("listitem");
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText("MTD for landlords: a wrong turn");
  await expect(versions.first()).toContainText("Current version");
  await expect(versions.nth(1)).toContainText(`Saved by ${me.email}`);
  await expectNoAxeViolations(page, "an article's history");

  // With unsaved changes in the editor, restoring asks first.
  await title.fill("Something not saved");
  await versions
    .nth(1)
    .getByRole("button", { name: /^Restore this version/ })
    .click();
  const replace = page.getByRole("dialog", { name: "Replace your unsaved changes?" });
  await replace.getByRole("button", { name: "Restore this version" }).click();
  await expect(page.getByText("Version restored in the editor")).toBeVisible();
  await expect(title).toHaveValue("Making Tax Digital for landlords");

  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Article saved")).toBeVisible();
  await expect(versions).toHaveCount(3);
  await expect(versions.first()).toContainText("Making Tax Digital for landlords");
  await page.reload();
  await expect(title).toHaveValue("Making Tax Digital for landlords");
});

// A partner in the UK: the time typed is UK time (summer time here), and shown back as such.
test.describe("in the UK", () => {
  test.use({ timezoneId: "Europe/London" });

  test("a draft is scheduled to go live at a chosen time, shown as scheduled, and the schedule cancelled", async ({
    page,
  }) => {
    const me = await signInAsStaff(page, "schedule");
    const created = await fetch(`${apiUrl}/rest/v1/knowledge_articles`, {
      method: "POST",
      headers: {
        apikey: anonKey,
        Authorization: `Bearer ${await staffToken(me)}`,
        "Content-Type": "application/json",
        Prefer: "return=representation",
      },
      body: JSON.stringify({
        title: "Budget day: what changed",
        slug: `scheduled-${Date.now()}`,
        content: "<p>Soon.</p>",
      }),
    });
    const { id, slug } = ((await created.json()) as { id: string; slug: string }[])[0]!;
    await page.goto(`/knowledge/cms?edit=${id}`);
    const later = page.getByRole("region", { name: "Publish later" });
    await later.getByRole("button", { name: "Schedule" }).click();
    await expect(later.getByText("Choose a date and time.")).toBeVisible();
    await later.getByLabel("Date and time").fill("2099-07-01T09:30");
    await later.getByRole("button", { name: "Schedule" }).click();
    await expect(later.getByText("Scheduled to go live on 1 Jul 2099, 09:30")).toBeVisible();
    await expectNoAxeViolations(page, "a scheduled draft");

    await page.getByRole("link", { name: "All articles" }).click();
    await expect(page.getByRole("row", { name: /Budget day: what changed/ })).toContainText(
      "Scheduled: 1 Jul 2099, 09:30",
    );
    // Not live before its time.
    const visitorSees = await fetch(`${apiUrl}/rest/v1/knowledge_articles?select=id&slug=eq.${slug}`, {
      headers: { apikey: anonKey },
    });
    expect(await visitorSees.json()).toEqual([]);

    await page.goto(`/knowledge/cms?edit=${id}`);
    await later.getByRole("button", { name: "Cancel the schedule" }).click();
    await expect(page.getByText("The schedule has been cancelled: the article stays a draft.")).toBeVisible();
    await expect(later.getByLabel("Date and time")).toBeVisible();
  });
});

test("when two partners edit one article, the later save is refused until its author has seen the other version", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const me = await signInAsStaff(page, "editor-one");
  const token = await staffToken(me);
  const slug = `two-editors-${Date.now()}`;
  const created = await fetch(`${apiUrl}/rest/v1/knowledge_articles`, {
    method: "POST",
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${token}`,
      "Content-Type": "application/json",
      Prefer: "return=representation",
    },
    body: JSON.stringify({ title: "Payments on account explained", slug, content: "<p>First draft.</p>" }),
  });
  expect(created.status).toBe(201);
  const { id } = ((await created.json()) as { id: string }[])[0]!;

  // A second partner, in a browser of their own, opens the same article.
  const other = await (await browser.newContext()).newPage();
  const partner = await createStaffUser("editor-two");
  await other.goto("/knowledge/cms");
  await signIn(other, partner.email, partner.password);
  await giveCode(other, partner.totpSecret);
  await expect(other.getByRole("heading", { level: 2, name: "Articles" })).toBeVisible();
  await other.goto(`/knowledge/cms?edit=${id}`);
  await page.goto(`/knowledge/cms?edit=${id}`);
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Payments on account explained");
  await expect(other.getByLabel("Title", { exact: true })).toHaveValue("Payments on account explained");

  // They save first.
  await other.getByLabel("Title", { exact: true }).fill("Payments on account: July and January");
  await other.getByRole("button", { name: "Save draft" }).click();
  await expect(other.getByText("Article saved")).toBeVisible();

  // This partner's save would overwrite theirs: refused, with both ways forward.
  await page.getByLabel("Description").fill("When HMRC asks for tax in advance, and how to reduce it.");
  await page.getByRole("button", { name: "Save draft" }).click();
  const conflict = page
    .getByRole("alert")
    .filter({ hasText: "Someone else saved this article while you were editing" });
  await expect(conflict).toBeVisible();
  await expectNoAxeViolations(page, "a refused save");
  const [theirs] = await Promise.all([
    page.context().waitForEvent("page"),
    conflict.getByRole("link", { name: "Open their version in a new tab" }).click(),
  ]);
  await expect(theirs.getByLabel("Title", { exact: true })).toHaveValue("Payments on account: July and January");
  await theirs.close();
  await expect(page.getByLabel("Description")).toHaveValue("When HMRC asks for tax in advance, and how to reduce it.");

  await conflict.getByRole("button", { name: "Save mine over theirs" }).click();
  await expect(page.getByText("Article saved")).toBeVisible();
  await expect(conflict).toBeHidden();
  const [stored] = (await (
    await fetch(`${apiUrl}/rest/v1/knowledge_articles?id=eq.${id}&select=title,description`, {
      headers: { apikey: anonKey, Authorization: `Bearer ${token}` },
    })
  ).json()) as { title: string; description: string }[];
  expect(stored).toEqual({
    title: "Payments on account explained",
    description: "When HMRC asks for tax in advance, and how to reduce it.",
  });
  await other.context().close();
});

test("unsaved changes survive a reload: the editor offers them back, and saving them clears them", async ({ page }) => {
  await signInAsStaff(page, "reloading");
  await page.getByRole("button", { name: "New article" }).click();
  await page.getByLabel("Title", { exact: true }).fill("Landlords and Making Tax Digital");
  await page.getByRole("textbox", { name: "Body" }).click();
  await page.keyboard.type("From April 2026 landlords with over £50,000 of income keep digital records.");
  // Kept as typed: wait until the browser holds it, then reload as a crash or a closed tab would.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("cms-article-draft:new")))
    .toContain("keep digital records");
  page.on("dialog", (dialog) => void dialog.accept());
  await page.reload();

  // The address still opens the new article's editor, which offers the kept changes.
  const offer = page.getByRole("status").filter({ hasText: "You have unsaved changes from" });
  await expect(offer).toBeVisible();
  await expectNoAxeViolations(page, "the offer of unsaved changes");
  await offer.getByRole("button", { name: "Restore my changes" }).click();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Landlords and Making Tax Digital");
  await expect(page.getByRole("textbox", { name: "Body" })).toContainText("keep digital records");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Article created", { exact: false }).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("cms-article-draft:new"))).toBeNull();
});
