import { firm, firmAddressLine } from "~/config/firm";
import { paths } from "~/config/paths";
import { h3, link, list, mailto, p, proseSection } from "~/content/shared/legal-prose";
import { ICO_COMPLAINT_URL, PRIVACY_UPDATED, registrationStatement } from "~/content/shared/legal-regulatory";
import type { ContentPage } from "~/content/types";
import { periodInWords, retentionMonths } from "#kernel/retention.ts";

// The periods private.apply_retention() applies (supabase/functions/_shared/kernel/retention.ts).
const quotePeriod = periodInWords(retentionMonths.quotes);
const contactPeriod = periodInWords(retentionMonths.contact_requests);
const signupPeriod = periodInWords(retentionMonths.ebook_signups);
const analyticsPeriod = periodInWords(retentionMonths.analytics_events);
const clientPeriod = periodInWords(retentionMonths.client_leads);
const accessRecordPeriod = periodInWords(retentionMonths.staff_access_log);
const auditPeriod = periodInWords(retentionMonths.personal_data_audit);
const testimonialPeriod = periodInWords(retentionMonths.testimonials);

const privacyEmail = link(firm.privacyEmail, mailto(firm.privacyEmail));
const bookingHost = new URL(firm.bookingUrl).hostname;

const page: ContentPage = {
  seo: {
    title: "Privacy Notice",
    description:
      "How we collect, use and protect personal data from quotes, contact requests, eBook sign-ups, site measurement and staff accounts, and your rights under UK GDPR.",
  },
  sections: [
    {
      type: "hero",
      badge: "Privacy notice",
      heading: "How we use your personal data",
      lead: `This notice explains what personal data this website collects, why, what the law allows us to do with it, how long we keep it and what your rights are. Last updated ${PRIVACY_UPDATED}.`,
      actions: [
        {
          label: "Contact our privacy team",
          href: mailto(firm.privacyEmail, "Privacy question"),
          variant: "secondary",
        },
      ],
    },
    {
      type: "checklist",
      id: "summary",
      heading: "The short version",
      columns: 2,
      items: [
        "We collect only what you give us in a form, plus one anonymous measurement.",
        "We use no advertising or tracking cookies, and visitors get no cookies at all.",
        "We never sell your data or share it for anyone else's marketing.",
        "You can ask for a copy of your data, or for it to be corrected or deleted, at any time.",
      ],
    },
    proseSection("controller", "Who we are", [
      p(
        `${firm.legalName} ("we", "us") is the controller of the personal data described in this notice. ${registrationStatement}`,
      ),
      p(
        `For any question about your data, or to use your rights, e-mail ${privacyEmail} or write to The Privacy Team, ${firm.legalName}, ${firmAddressLine}. You can also call us on [${firm.phone.display}](tel:${firm.phone.e164}).`,
      ),
      p(
        "This notice covers this website. If you become a client, your engagement letter includes a client privacy notice that covers the work we do for you.",
      ),
    ]),
    proseSection("what-we-collect", "What we collect, why, and our lawful basis", [
      h3("Instant quote requests"),
      p(
        `**What:** your first and last name, e-mail address, expected revenue band, industry and the package you choose, your phone number and a message if you give them, the time of the request, and which home-page headline you saw if your browser kept a note of it (see our ${link("cookie notice", paths.cookies.href())}).`,
      ),
      p(
        "**Why and lawful basis:** to work out your quote, show it to you and e-mail you a confirmation, which are steps you ask us to take before entering into a contract (UK GDPR Article 6(1)(b)). We also rely on our legitimate interests (Article 6(1)(f)) to follow up on your request and to understand which of our pages lead to enquiries.",
      ),
      p(
        `**How long:** ${quotePeriod} from your request if you do not become a client. If you do, we keep it with your client record for ${clientPeriod} after we last worked on it.`,
      ),
      h3("Contact requests and call backs"),
      p(
        `**What:** when you use our ${link("contact form", paths.contact.href())}: your name, e-mail address, your phone number if you give it, your message, whether you asked us to call you back and the time of day you chose, and the time you sent it. We e-mail you a copy of what you sent, and our team a notice of it.`,
      ),
      p(
        "**Why and lawful basis:** to answer your message and, if you ask, to call you back, in our legitimate interests in replying to people who contact us (Article 6(1)(f)), or as steps you ask us to take before entering into a contract (Article 6(1)(b)). We do not add you to any mailing list.",
      ),
      p(
        `**How long:** ${contactPeriod} from your message if you do not become a client. If you do, we keep it with your client record for ${clientPeriod} after we last worked on it.`,
      ),
      h3("eBook sign-ups"),
      p(
        "**What:** your first name, last name if you give it, e-mail address, the exact wording of the consent you gave, the page and the time you gave it, when you confirmed your address, and when you downloaded the eBook. With each consent we keep a coded form of your internet (IP) address, made with a secret key of ours, which tells us whether two sign-ups came from one place but cannot be turned back into the address.",
      ),
      p(
        `**Why and lawful basis:** to send you the eBook and occasional tax tips and updates by e-mail, on the basis of your consent (Article 6(1)(a)). The consent box is never ticked for you, and we send our updates only once you have confirmed your address by the link in the e-mail we send you after you sign up. You can withdraw consent at any time with the unsubscribe link in any of our e-mails or by e-mailing ${privacyEmail}, and withdrawing does not affect the eBook you already have.`,
      ),
      p(
        `**How long:** until you withdraw consent or, if sooner, ${signupPeriod} after you last signed up, confirmed your address or downloaded the eBook. After you unsubscribe we delete your sign-up within a day and keep only a coded form of your e-mail address (we can recognise the address if it is given to us again, but the code does not show it) and the date on a suppression list, so that we never e-mail you again by mistake.`,
      ),
      h3("Measuring our home-page headline"),
      p(
        "**What:** the home page shows one of two headlines, chosen at random on each visit. The site records which headline was shown, the page address and the time. The record contains no name, e-mail address or identifier, is not linked to other visits, and uses no cookies. Nothing is shared with advertising or analytics companies, and no profile of you is built.",
      ),
      p(
        `**Why and lawful basis:** to learn which headline explains our services better, in our legitimate interests (Article 6(1)(f)). The record cannot identify you, so the effect on you is minimal. **How long:** ${analyticsPeriod}, then deleted.`,
      ),
      h3("Enquiries and consultation bookings"),
      p(
        `**What:** what you send us when you e-mail, call or book a consultation through our online booking page at ${bookingHost}: usually your name, contact details, the time you chose and your message. **Why and lawful basis:** to answer you and arrange the meeting, in our legitimate interests (Article 6(1)(f)) or as steps before a contract (Article 6(1)(b)). **How long:** two years if you do not become a client.`,
      ),
      h3("Testimonials and reviews you give us"),
      p(
        `**What:** if you give us a testimonial, your words, your name as you agreed it may be shown, who you are (for example your role and business), the day you gave it, how it reached us (an e-mail, a letter, a survey, in person, or the address of a review you posted), that you agreed to it being published, anything we gave you in return, and which of our staff added and checked it. **Why and lawful basis:** to show what clients say about us, with your consent (Article 6(1)(a)), and to be able to show that every review we publish is genuine, as the law requires. **How long:** we show it until you ask us to stop, or we stop relying on it; we then take it off the site at its next update, and keep the record of it and of your agreement for ${testimonialPeriod}, so that we can show it was genuine. Our ${link("review policy", paths.reviewPolicy.href())} says how we check reviews.`,
      ),
      h3("Staff accounts"),
      p(
        "**What:** if you work for us and sign in to this site, your name and work e-mail address (your name shows to colleagues beside the leads you work and on the articles you write), a password stored by our provider only as a secure hash that we cannot read, your sign-in times and the session that keeps you signed in. **Why and lawful basis:** to give you access to the tools you need for your role, under your contract with us (Article 6(1)(b)), and to keep the site secure, in our legitimate interests (Article 6(1)(f)). **How long:** while you have an account; it is deleted when you leave, apart from security logs kept for a limited period.",
      ),
      h3("E-mails we send"),
      p(
        "When we send a quote confirmation, a copy of your message, the eBook confirmation or tax updates, our e-mail delivery provider processes your name, e-mail address and the message, and tells us whether it accepted each one; our team sees any it did not, so that we can try again or fix the address. If a message to you bounces for good, or you report it as spam, your address goes on our suppression list, so that no marketing reaches it again. We keep each e-mail with the request it belongs to, for as long as that request. We rely on the same lawful basis as the form you filled in.",
      ),
      h3("Keeping our forms and your data safe"),
      p(
        `**What:** to stop our forms being abused, we keep for each form sent a coded form (a hash) of the e-mail address and of the internet address it came from, with the time; these are deleted within a day. When a member of our staff opens or exports leads, or exports, erases or records a request about someone's data, we record who did it and when; a record of an export or erasure holds the person's e-mail address only as a code made with a secret key. **Why and lawful basis:** to keep the site and your data secure and to show that we handle data properly, in our legitimate interests (Article 6(1)(f)) and to meet our accountability duty (Article 5(2)). **How long:** records of who opened leads, ${accessRecordPeriod}; records of exports, erasures and requests, ${auditPeriod}.`,
      ),
      h3("If you become a client"),
      p(
        "Before we act for you the law requires us to verify your identity and carry out anti-money-laundering checks, which may involve an identity verification service and public registers such as Companies House. We do this to comply with a legal obligation (Article 6(1)(c)). The money-laundering rules require us to keep these records for five years after our relationship ends, and we keep client files for six years after an engagement ends, as your engagement letter explains.",
      ),
    ]),
    proseSection("sharing", "Who we share your data with", [
      p(
        "We use a small number of service providers (processors) who act only on our instructions, under contracts that require them to keep your data secure and confidential:",
      ),
      list(
        "**Supabase**, our hosting and database provider, which runs this site's database, sign-in, file storage and server functions. Your data is stored in its UK/EU region.",
        "**Our e-mail delivery provider**, which sends quote confirmations, the eBook and our updates, and our own notices and reminders to our staff about your request.",
        "**Our staff's calendar service** (such as Google Calendar or Microsoft Outlook), if a member of our staff adds their call backs to their calendar: the name and phone number of a person who asked us to call, with the time, and the day we plan to follow a request up.",
        `**Our online booking service** at ${bookingHost}, if you book a consultation.`,
        "**Our website host**, which serves this site's pages and keeps short-lived records of the requests it answers (your IP address, the page and the time) to keep the site running and secure.",
      ),
      p(
        "We share data with others only where the law requires or allows it: for example HMRC, Companies House, our regulators (the SRA and ICAEW), our professional indemnity insurers, or the police and courts. We never sell your data, and we never share it with anyone for their own marketing.",
      ),
    ]),
    proseSection("international-transfers", "International transfers", [
      p(
        "Your data is stored in the UK or the European Economic Area, which the UK recognises as giving adequate protection. Some of our providers, or their support teams, can access data from other countries, including the United States. Where that happens, we make sure the transfer is covered by UK adequacy regulations or by the ICO's International Data Transfer Agreement or the UK Addendum to the EU standard contractual clauses. You can ask us for details of the safeguard that applies.",
      ),
    ]),
    proseSection("retention", "How long we keep your data", [
      list(
        `Quote requests: ${quotePeriod}, if you do not become a client.`,
        "E-mails, calls and bookings you make with us directly, which we keep in our mailbox and the booking service rather than on this website: two years, if you do not become a client.",
        `Contact requests and call backs: ${contactPeriod}, if you do not become a client.`,
        `eBook sign-ups: until you withdraw consent, or ${signupPeriod} after your last interaction with us; a suppression record after you unsubscribe.`,
        `Headline measurement: ${analyticsPeriod}.`,
        "Records that protect our forms from abuse: one day.",
        `Records of who at the firm opened or exported leads: ${accessRecordPeriod}; of exports and erasures of someone's data: ${auditPeriod}.`,
        "Staff accounts: while the account is open.",
        `Testimonials you give us: shown until you ask us to stop; afterwards, the record of it and of your agreement for ${testimonialPeriod}, to show it was genuine.`,
        `Requests from people who became clients: ${clientPeriod} after we last worked on them.`,
        "Client files, which are kept outside this website under your engagement letter: six years after the engagement ends, and anti-money-laundering records for five years after the relationship ends.",
      ),
      p("When a period ends, we delete the data or make it fully anonymous."),
    ]),
    proseSection("your-rights", "Your rights", [
      p("Under UK data protection law you have the right to:"),
      list(
        "**Access:** ask for a copy of the personal data we hold about you.",
        "**Rectification:** ask us to correct data that is wrong or incomplete. We correct it and note that we did, not what it said before.",
        "**Erasure:** ask us to delete your data where we no longer have a reason to keep it. We then keep only a coded form of your e-mail address on our suppression list, so that no marketing reaches you again.",
        "**Restriction:** ask us to limit how we use your data, for example while we check its accuracy. We then keep it but do not use it, and send you no marketing, until the restriction ends.",
        "**Objection:** object to our use of your data where we rely on legitimate interests, and to direct marketing at any time: tell us by e-mail or phone and we record it at once, as the unsubscribe link in our e-mails does.",
        "**Portability:** receive data you gave us, in a machine-readable format, or have it sent to another organisation.",
        "**Withdraw consent:** where we rely on your consent, withdraw it at any time, without affecting what we did before.",
      ),
      p(
        `To use any of these rights, e-mail ${privacyEmail}. We may ask you to confirm your identity. We reply within one month, free of charge; if a request is complex we may extend this by up to two further months and will tell you why.`,
      ),
      p(
        "We do not make decisions about you by purely automated means that have legal or similarly significant effects. Your instant quote is calculated automatically from your answers, but it is an indication only, and a person reviews it before any engagement.",
      ),
    ]),
    proseSection("security", "Keeping your data safe", [
      p(
        "Data travels to and from this site encrypted. Our database's access rules limit what a visitor's browser can do. Only the members of our staff who deal with enquiries can see your data (those who only write our articles cannot), each signing in with a password and a code from an authenticator app, and the database records each time one of them opens or exports it. We review who has access whenever someone joins or leaves.",
      ),
    ]),
    proseSection("complaints", "How to complain", [
      p(
        `If you are unhappy with how we have handled your data, please tell us first at ${privacyEmail} and we will try to put it right. You also have the right to complain to the Information Commissioner's Office (ICO), the UK's data protection regulator: ${link("ico.org.uk", ICO_COMPLAINT_URL)}, telephone [0303 123 1113](tel:+443031231113).`,
      ),
    ]),
    proseSection("updates", "Changes to this notice", [
      p(
        `This notice was last updated on ${PRIVACY_UPDATED}. When we change it we update the date here, and if a change affects how we use data you have already given us, we tell you before it takes effect. Our ${link("cookie notice", paths.cookies.href())} explains what this site stores in your browser, and our ${link("terms of use", paths.terms.href())} cover the rest of the site.`,
      ),
    ]),
  ],
};

export default page;
