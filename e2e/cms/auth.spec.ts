/**
 * Signing in and out of the staff area: the spec's validation message, wrong credentials, the
 * sign-in limit, an account without the staff role, the footer's session, signing out after 30
 * minutes idle and everywhere, resetting a forgotten password and setting up the second factor.
 */
import { expect, test } from "../support/test";
import { footer, staffAreaTests } from "../support/cms";
import { expectNoAxeViolations } from "../support/axe";
import { giveCode, signIn, signInAsStaff } from "../support/staff-session";
import { clientAddresses, fetchFrom } from "../../scripts/client-address.mjs";
import {
  anonKey,
  apiUrl,
  authFromOwnAddress,
  createAuthUser,
  createStaffUser,
  staff,
  staffToken,
  totpCode,
  waitForMail,
} from "../support/backend";

staffAreaTests();

test.describe("staff sign-in", () => {
  test("asks for both fields with the spec's message, says plainly when they are wrong, and passes axe", async ({
    page,
  }) => {
    await page.goto("/knowledge/cms");
    await expect(page.getByRole("heading", { level: 1, name: "Staff area" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Sign in" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expectNoAxeViolations(page, "the sign-in screen");

    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(
      page.getByRole("alert").getByText("You must provide either an email or phone number and a password."),
    ).toBeVisible();
    await expect(page.getByLabel("E-mail address")).toBeFocused();
    await expect(page.getByLabel("E-mail address")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("E-mail address").fill(staff.email);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(
      page.getByRole("alert").getByText("You must provide either an email or phone number and a password."),
    ).toBeVisible();
    await expect(page.getByLabel("Password")).toBeFocused();

    await signIn(page, staff.email, "not-the-password");
    await expect(page.getByRole("alert").getByText("The e-mail address or password is not right.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Articles" })).toBeHidden();
    await expectNoAxeViolations(page, "the sign-in screen with an error");
    // Still signed out: the footer keeps the client portal's Sign In.
    await expect(footer(page).getByRole("link", { name: /Sign In/ })).toHaveAttribute("target", "_blank");
  });

  test("stops sign-in from a connection after 30 failed sign-ins, and only from that connection", async ({ page }) => {
    test.setTimeout(120_000);
    const account = await createStaffUser("guessed");
    // This browser reaches Auth from an address of its own, as a stranger on another network would:
    // its failures use up that address's allowance only.
    const address = clientAddresses(34)();
    await authFromOwnAddress(page, address);
    await page.goto("/knowledge/cms");
    // An attacker's script tries 40 sign-ins at once from the same connection, guessing accounts,
    // and the browser tries a wrong password for the real one as they land. Auth allows an address
    // a burst of 30, then one more every two seconds: a burst empties the allowance however slowly
    // this machine answers, and should a refill let the browser's try through, the next burst
    // empties it again. (Guessed accounts, not 200 guessed passwords: each password checked is a
    // bcrypt the local database works through while every other test waits on it.)
    const guess = (n: number) =>
      fetchFrom(address)(`${apiUrl}/auth/v1/token?grant_type=password`, {
        method: "POST",
        headers: { apikey: anonKey, "Content-Type": "application/json" },
        body: JSON.stringify({ email: `guess-${n}-${account.email}`, password: `not-the-password-${n}` }),
      }).then((response) => response.status);
    const throttled = page
      .getByRole("alert")
      .getByText("Too many sign-in attempts from this connection. Wait a few minutes, then try again.");
    // Every try from the address, the browser's own among them: the browser's may take one of the
    // 30 a burst would otherwise have had.
    const statuses: number[] = [];
    page.on("response", (response) => {
      if (response.url().includes("/auth/v1/token?grant_type=password")) statuses.push(response.status());
    });
    for (let round = 0; round < 5 && !(await throttled.isVisible()); round++) {
      const burst = Promise.all(Array.from({ length: 40 }, (_, n) => guess(round * 40 + n)));
      await signIn(page, account.email, `not-the-password-either-${round}`);
      await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeEnabled();
      statuses.push(...(await burst));
    }
    await expect(throttled).toBeVisible();
    expect(statuses.filter((status) => status === 400).length).toBeGreaterThanOrEqual(30);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    // The first 30 were answered "invalid credentials"; the rest were refused unread (Auth's own
    // limit, tested in supabase/local/tests/auth.test.ts).
    await expect(page.getByLabel("6-digit code")).toBeHidden();
    await expectNoAxeViolations(page, "the sign-in screen when throttled");
    // The member of staff, on their own connection, is not locked out.
    expect(await staffToken(account)).toMatch(/^ey/);
  });

  test("tells a signed-in user without the staff role so, shows no CMS, and signs them out", async ({ page }) => {
    const email = `no-staff-${Date.now()}@example.test`;
    // role = 'staff' in user_metadata, which the user could set themselves, must give no access.
    await createAuthUser({ email, password: "a-client-password", userMetadata: { role: "staff" } });

    await page.goto("/knowledge/cms");
    await signIn(page, email, "a-client-password");
    await expect(page.getByRole("alert").getByText("This account does not have staff access")).toBeVisible();
    await expect(page.getByText(`You are signed in as ${email}.`)).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Staff area" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Articles" })).toHaveCount(0);
    await expectNoAxeViolations(page, "the no-access screen");

    await page.getByRole("alert").getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByText("Successfully logged out")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Sign in" })).toBeVisible();
  });
});

