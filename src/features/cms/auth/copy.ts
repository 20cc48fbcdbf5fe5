/** The words of signing in and out: sign-in, password reset and change, the second factor, sessions. */

export const signInCopy = {
  heading: "Sign in",
  intro: "Use the e-mail address and password of your staff account.",
  email: "E-mail address",
  password: "Password",
  submit: "Sign in",
  submitting: "Signing in…",
  /** Spec section 5. */
  missing: "You must provide either an email or phone number and a password.",
  invalidCredentials: "The e-mail address or password is not right.",
  invalidCredentialsHint: "Check both and try again. Passwords are case-sensitive.",
  failedTitle: "We could not sign you in",
  offline: "The sign-in service could not be reached. Check your connection and try again.",
  /** Supabase Auth allows one connection about 30 attempts, then one every two seconds. */
  throttled: "Too many sign-in attempts from this connection. Wait a few minutes, then try again.",
  /** Shown once after the staff area signed itself out (auth/idle-sign-out.ts). */
  idleSignedOut: (minutes: number) =>
    `You were signed out after ${minutes} minutes without activity, to keep the firm's data safe. Sign in again to carry on.`,
  clientsNote: "Are you a client? Use the Sign In link at the foot of the page to open the client portal.",
};

export const passwordCopy = {
  forgot: "Forgot your password?",
  resetHeading: "Reset your password",
  resetIntro: "Enter the e-mail address of your staff account. We will send it a link to choose a new password.",
  resetSubmit: "Send the link",
  resetSending: "Sending…",
  resetSent: (email: string) =>
    `If ${email} has a staff account, a link to choose a new password is on its way. It works once, within an hour.`,
  emailMissing: "Enter the e-mail address of your staff account",
  backToSignIn: "Back to sign in",
  tooSoon: "A link was sent a moment ago. Check your inbox, or wait a minute and ask again.",
  linkExpired: "That link has expired or has already been used. Ask for a new one below.",
  offline: "The sign-in service could not be reached. Check your connection and try again.",
  /** Supabase Auth allows one connection about 30 attempts, then one every two seconds. */
  throttled: "Too many sign-in attempts from this connection. Wait a few minutes, then try again.",
  /** Shown once after the staff area signed itself out (auth/idle-sign-out.ts). */
  idleSignedOut: (minutes: number) =>
    `You were signed out after ${minutes} minutes without activity, to keep the firm's data safe. Sign in again to carry on.`,
  changeLink: "Change password",
  heading: "Choose a new password",
  intro: "Use at least 8 characters: a few unrelated words make a password that is long and easy to remember.",
  newPassword: "New password",
  confirmPassword: "The new password again",
  save: "Save the new password",
  saving: "Saving…",
  saved: "Your password has been changed.",
  failed: "The password could not be changed",
  tooShort: (min: number) => `Use at least ${min} characters`,
  mismatch: "The two passwords are not the same",
  samePassword: "The new password must be different from the old one",
};

export const secondFactorCopy = {
  factorName: "Authenticator app",
  codeLabel: "6-digit code",
  codeHint: "The app shows a new code every 30 seconds.",
  codeFormat: "Enter the 6 digits the app shows",
  confirm: "Confirm",
  checking: "Checking…",
  wrongCode: "That code is not right. Enter the code the app shows now for this account.",
  expired: "That took too long. Enter the code the app shows now.",
  throttled: "Too many codes from this connection. Wait a minute, then try again.",
  offline: "The sign-in service could not be reached. Check your connection and try again.",
  noFactor: "This account has no authenticator app set up. Sign out and sign in again to set one up.",
  challengeHeading: "Enter your authenticator code",
  challengeIntro:
    "Open the authenticator app on your phone and enter the 6-digit code it shows for this staff account.",
  lostPhone:
    "Lost your phone? Ask an admin of the staff area to press Lost phone beside your name in the Staff tab. At your next sign-in, with your password, you then set up the app on your new phone.",
  enrolHeading: "Set up your second factor",
  enrolIntro:
    "The staff area holds clients' personal data, so staff sign in with their password and a code from an authenticator app, such as Google Authenticator, Microsoft Authenticator or 1Password. You do this once.",
  scanStep: "Scan this QR code with the authenticator app.",
  qrAlt: "QR code to add this staff account to an authenticator app",
  keyStep: "Cannot scan it? Add the account in the app by typing this key:",
  codeStep: "Enter the 6-digit code the app now shows for this account.",
  preparing: "Preparing your QR code…",
  prepareFailed: "The set-up could not be started",
  tryAgain: "Try again",
  enrolled: "Second factor set up: you will be asked for a code at each sign-in",
};

export const noAccessCopy = {
  title: "This account does not have staff access",
  body: (email: string) =>
    `You are signed in as ${email}. The CMS and the leads dashboard are only for the firm's staff. Sign out, then sign in with a staff account.`,
};

export const sessionCopy = {
  signedInAs: (email: string) => `Signed in as ${email}`,
  signOut: "Sign out",
};

export const everywhereCopy = {
  heading: "Sign out everywhere",
  intro:
    "Ends every session of this account: on this device and on every other browser, phone or computer where it is signed in. A staff area left open elsewhere closes within five minutes, or as soon as it is looked at. Use it if a device is lost or a password may have been seen.",
  button: "Sign out everywhere",
  confirmTitle: "Sign out of every device?",
  confirmBody: "Every browser signed in to this account, this one included, will need the password again.",
  confirm: "Sign out everywhere",
  cancel: "Cancel",
  done: "Signed out on every device",
};

export const welcomeCopy = {
  heading: "Welcome: choose your password",
  intro:
    "You have been invited to the staff area. Choose a password of at least 8 characters; next you will set up an authenticator app on your phone.",
};
