/**
 * The staff area's words: sign-in, the knowledge-base CMS and the leads
 * dashboard. The sign-in validation message is the spec's own (section 5); the
 * sign-out toasts are ~/lib/sign-out's.
 */
import type { StaffRole } from "#kernel/schemas/staff-change.ts";
import { paths } from "~/config/paths";
import { articleLabels } from "~/lib/article-labels";
import type { PageMeta } from "~/prerender/head";
import { WORDS_PER_MINUTE } from "~/lib/read-time";

export const head: PageMeta = {
  title: "Staff area: knowledge base and leads",
  description:
    "Sign-in for the firm's staff to write and publish knowledge-base articles, manage categories and follow up quote requests and eBook sign-ups.",
  path: paths.cms.path,
  noindex: true,
};

export const pageCopy = {
  badge: "Staff only",
  heading: "Staff area",
  lead: "Write and publish knowledge-base articles, and follow up the leads the website brings in.",
  checking: "Checking your sign-in…",
  loadingWorkspace: "Loading the staff area…",
};

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
  /** Shown once after the staff area signed itself out (lib/idle-sign-out.ts). */
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
  /** Shown once after the staff area signed itself out (lib/idle-sign-out.ts). */
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

export const leaveCopy = {
  title: "Leave without saving?",
  body: "This article has changes that are not saved. If you leave now, they are lost.",
  leave: "Leave without saving",
  stay: "Stay and keep editing",
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

export const navCopy = {
  label: "Staff area",
  articles: "Articles",
  categories: "Categories",
  leads: "Leads",
  staff: "Staff",
  password: "Password and sessions",
};

export const staffCopy = {
  heading: "Staff",
  adminsOnly: "Only an admin can manage the staff. Ask one of the firm's admins to add, remove or change someone.",
  leadsForWriters:
    "Writers write articles and see no one's data, so the leads are not shown to you. Ask an admin if your work now needs them.",
  intro:
    "Who can sign in to the staff area. Admins manage the staff and erase personal data on request; editors write articles and work leads; writers write articles and see no one's data.",
  roles: { admin: "Admin", editor: "Editor", writer: "Writer" } as Record<StaffRole, string>,
  loading: "Loading the staff…",
  loadFailed: "The staff could not be loaded",
  retry: "Try again",
  listCaption: "Members of staff",
  email: "E-mail address",
  role: "Role",
  added: "Added",
  actions: "Actions",
  you: "(you)",
  roleFor: (email: string) => `Role of ${email}`,
  name: "Name",
  nameFor: (email: string) => `Name of ${email}`,
  saveName: "Save name",
  saveNameFor: (email: string) => `Save the name of ${email}`,
  nameSaved: (name: string) => `Saved: ${name}`,
  nameFailed: "The name could not be saved",
  noName: "No name yet",
  roleChanged: (email: string, role: StaffRole) =>
    `${email} is now ${{ admin: "an admin", editor: "an editor", writer: "a writer" }[role]}`,
  roleFailed: "The role could not be changed",
  remove: "Remove",
  removeFor: (email: string) => `Remove ${email}`,
  confirmRemove: {
    title: (email: string) => `Remove ${email} from the staff?`,
    body: "Their account is deleted and every session they have ends at once. Leads they own keep their notes and history, with no owner.",
    confirm: "Remove",
    cancel: "Keep",
  },
  removed: (email: string) => `${email} has been removed from the staff`,
  resetFactor: "Lost phone",
  resetFactorFor: (email: string) => `Lost phone: reset the authenticator app of ${email}`,
  confirmReset: {
    title: (email: string) => `Reset the authenticator app of ${email}?`,
    body: "Use this when their phone is lost or replaced. Their app stops working and every session they have ends at once; at their next sign-in, with their password, they set up the app on their new phone.",
    confirm: "Reset the app",
    cancel: "Cancel",
  },
  factorReset: (email: string) => `${email} will set up a new authenticator app at their next sign-in`,
  resetFailed: "The authenticator app could not be reset",
  removeFailed: "They could not be removed",
  inviteHeading: "Invite a member of staff",
  inviteIntro:
    "We e-mail them a link to choose a password and set up their authenticator app. The link works once, within an hour.",
  inviteSubmit: "Send the invitation",
  inviting: "Sending…",
  invited: (email: string) => `Invitation sent to ${email}`,
  inviteFailed: "The invitation could not be sent",
};

export const welcomeCopy = {
  heading: "Welcome: choose your password",
  intro:
    "You have been invited to the staff area. Choose a password of at least 8 characters; next you will set up an authenticator app on your phone.",
};

export const articlesCopy = {
  heading: "Articles",
  newArticle: "New article",
  search: "Search articles",
  searchHint: "Title, address, description or tag",
  caption: "All articles, drafts and published, newest change first",
  count: (total: number, drafts: number) =>
    `${total} ${total === 1 ? "article" : "articles"}, ${drafts} ${drafts === 1 ? "draft" : "drafts"}`,
  columns: { title: "Title", status: "Status", category: "Category", updated: "Updated", actions: "Actions" },
  published: "Published",
  draft: "Draft",
  edit: "Edit",
  editLabel: (title: string) => `Edit “${title}”`,
  publish: "Publish",
  publishLabel: (title: string) => `Publish “${title}”`,
  unpublish: "Unpublish",
  unpublishLabel: (title: string) => `Unpublish “${title}”`,
  delete: "Delete",
  deleteLabel: (title: string) => `Delete “${title}”`,
  view: "View",
  viewLabel: (title: string) => `View “${title}” on the site`,
  empty: "No articles yet. Write the first one with New article.",
  noMatch: (search: string) => `No article matches “${search}”.`,
  loadFailed: "The articles could not be loaded",
  retry: "Try again",
  confirmDelete: {
    title: (title: string) => `Delete “${title}”?`,
    body: "The article is removed from the website and from the CMS, with any header image uploaded for it. This cannot be undone.",
    confirm: "Delete article",
    cancel: "Cancel",
  },
  toasts: {
    published: (title: string) => ({
      title: "Article published",
      description: `“${title}” is published: its page goes live with the public site's next update, within a few minutes.`,
    }),
    unpublished: (title: string) => ({
      title: "Article unpublished",
      description: `“${title}” is a draft again: its page says it has been withdrawn at once, and leaves the public site with the next update.`,
    }),
    deleted: (title: string) => ({
      title: "Article deleted",
      description: `“${title}” has been deleted: its page says it has been withdrawn at once, and leaves the public site with the next update.`,
    }),
    saved: (title: string) => ({ title: "Article saved", description: `Your changes to “${title}” are saved.` }),
    failed: "The article could not be changed",
  },
};

export const editorCopy = {
  newHeading: "New article",
  editHeading: "Edit article",
  back: "All articles",
  loading: "Loading the article…",
  notFound: "This article no longer exists. It may have been deleted.",
  status: { published: "Published", draft: "Draft", scheduled: (when: string) => `Scheduled: ${when}` },
  fields: {
    title: "Title",
    slug: "Address (slug)",
    slugHint: (slug: string) =>
      `The article's address: /knowledge/article/${slug || "…"}. Made from the title until you edit it; changing it later breaks links to the old address.`,
    generateSlug: "Make from title",
    description: "Description",
    descriptionHint: "One or two sentences, shown on the article's card and under its title. Up to 400 characters.",
    category: "Category",
    noCategory: `No category (shown as ${articleLabels.uncategorized})`,
    tags: "Tags",
    tagsHint: "Separate tags with commas, for example: VAT, MTD, Landlords. Up to 20.",
    tldr: articleLabels.tldr,
    tldrHint: "A short summary shown in a box at the top of the article. Up to 1,000 characters.",
    author: "Author name",
    authorHint: `Shown on the article; left empty it shows '${articleLabels.anonymous}'.`,
    headerImage: "Header image",
    headerImageHint:
      "PNG, JPEG, WebP or GIF, up to 5 MB. 1200 × 630 pixels works best: it is also the picture shown when the article is shared.",
    removeImage: "Remove image",
    uploading: "Uploading the image…",
    body: "Body",
    bodyHint: "Use Heading 2 and Heading 3 for sections: the title is the page's main heading.",
    readTime: (minutes: number) =>
      `Read time: ${minutes} min, worked out from the body at ${WORDS_PER_MINUTE} words a minute.`,
  },
  draft: {
    title: (keptAt: string) => `You have unsaved changes from ${keptAt}`,
    body: "They were kept in this browser when the editor last closed without saving. Restore them to carry on, or discard them to start from the saved article.",
    restore: "Restore my changes",
    discard: "Discard them",
  },
  schedule: {
    heading: "Publish later",
    intro: "Choose when this draft goes live on the website. The version saved at that time is the one published.",
    when: "Date and time",
    submit: "Schedule",
    scheduling: "Scheduling…",
    scheduled: (when: string) => `Scheduled to go live on ${when}`,
    cancel: "Cancel the schedule",
    cancelled: "The schedule has been cancelled: the article stays a draft.",
    saveFirst: "Save your changes first: the saved version is the one that goes live.",
    inThePast: "Choose a time in the future.",
    missing: "Choose a date and time.",
    notADraft: "Only a draft can be scheduled: this article is already published.",
    failed: "The schedule could not be saved",
  },
  history: {
    heading: "Earlier versions",
    intro:
      "Each save is kept, with who made it. Restoring a version puts it in the editor as unsaved changes: check it, then save to make it the current one.",
    loading: "Loading the versions…",
    loadFailed: "The earlier versions could not be loaded",
    retry: "Try again",
    current: "Current version",
    savedBy: (who: string, when: string) => `Saved by ${who}, ${when}`,
    theFirm: "the website (imported or scheduled)",
    published: "published",
    draft: "draft",
    restore: "Restore this version",
    restoreLabel: (when: string) => `Restore this version, saved ${when}`,
    restored: (when: string) => ({
      title: "Version restored in the editor",
      description: `The version saved ${when} is in the editor. Save to make it the current one.`,
    }),
    confirmTitle: "Replace your unsaved changes?",
    confirmBody: "The editor has changes that are not saved. Restoring this version replaces them.",
    confirm: "Restore this version",
    cancel: "Keep my changes",
  },
  conflict: {
    title: "Someone else saved this article while you were editing",
    body: (savedAt: string) =>
      `Their version was saved at ${savedAt}. Yours is not saved yet and is still here. Open theirs in a new tab to compare, then keep the one you want.`,
    openTheirs: "Open their version in a new tab",
    keepMine: "Save mine over theirs",
  },
  errors: {
    title: "Enter a title of 3 to 200 characters.",
    slug: "Use lower-case letters, numbers and single dashes, up to 120 characters.",
    slugTaken: "Another article already uses this address. Choose a different slug.",
    description: "Keep the description to 400 characters or fewer.",
    tags: "Use up to 20 tags of up to 40 characters each.",
    tldr: "Keep the TL;DR to 1,000 characters or fewer.",
    author: "Keep the author name to 100 characters or fewer.",
    body: "Write the body of the article.",
    bodyTooLong: "The body is too long. Split it into two articles.",
    imageType: "Choose a PNG, JPEG, WebP or GIF image.",
    imageSize: "Choose an image of 5 MB or less.",
    imageUpload: "The image could not be uploaded",
    saveFailed: "The article could not be saved",
    summary: "Check the highlighted fields.",
  },
  actions: {
    saveDraft: "Save draft",
    saveChanges: "Save changes",
    publish: "Publish",
    unpublish: "Unpublish",
    saving: "Saving…",
    preview: "Preview",
    closePreview: "Back to editing",
    delete: "Delete article",
    viewOnSite: "View on the website",
  },
  previewHeading: "Preview",
  previewNote: "This is how the article will look. Nothing is saved until you save it.",
  toolbar: {
    label: "Formatting",
    paragraph: "Paragraph",
    heading2: "Heading 2",
    heading3: "Heading 3",
    bold: "Bold",
    italic: "Italic",
    bulletList: "Bulleted list",
    orderedList: "Numbered list",
    quote: "Quote",
    link: "Link",
    linkAddress: "Link address",
    linkHint: "An https:// address, a site path such as /quote, or mailto:",
    applyLink: "Apply link",
    removeLink: "Remove link",
    cancelLink: "Cancel",
    invalidLink: "Enter an https:// address, a path starting with /, or a mailto: or tel: link.",
    table: "Insert table",
    addRow: "Add row",
    addColumn: "Add column",
    deleteRow: "Delete row",
    deleteColumn: "Delete column",
    deleteTable: "Delete table",
    undo: "Undo",
    redo: "Redo",
  },
  toasts: {
    created: (title: string) => ({ title: "Article created", description: `“${title}” is saved as a draft.` }),
  },
};

export const taxTipsCopy = {
  heading: "Tax tips by e-mail",
  intro:
    "Write to everyone who asked for the firm's tax tips and confirmed their address. Each copy carries its own unsubscribe link, and anyone who has unsubscribed by the time it goes is left out.",
  audience: (count: number) => (count === 1 ? "1 person will receive it." : `${count} people will receive it.`),
  nobody: "Nobody can receive it: no one who signed up has a confirmed address that is still subscribed.",
  subject: "Subject",
  body: "Message",
  bodyHint:
    "Plain text. Leave a blank line between paragraphs. The greeting, the firm's address and the unsubscribe link are added.",
  send: "Send…",
  confirm: {
    title: (count: number) => `Send this e-mail to ${count === 1 ? "1 person" : `${count} people`}?`,
    body: "It starts going out at once, a few dozen a minute, and cannot be recalled.",
    confirm: "Send now",
    cancel: "Cancel",
  },
  sending: "Sending…",
  sent: (count: number) => ({
    title: "Tax tips e-mail sent",
    description: `Queued for ${count === 1 ? "1 person" : `${count} people`}; the outbox sends it now.`,
  }),
  failed: "The e-mail could not be sent",
  history: "Sent before",
  historyEntry: (when: string, who: string | null, count: number) =>
    `${when}${who ? ` by ${who}` : ""}, to ${count === 1 ? "1 person" : `${count} people`}`,
  outcomes: (sent: number, waiting: number, withheld: number, failed: number) =>
    [
      `${sent} sent`,
      waiting > 0 && `${waiting} still going`,
      withheld > 0 && `${withheld} left out (unsubscribed before it went)`,
      failed > 0 && `${failed} could not be delivered`,
    ]
      .filter(Boolean)
      .join(", "),
  none: "None sent yet.",
  loadFailed: "The tax tips e-mail could not be loaded",
  retry: "Try again",
};

export const siteStatusCopy = {
  heading: "Public site",
  current: "Up to date: nothing has changed since the site was last built.",
  waiting: (changes: number, lastChange: string, at: string) =>
    `Update waiting: ${changes} ${changes === 1 ? "change" : "changes"} (latest: ${lastChange}). The public site starts rebuilding at ${at}, once edits have paused.`,
  updating: (at: string, lastChange: string) =>
    `Updating: the rebuild was asked for at ${at} (latest change: ${lastChange}). New pages are usually live within a few minutes.`,
  live: (at: string) => `Up to date: every change is on the public site (updated ${at}).`,
  failed: (at: string) => `The last update failed (${at}).`,
  lastLive: (at: string) => `Last successful update: ${at}.`,
  neverLive: "No update has gone live yet.",
  updateNow: "Update the public site now",
  updating_: "Asking…",
  requestFailed: "The update could not be asked for",
  loadFailed: "The public site's state could not be loaded",
};

export const categoriesCopy = {
  heading: "Categories",
  intro:
    "Categories group articles on the knowledge base, as chips in the order set here. A category's description is shown to visitors who choose it. Renaming a category keeps its address; deleting one keeps its articles, which then show as Uncategorized.",
  addHeading: "Add a category",
  name: "Category name",
  icon: "Icon",
  description: "Description",
  descriptionHint: "One or two sentences on what the category covers, shown above its articles.",
  descriptionFor: (name: string) => `Description of ${name}`,
  moveUp: "Up",
  moveDown: "Down",
  moveUpLabel: (name: string) => `Move ${name} up`,
  moveDownLabel: (name: string) => `Move ${name} down`,
  moved: "The order could not be changed",
  iconHint: "Shown on the category's chip. A folder is used if you leave it.",
  add: "Add category",
  adding: "Adding…",
  caption: "Categories and how many articles each has",
  columns: { name: "Name", icon: "Icon", articles: "Articles", order: "Order", actions: "Actions" },
  rename: "Edit",
  renameLabel: (name: string) => `Edit ${name}`,
  newName: (name: string) => `New name for ${name}`,
  save: "Save",
  cancel: "Cancel",
  delete: "Delete",
  deleteLabel: (name: string) => `Delete ${name}`,
  empty: "No categories yet.",
  errors: {
    name: "Enter a name of 2 to 60 characters.",
    taken: "A category with this name already exists (names are the same whatever their capitals).",
    description: (max: number) => `Keep the description to ${max} characters.`,
    failed: "The category could not be saved",
  },
  confirmDelete: {
    title: (name: string) => `Delete the category “${name}”?`,
    body: (count: number) =>
      count === 0
        ? "No articles are in this category."
        : `Its ${count === 1 ? "article stays" : `${count} articles stay`} on the website without a category and ${count === 1 ? "shows" : "show"} as Uncategorized.`,
    confirm: "Delete category",
    cancel: "Cancel",
  },
  toasts: {
    added: (name: string) => ({ title: "Category added", description: `“${name}” can now be chosen for articles.` }),
    renamed: (name: string) => ({ title: "Category saved", description: `“${name}” is up to date.` }),
    deleted: (name: string) => ({
      title: "Category deleted",
      description: `“${name}” is gone; its articles are now Uncategorized.`,
    }),
  },
};

export const leadsCopy = {
  heading: "Leads",
  intro:
    "Quote requests, contact requests and eBook sign-ups from the website, and how the home page's two headlines convert.",
  refresh: "Refresh",
  refreshing: "Refreshing…",
  loadFailed: "The leads could not be loaded",
  retry: "Try again",
  downloadCsv: "Download CSV",
  call: (phone: string) => `Call ${phone}`,
  /** The day's work, at the top of the leads (lib/today.ts). */
  today: {
    heading: "Today",
    intro: "Follow-ups due or overdue, call backs due and leads nobody has worked yet, the most urgent first.",
    listLabel: "Today's work, most urgent first",
    count: (shown: number) => (shown === 1 ? "1 lead to work today." : `${shown} leads to work today.`),
    more: (hidden: number) => `And ${hidden} more new ${hidden === 1 ? "lead" : "leads"} in the lists below.`,
    nothing: "Nothing is due today: no follow-up, call back or unworked lead is waiting.",
    overdue: (day: string) => `Follow-up overdue: it was due ${day}`,
    callBackMissed: (day: string, slot: string) => `Call back missed: it was due ${day}, ${slot}`,
    due: "Follow-up due today",
    callBack: (slot: string) => `Call back today, ${slot}`,
    new: { quote: "New quote request", contact: "New contact request", signup: "New eBook sign-up" } as Record<
      "quote" | "contact" | "signup",
      string
    >,
    received: (when: string) => `Received ${when}`,
    mail: (name: string) => `E-mail ${name}`,
    open: (name: string) => `Open ${name}'s details`,
    quoteAsked: (pkg: string, revenue: string) => `Quote: ${pkg}, ${revenue}`,
    callBackAsked: (slot: string) => `Asked for a call back, ${slot}`,
    messageAsked: (message: string) => `Message: “${message}”`,
    signupAsked: (campaign: string) => `eBook: ${campaign}`,
  },
  hero: {
    heading: "Home page headline test",
    intro:
      "Each visit to the home page shows one of two headlines at random. A quote counts for the headline its visitor saw last.",
    chartLabel: "Views, quotes and conversion rate for each headline",
    caption: "Headline test results",
    columns: { variant: "Headline", views: "Views", quotes: "Quotes", conversion: "Conversion rate" },
    variant: (variant: string) => `Headline ${variant.toUpperCase()}`,
    views: "Views",
    quotes: "Quotes",
    conversion: "Conversion rate",
    summary: (parts: string[]) => parts.join("; "),
    noData: "No home page views have been recorded in these days.",
    range: "Days",
    from: "From",
    to: "To",
    countedHow:
      "Each headline counts once per visit: reloading the home page, staff who are signed in and known bots are left out, and so are quotes marked as spam.",
    verdict: (leader: string, chance: string) =>
      `${leader} has a ${chance} chance of bringing more quote requests per visit than the other.`,
    tooEarly: (views: number, quotes: number) =>
      `Too early to tell: the report says which headline is likely to bring more quote requests once each has at least ${views} views and there are ${quotes} quotes in all.`,
    stillNeeded: (needed: { viewsOfA: number; viewsOfB: number; quotes: number }) =>
      `Still needed: ${[
        needed.viewsOfA > 0 ? `${needed.viewsOfA} more ${needed.viewsOfA === 1 ? "view" : "views"} of Headline A` : "",
        needed.viewsOfB > 0 ? `${needed.viewsOfB} more ${needed.viewsOfB === 1 ? "view" : "views"} of Headline B` : "",
        needed.quotes > 0 ? `${needed.quotes} more ${needed.quotes === 1 ? "quote" : "quotes"}` : "",
      ]
        .filter(Boolean)
        .join(", ")}.`,
  },
  quotes: {
    heading: "Quote requests",
    search: "Search quotes",
    searchHint: "Name, e-mail address or industry",
    count: (shown: number, total: number) =>
      shown === total ? `${total} ${total === 1 ? "request" : "requests"}` : `${shown} of ${total} requests`,
    caption: "Quote requests, newest first",
    /** Headings of the table's columns and of the CSV export's. */
    columns: {
      received: "Received",
      name: "Name",
      firstName: "First name",
      lastName: "Last name",
      email: "E-mail",
      phone: "Phone",
      message: "Message",
      company: "Company",
      industry: "Industry",
      revenue: "Expected revenue",
      package: "Package",
      price: (packageName: string) => `${packageName} price`,
      headline: "Headline seen",
      confirmation: "Confirmation sent",
      reference: "Reference",
      details: "Details",
    },
    showDetails: "Details",
    showDetailsLabel: (name: string) => `Details of the quote from ${name}`,
    status: "Status",
    details: {
      prices: "Monthly prices quoted (excluding VAT)",
      chosen: "(chosen)",
      headlineUnknown: "Not known",
      confirmation: "Confirmation e-mail",
      confirmationSent: (when: string) => `Sent ${when}`,
      confirmationNotSent: "Not sent",
    },
    empty: "No quote requests yet.",
    noMatch: "No quote request matches these filters.",
    csvPrefix: "quote-requests",
  },
  contacts: {
    heading: "Contact requests and call backs",
    intro: "Messages from the contact page. A call back shows the time the person chose.",
    count: (shown: number, total: number) =>
      shown === total
        ? `${total} ${total === 1 ? "request" : "requests"}`
        : `${shown} of ${total} ${total === 1 ? "request" : "requests"}`,
    caption: "Contact requests, newest first",
    /** Headings of the table's columns and of the CSV export's. */
    columns: {
      received: "Received",
      name: "Name",
      email: "E-mail",
      phone: "Phone",
      callBack: "Call back",
      message: "Message",
      confirmation: "Copy e-mailed",
      reference: "Reference",
    },
    callBackLabels: { yes: "Call back", no: "Message only" } as const,
    callBackTime: (time: string) => `Call back: ${time}`,
    noCallBack: "No call back asked for",
    confirmationSent: (when: string) => `Sent ${when}`,
    confirmationNotSent: "Not sent",
    search: "Search contact requests",
    searchHint: "Name, e-mail address, phone or message",
    noMatch: "No contact request matches these filters.",
    showDetailsLabel: (name: string) => `Details of the contact request from ${name}`,
    empty: "No contact requests yet.",
    csvPrefix: "contact-requests",
  },
  signups: {
    heading: "eBook sign-ups",
    intro: "Each sign-up keeps the exact consent wording the person agreed to and when.",
    count: (total: number) => `${total} ${total === 1 ? "sign-up" : "sign-ups"}`,
    caption: "eBook sign-ups with their consent records, newest first",
    /** Headings of the table's columns and of the CSV export's. */
    columns: {
      signedUp: "Signed up",
      name: "Name",
      firstName: "First name",
      lastName: "Last name",
      email: "E-mail",
      campaign: "Campaign",
      consent: "Consent wording",
      consentedAt: "Consent given",
      marketing: "Marketing consent",
      marketingSince: "Marketing consent since",
      downloaded: "Downloaded",
    },
    /** Whether the firm may send this person marketing now, as the tax tips' audience counts it. */
    consentStatus: {
      confirmed: "Confirmed",
      unconfirmed: "Unconfirmed",
      withdrawn: "Withdrawn",
    },
    consentSince: (status: string, when: string) => `${status} ${when}`,
    /** The first figure is the tax tips' audience: addresses, since a person may sign up twice. */
    consentSummary: (confirmedAddresses: number, unconfirmed: number, withdrawn: number) =>
      `The tax tips go to ${confirmedAddresses} confirmed ${confirmedAddresses === 1 ? "address" : "addresses"}; ${unconfirmed} ${unconfirmed === 1 ? "sign-up is" : "sign-ups are"} unconfirmed and ${withdrawn} withdrawn.`,
    notDownloaded: "Not yet",
    search: "Search sign-ups",
    searchHint: "Name or e-mail address",
    shownCount: (shown: number, total: number) => `${shown} of ${total} sign-ups`,
    noMatch: "No sign-up matches these filters.",
    showDetailsLabel: (name: string) => `Details of the sign-up from ${name}`,
    status: "Status",
    campaigns: { "influencer-tax-playbook": "Creators: The Influencer's Tax Playbook" } as Record<string, string>,
    empty: "No eBook sign-ups yet.",
    csvPrefix: "ebook-sign-ups",
  },
  work: {
    heading: "Work this lead",
    status: "Status",
    owner: "Owner",
    nobody: "Nobody yet",
    followUp: "Next follow-up",
    followUpHint: "Leave empty when no follow-up is planned",
    save: "Save",
    saving: "Saving…",
    saved: (name: string) => `Saved: ${name}`,
    saveFailed: "The lead could not be saved",
    lastChanged: (who: string, when: string) => `Last changed by ${who}, ${when}`,
    history: "History",
    noHistory: "Nothing yet: no change and no note.",
    noteLabel: "Add a note",
    noteHint: "Notes cannot be edited or deleted once added",
    addNote: "Add note",
    addingNote: "Adding…",
    noteAdded: "Note added",
    noteFailed: "The note could not be added",
    noteEmpty: "Write the note first",
    noteTooLong: (max: number) => `A note can be up to ${max.toLocaleString("en-GB")} characters`,
    followUpInvalid: "Enter the date as day, month and year",
    someone: "someone no longer on the staff",
    changes: {
      status: (to: string, from: string | null) => (from ? `Status: ${from} → ${to}` : `Status: ${to}`),
      owner: (to: string | null) => (to ? `Given to ${to}` : "Owner removed"),
      follow_up: (to: string | null) => (to ? `Follow-up set for ${to}` : "Follow-up cleared"),
      correction: (details: string) => `Corrected at the person's request: ${details}`,
      restriction: (what: string) =>
        what === "restricted" ? "Use of their data restricted at their request" : "Restriction lifted",
    },
    rights: {
      heading: "Their rights",
      restricted: (when: string) => `Use restricted since ${when}: kept, not worked, sent no marketing.`,
      restrictedMark: "Use restricted",
      notRestricted:
        "If the person asks us to limit how we use their data (while we check it, say), restrict it: the lead is kept but cannot be worked and gets no marketing.",
      restrict: "Restrict use of their data",
      lift: "Lift the restriction",
      restrictedDone: (name: string) => `Use of ${name}'s data is restricted`,
      liftedDone: (name: string) => `The restriction on ${name}'s data is lifted`,
      restrictFailed: "The restriction could not be changed",
      correct: "Correct their details",
      correctHint:
        "When the person tells us a detail is wrong. The history records what was corrected, not the old value.",
      saveCorrection: "Save the correction",
      corrected: (name: string) => `Corrected: ${name}`,
      nothingCorrected: "Nothing was different, so nothing was corrected.",
      correctFailed: "The details could not be corrected",
      required: (label: string) => `Enter the ${label.toLowerCase()}`,
      signupAddress: "A sign-up's address cannot be corrected: the new address signs up and confirms for itself.",
      workRestricted: "Lift the restriction to work this lead.",
    },
    followUpDue: (date: string) => `Follow up by ${date}`,
  },
  filters: {
    legend: "Filter",
    status: "Status",
    owner: "Owner",
    audience: "Audience",
    from: "Received from",
    to: "Received to",
    all: "All",
    anyone: "Anyone",
    nobody: "Nobody yet",
    clear: "Clear filters",
  },
  newLeads: (count: number) => `${count} new`,
  personalData: {
    heading: "Personal data requests",
    intro:
      "When someone asks what we hold about them, asks us to delete it, or tells us to stop sending them marketing, enter their e-mail address. Every export and erasure is recorded below, by who and when, without the address; a withdrawal goes into their consent history.",
    email: "Their e-mail address",
    emailInvalid: "Enter an e-mail address, like name@example.co.uk",
    exportButton: "Download what we hold",
    exportDataButton: "Download as data (JSON)",
    exportHint:
      "What we hold downloads a page the person can read, with every field named and UK times; send it with the data file, which they can keep or give to another organisation.",
    exporting: "Preparing…",
    exported: "The file has been saved. Send it to them securely.",
    exportFailed: "The data could not be exported",
    eraseButton: "Erase…",
    withdrawButton: "Record a withdrawal of consent",
    withdrawing: "Recording…",
    withdrawn: (email: string, signups: number) =>
      signups === 0
        ? `${email} will get no marketing: no consent of theirs stood, and the address is now suppressed.`
        : `Recorded: ${email} withdrew consent (${signups} ${signups === 1 ? "sign-up" : "sign-ups"}) and will get no more marketing.`,
    withdrawFailed: "The withdrawal could not be recorded",
    adminsErase: "Only an admin can erase someone's data: ask one of the firm's admins when a person asks for erasure.",
    confirm: {
      title: (email: string) => `Erase everything about ${email}?`,
      body: "Their quote requests, eBook sign-ups, notes and e-mails are deleted, and the address is removed from notes about other leads; it stays on the suppression list, as a code only, so no marketing reaches it again. This cannot be undone. A won client's file is kept elsewhere and is not affected.",
      confirm: "Erase for good",
      cancel: "Cancel",
    },
    erased: (email: string, total: number) =>
      total === 0
        ? `Nothing was held about ${email}.`
        : `Erased ${total} ${total === 1 ? "record" : "records"} about ${email}.`,
    eraseFailed: "The data could not be erased",
    trail: "Recent requests",
    trailEmpty: "No export or erasure yet.",
    action: { export: "Exported", erase: "Erased" },
    entry: (action: string, who: string, when: string, records: number) =>
      `${when}: ${action} by ${who} (${records} ${records === 1 ? "record" : "records"})`,
    fileName: (day: string, kind: "html" | "json") => `personal-data-${day}.${kind}`,
  },
  access: {
    heading: "Who opened leads",
    intro:
      "Each opening of this dashboard, of a lead's details and each export is recorded by the database with who and when. Changes to a lead are in its history.",
    empty: "Nothing recorded yet.",
    loadFailed: "The record could not be loaded",
    action: {
      opened_leads: (rows: number | null) => `opened the leads (${rows ?? 0} shown)`,
      opened_quote: () => "opened a quote request's details",
      opened_signup: () => "opened an eBook sign-up's details",
      opened_contact: () => "opened a contact request's details",
      exported_quotes: (rows: number | null) =>
        `exported ${rows ?? 0} quote ${rows === 1 ? "request" : "requests"} as CSV`,
      exported_signups: (rows: number | null) =>
        `exported ${rows ?? 0} eBook ${rows === 1 ? "sign-up" : "sign-ups"} as CSV`,
      exported_contacts: (rows: number | null) =>
        `exported ${rows ?? 0} contact ${rows === 1 ? "request" : "requests"} as CSV`,
    },
    entry: (when: string, who: string, what: string) => `${when}: ${who} ${what}`,
  },
  /** The work columns both exports end with. */
  exportColumns: { status: "Status", owner: "Owner", followUp: "Next follow-up", history: "Notes and changes" },
  mail: {
    heading: "E-mails not yet sent",
    intro:
      "Every lead sends the firm a notice, and every quote and contact request its visitor a confirmation. One the mail server has not accepted is tried again, with growing gaps, for 24 hours; after that it waits here for you.",
    allSent: "Every e-mail about a lead has been sent.",
    what: {
      quote_confirmation: (who: string) => `Quote confirmation to ${who}`,
      quote_to_firm: (who: string) => `The firm's notice of a quote from ${who}`,
      signup_confirmation: (who: string) => `Request to confirm the address of ${who}`,
      marketing: (who: string) => `Tax tips e-mail to ${who}`,
      signup_to_firm: (who: string) => `The firm's notice of an eBook sign-up from ${who}`,
      contact_confirmation: (who: string) => `Copy of a message to ${who}`,
      contact_to_firm: (who: string) => `The firm's notice of a message from ${who}`,
    },
    unknownLead: "a lead no longer held",
    status: { pending: "Waiting to try again", sending: "Being sent", failed: "Not sent: gave up after 24 hours" },
    attempts: (count: number) => `${count} ${count === 1 ? "attempt" : "attempts"}`,
    nextAttempt: (when: string) => `Next attempt ${when}`,
    queued: (when: string) => `Queued ${when}`,
    lastError: "Last error",
    retry: "Send again",
    retryLabel: (what: string) => `Send again: ${what}`,
    retrying: "Sending…",
    retried: "Sent again.",
    retryFailed: "It could not be sent again",
  },
};

export const commonCopy = {
  permission: "Your account does not have permission to do this. Sign in again with a staff account.",
  unknownError: "Something went wrong. Please try again.",
};