test("the footer finds a stored session on any page and follows sign-out in another tab", async ({ page }) => {
  await signInAsStaff(page);
  await page.goto("/accounting");
  await expect(footer(page).getByRole("link", { name: "CMS" })).toBeVisible();
  const other = await page.context().newPage();
  await other.goto("/knowledge/cms");
  await expect(other.getByRole("heading", { level: 2, name: "Articles" })).toBeVisible();
  await footer(other).getByRole("button", { name: "Sign Out" }).click();
  await expect(other.getByText("Successfully logged out")).toBeVisible();
  await expect(footer(page).getByRole("link", { name: /Sign In/ })).toBeVisible();
});

test("the staff area signs itself out after 30 minutes without input, and staff can sign out everywhere", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // An account of its own: signing out everywhere must not end other tests' sessions.
  const { email, password, totpSecret } = await createStaffUser("sessions");
  const articles = page.getByRole("heading", { level: 2, name: "Articles" });

  await page.clock.install();
  await page.goto("/knowledge/cms");
  await signIn(page, email, password);
  await giveCode(page, totpSecret);
  await expect(articles).toBeVisible();
  await page.clock.fastForward("28:00");
  // A key press counts as use: wait until the page has noted it before the clock moves on.
  const pressedAt = await page.evaluate(() => Date.now());
  await page.keyboard.press("Shift");
  await expect
    .poll(() => page.evaluate(() => Number(localStorage.getItem("staff-last-activity"))))
    .toBeGreaterThanOrEqual(pressedAt);
  await page.clock.fastForward("28:00");
  await expect(articles).toBeVisible();
  await page.clock.fastForward("03:00");
  await expect(page.getByRole("heading", { level: 2, name: "Sign in" })).toBeVisible();
  await expect(
    page.getByRole("status").filter({ hasText: "signed out after 30 minutes without activity" }),
  ).toBeVisible();
  await expectNoAxeViolations(page, "the sign-in screen after an idle sign-out");

  // Another browser signed in to the same account; then sign out everywhere from this one.
  const elsewhere = await (await browser.newContext()).newPage();
  await elsewhere.goto("/knowledge/cms");
  await signIn(elsewhere, email, password);
  await giveCode(elsewhere, totpSecret);
  await expect(elsewhere.getByRole("heading", { level: 2, name: "Articles" })).toBeVisible();
  await signIn(page, email, password);
  await giveCode(page, totpSecret);
  await page.getByRole("link", { name: "Password and sessions" }).click();
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign out of every device?" });
  await expectNoAxeViolations(page, "the sign-out-everywhere confirmation");
  await dialog.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page.getByText("Signed out on every device")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Sign in" })).toBeVisible();
  // The other browser's session is gone: reopening the staff area there asks for the password.
  await elsewhere.reload();
  await expect(elsewhere.getByRole("heading", { level: 2, name: "Sign in" })).toBeVisible();
  await elsewhere.context().close();
});

