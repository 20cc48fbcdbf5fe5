/** The pages a sign-up's e-mail links open: confirming the address, and unsubscribing. */
import type { PageMeta } from "~/prerender/head";

export interface EmailLinkCopy {
  head: Omit<PageMeta, "path">;
  heading: string;
  lead: string;
  action: string;
  acting: string;
  doneTitle: string;
  doneText: string;
  failedTitle: string;
  incompleteTitle: string;
}

export const confirmCopy: EmailLinkCopy = {
  head: {
    title: "Confirm your e-mail address",
    description: "Confirm the e-mail address you gave with your eBook download, to receive our occasional tax tips.",
    noindex: true,
  },
  heading: "Confirm your e-mail address",
  lead: "You asked for occasional tax tips and updates by e-mail when you downloaded our eBook. Confirm that the address is yours and we will add you to the list.",
  action: "Confirm my address",
  acting: "Confirming…",
  doneTitle: "Thank you: your address is confirmed",
  doneText: "We will send you no more than a couple of e-mails a month, and every one has a link to unsubscribe.",
  failedTitle: "Your address could not be confirmed",
  incompleteTitle: "This confirmation link is not complete",
};

export const unsubscribeCopy: EmailLinkCopy = {
  head: {
    title: "Unsubscribe from our e-mails",
    description: "Stop our tax tips and updates by e-mail: one button, and we will not e-mail you again.",
    noindex: true,
  },
  heading: "Unsubscribe from our e-mails",
  lead: "Press the button and we will stop sending you our tax tips and updates. It does not affect anything else you have with us, such as a quote or the eBook.",
  action: "Unsubscribe",
  acting: "Unsubscribing…",
  doneTitle: "You are unsubscribed",
  doneText:
    "We will not send you marketing e-mails again. Your eBook sign-up is deleted within a day; for it we keep only a coded form of your address and the date, so that we never e-mail you by mistake. Anything else you have with us, such as a quote, is kept as our privacy notice says. You can sign up again at any time.",
  failedTitle: "We could not unsubscribe you",
  incompleteTitle: "This unsubscribe link is not complete",
};
