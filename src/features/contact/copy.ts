/** The contact page's words, as data. The form's messages live with its schema (contact-request.ts). */
import { firm, firmAddressLine } from "~/config/firm";
import { paths } from "~/config/paths";
import type { PageMeta } from "~/prerender/head";
import { CALL_BACK_TIMES, CONTACT_DATA_WORDING, type CallBackTime } from "#kernel/schemas/contact-constants.ts";

export const head: PageMeta = {
  title: "Contact Us",
  description:
    "Contact our chartered accountants and solicitors: send a message, ask us to call you back at a time that suits, phone, e-mail or book a free consultation.",
  path: paths.contact.path,
};

export const contactCopy = {
  badge: "Contact us",
  heading: "Talk to an accountant or solicitor",
  lead: `Send us a message or ask us to call you back, and a qualified member of our team will answer ${firm.replyWithin}. No obligation, and no hard sell.`,

  form: {
    heading: "Send us a message",
    intro: "Tell us a little about what you need. If you would rather talk, ask us to call you back.",
    name: "Your name",
    email: "Email address",
    phone: "Phone number",
    phoneHint: "So that we can call you back. We use it for nothing else.",
    message: "How can we help?",
    messageHint: "For example: your business, your year end, or the property or contract you need help with.",
    callBack: "Request a call back",
    callBackHint: `We ring in our opening hours: ${firm.openingHours}.`,
    callBackTime: "When suits you?",
    callBackTimes: CALL_BACK_TIMES satisfies Record<CallBackTime, string>,
    honeypot: "Leave this field empty",
    submit: "Send message",
    submitCallBack: "Request a call back",
    submitting: "Sending...",
    privacyLead: `${CONTACT_DATA_WORDING} `,
    privacyLink: "See our privacy notice",
    privacyHref: paths.privacy.href(),
  },

  sent: {
    heading: (name: string) => `Thank you, ${name}`,
    received: "We have your message.",
    emailed: (email: string) => `We have e-mailed a copy of what you sent to ${email}.`,
    sendAnother: "Send another message",
  },

  toasts: {
    refused: "Your message was not sent",
    failed: "Something went wrong",
    failedText: "Your message couldn't be sent. Please try again, or call us.",
  },

  details: {
    heading: "Other ways to reach us",
    phone: "Phone",
    email: "Email",
    address: "Office",
    addressLine: firmAddressLine,
    addressNote: "Meetings by appointment.",
    hours: "Opening hours",
    booking: "Prefer to pick a time?",
    bookingText: "Book a free 30-minute consultation with one of our partners, by video or phone.",
    bookingLink: "Book a consultation",
  },
} as const;
