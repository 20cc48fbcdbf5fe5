import { firm } from "~/config/firm";
import { paths } from "~/config/paths";
import { link, list, mailto, p, proseSection } from "~/content/shared/legal-prose";
import { LEGAL_UPDATED } from "~/content/shared/legal-regulatory";
import type { ContentPage } from "~/content/types";
import { browserStorage } from "~/lib/browser-storage";

const { heroVariant, heroViews, staffSession, staffLastActivity, staffIdleNotice, articleDraft } = browserStorage;

const page: ContentPage = {
  seo: {
    title: "Cookies and Browser Storage",
    description:
      "This site sets no cookies for visitors and uses no tracking or advertising. What it keeps in your browser, for how long, and how to clear it.",
  },
  sections: [
    {
      type: "hero",
      badge: "Cookie notice",
      heading: "No cookies for visitors. No tracking.",
      lead: `This website does not set cookies when you visit it, and it uses no advertising, tracking or third-party analytics. This notice explains the few small things it can keep in your browser, and why. Last updated ${LEGAL_UPDATED}.`,
      actions: [
        {
          label: "Read our privacy notice",
          href: paths.privacy.href(),
          variant: "secondary",
        },
      ],
    },
    {
      type: "checklist",
      id: "summary",
      heading: "At a glance",
      columns: 2,
      items: [
        "No cookies are set for visitors, on any page",
        "No advertising, tracking or social-media cookies",
        "No cross-site tracking and no profile of you",
        "Nothing stored that follows you to other sites",
      ],
    },
    {
      type: "cardGrid",
      id: "what-we-store",
      heading: "What the site can keep in your browser",
      lead: "Browsers also let sites keep small notes in session storage and local storage. This site keeps one for visitors, and two for its own staff while they work.",
      columns: 2,
      items: [
        {
          title: "Headline note",
          icon: "timer",
          description: `The home page shows one of two headlines, chosen at random on each visit. When it does, the site may keep a one-letter note ("a" or "b") under the name ${heroVariant.name}, so that if you then ask for a quote, the request can be matched to the headline you saw, and a note of which headlines this tab has shown under ${heroViews.name}, so that seeing the home page again is not counted as a new visitor.`,
          points: [
            "Where: session storage, on this site only",
            "Contains: the letters a and b, and nothing about you",
            "Lasts: until you close the tab or window",
            "Used: to count each headline once per visit, and to match a quote request to the headline you saw",
          ],
        },
        {
          title: "Staff sign-in session",
          icon: "lock",
          description:
            "Only for our own staff. When a member of staff signs in, the browser keeps their session so that they stay signed in while they work. Visitors never get one.",
          points: [
            `Where: local storage, under a name starting sb- and ending -auth-token (${staffSession.name})`,
            "Contains: the staff member's account ID and e-mail address, and the sign-in tokens that prove they are signed in",
            "Lasts: until they sign out; the tokens are short-lived and renew automatically while the site is open",
            "To clear: press Sign Out, or clear this site's data in the browser",
          ],
        },
        {
          title: "Staff activity note",
          icon: "timer",
          description: `Only for our own staff. The staff area signs itself out after 30 minutes without use, so that a screen left open shows nobody's details for long. To know when it was last used in any of its tabs, it keeps the time under ${staffLastActivity.name}; after signing itself out it leaves a note under ${staffIdleNotice.name} so that the sign-in screen can say why.`,
          points: [
            `Where: local storage (${staffLastActivity.name}) and session storage (${staffIdleNotice.name}), on this site only`,
            "Contains: a time, and the figure 1; nothing about anyone",
            "Lasts: the time of last use until this site's data is cleared; the note until the sign-in screen has shown it",
            "Used: only in the staff area, never for visitors",
          ],
        },
        {
          title: "Unsaved article drafts",
          icon: "document",
          description: `Only for our own staff. While an article is being written, the staff area keeps the unsaved text in the browser under ${articleDraft.name}, so that a reload or a session that ends loses nothing; the editor offers it back the next time the article is opened.`,
          points: [
            `Where: local storage (${articleDraft.name}, one for each article being edited), on this site only`,
            "Contains: the article's fields as typed (title, address, text and the like) and the time they were kept; nothing about visitors",
            "Lasts: until the article is saved, or the changes are discarded",
            "Used: only in the staff area, never for visitors",
          ],
        },
      ],
    },
    proseSection("headline-test", "How the headline test works without cookies", [
      p(
        "Each time the home page loads, the browser picks one of two headlines at random. The choice is not saved in a cookie, not carried to your next visit, and not used to recognise you. The site sends our own server a note that a headline was shown, with the letter, the page address and the time: no name, no e-mail address and no identifier.",
      ),
      p(
        `The privacy notice explains this measurement and its lawful basis in its section on ${link("what we collect", `${paths.privacy.href()}#what-we-collect`)}.`,
      ),
    ]),
    proseSection("other-sites", "Other websites", [
      p(
        "When you follow a link from this site to another one, such as our online booking page, a review site, our social-media pages or a regulator, that site may set its own cookies. Its own cookie notice applies, and we do not control or receive that data.",
      ),
    ]),
    proseSection("control", "How to control browser storage", [
      p("You can see and delete what any website has stored in your browser, and stop sites storing anything at all:"),
      list(
        "**Chrome and Edge:** Settings, then Privacy and security (Edge: Cookies and site permissions), then the site data settings. You can delete this site's data or block sites from saving data.",
        "**Firefox:** Settings, then Privacy & Security, then Cookies and Site Data, then Manage Data.",
        "**Safari:** Settings (Preferences on a Mac), then Privacy, then Manage Website Data. On an iPhone or iPad: Settings, then Safari, then Advanced, then Website Data.",
        "**Private or incognito windows:** anything stored is deleted when you close the window.",
      ),
      p(
        "Blocking storage does not stop you using this site or asking for a quote: the headline note is simply not kept. Staff need local storage to stay signed in.",
      ),
    ]),
    proseSection("contact", "Questions and changes", [
      p(
        `If we ever change what the site stores, we will update this notice and its date first, and if we wanted to use cookies that need your consent we would ask before setting them. Questions? E-mail ${link(firm.privacyEmail, mailto(firm.privacyEmail, "Cookies question"))}.`,
      ),
    ]),
  ],
};

export default page;