test("a member of staff who forgot the password resets it from the e-mail, then changes it again when signed in", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { email, password: oldPassword, totpSecret } = await createStaffUser("forgetful");

  await page.goto("/knowledge/cms");
  await page.getByRole("button", { name: "Forgot your password?" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Reset your password" })).toBeVisible();
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(
    page.getByText(`If ${email} has a staff account, a link to choose a new password is on its way.`),
  ).toBeVisible();
  await expectNoAxeViolations(page, "the reset request");

  // The link in the e-mail signs in with the password's strength only: the code comes next, and
  // then the staff area opens on "Choose a new password".
  const message = await waitForMail(email, 15_000, "Reset Your Password");
  const link = /(https?:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(message.text)![1]!;
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 2, name: "Enter your authenticator code" })).toBeVisible();
  await giveCode(page, totpSecret);
  await expect(page.getByRole("heading", { level: 2, name: "Choose a new password" })).toBeVisible();
  expect(page.url()).not.toContain("access_token");
  await page.getByLabel("New password", { exact: true }).fill("short");
  await page.getByLabel("The new password again").fill("short");
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(page.getByText("Use at least 8 characters", { exact: true })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("a-new-long-password");
  await page.getByLabel("The new password again").fill("a-new-long-password");
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(page.getByText("Your password has been changed.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Articles" })).toBeVisible();

  // Used once: the same link now says so.
  await page.getByRole("contentinfo").getByRole("button", { name: "Sign Out" }).click();
  // Signed out for sure before the link is opened again: a session still stored would open the staff area.
  await expect(page.getByRole("heading", { level: 2, name: "Sign in" })).toBeVisible();
  await page.goto(link);
  await expect(
    page.getByText("That link has expired or has already been used. Ask for a new one below."),
  ).toBeVisible();

  // The old password no longer works; the new one does, and can be changed from the staff area.
  await page.getByRole("button", { name: "Back to sign in" }).click();
  await signIn(page, email, oldPassword);
  await expect(page.getByText("The e-mail address or password is not right.")).toBeVisible();
  await signIn(page, email, "a-new-long-password");
  await giveCode(page, totpSecret);
  await page.getByRole("link", { name: "Password and sessions" }).click();
  await page.getByLabel("New password", { exact: true }).fill("another-long-password");
  await page.getByLabel("The new password again").fill("another-long-passwerd");
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(page.getByText("The two passwords are not the same")).toBeVisible();
  await page.getByLabel("The new password again").fill("another-long-password");
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(page.getByText("Your password has been changed.")).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("a new member of staff sets up an authenticator app by tapping, then gives its code at the next sign-in", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const email = `new-staff-${Date.now()}@example.test`;
    const password = "a-long-staff-password";
    await createAuthUser({ email, password, appMetadata: { role: "staff" } });
    // On a phone, staff who work leads open the staff area on the leads, today's work first.
    const staffArea = page.getByRole("heading", { level: 2, name: "Leads" });
    const code = page.getByLabel("6-digit code");
    const confirm = page.getByRole("button", { name: "Confirm" });

    await page.goto("/knowledge/cms");
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in" }).tap();
    await expect(page.getByRole("heading", { level: 2, name: "Set up your second factor" })).toBeVisible();
    const qr = page.getByRole("img", { name: /QR code to add this staff account/ });
    await expect(qr).toBeVisible();
    // The QR code is drawn, not replaced by its alternative text.
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(staffArea).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page, "setting up the second factor");

    // The key under the QR code is the one the app needs; a code from any other is refused.
    const key = (await page.getByTestId("second-factor-key").textContent())!.replace(/\s+/g, "");
    await code.fill(totpCode(key) === "000000" ? "111111" : "000000");
    await confirm.tap();
    await expect(page.getByText("That code is not right.", { exact: false })).toBeVisible();
    await code.fill(totpCode(key));
    await confirm.tap();
    await expect(page.getByText("Second factor set up", { exact: false })).toBeVisible();
    await expect(staffArea).toBeVisible();

    // The next sign-in asks for the app's code before anything else.
    await page.getByRole("contentinfo").getByRole("button", { name: "Sign Out" }).tap();
    await expect(page.getByText("Successfully logged out")).toBeVisible();
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in" }).tap();
    await expect(page.getByRole("heading", { level: 2, name: "Enter your authenticator code" })).toBeVisible();
    await expect(staffArea).toBeHidden();
    await expectNoAxeViolations(page, "the authenticator code at sign-in");
    await code.fill(totpCode(key));
    await confirm.tap();
    await expect(staffArea).toBeVisible();
  });
});
