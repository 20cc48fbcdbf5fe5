import { firmAddressLine } from "~/config/firm";
import { compliancePage } from "~/content/templates/compliance-page";

export default compliancePage({
  seo: {
    title: "Registered Office Address Service in London",
    description:
      "Use our London office as your company's registered office and directors' service address, keep your home address private, and get post within 24 hours.",
    serviceName: "Registered Office Address",
  },
  hero: {
    heading: "A London registered office, with your post handled",
    lead: "Use our London office as your company's registered office and keep your home address off the public register. Official post is scanned and forwarded to you within 24 hours.",
  },
  description: {
    heading: "A proper address for your company's official post",
    blocks: [
      {
        type: "p",
        text: "Every company registered in England and Wales must have a registered office: the official address that Companies House publishes and where legal and government letters are sent. It must be an 'appropriate address', where documents will come to the attention of someone acting for the company. A PO box isn't allowed.",
      },
      {
        type: "p",
        text: `Many founders use their home address at first, then find it on the public register and on every website that copies it. Using our office at ${firmAddressLine} keeps your home address private and gives your company a professional address. Letters from Companies House, HMRC and the courts reach people who know what they mean.`,
      },
    ],
    aside: {
      heading: "Post within 24 hours",
      text: "Official post is opened, scanned and e-mailed to you within 24 hours of arriving. If we're your accountants, we act on HMRC and Companies House letters for you.",
    },
  },
  features: [
    {
      title: "Registered office address",
      icon: "building",
      description:
        "Our London address on the public register as your company's registered office, for as long as you're with us.",
    },
    {
      title: "Directors' service address",
      icon: "lock",
      description:
        "Our address as the correspondence address for your directors, so their home addresses stay off the public record.",
    },
    {
      title: "Post scanned within 24 hours",
      icon: "mail",
      description:
        "Official post opened, scanned and e-mailed to you within 24 hours, with originals kept safely or posted on to you on request.",
    },
    {
      title: "Official letters acted on",
      icon: "shield",
      description:
        "Letters from HMRC, Companies House and the courts flagged straight away, and dealt with for you if we are your accountants.",
    },
    {
      title: "Change of address filed for you",
      icon: "pin",
      description:
        "We file the change of registered office with Companies House and tell HMRC, so nothing goes to your old address for long.",
    },
  ],
  faq: {
    heading: "Registered office: your questions answered",
    items: [
      {
        question: "What's the difference between a registered office and a trading address?",
        answer:
          "Your registered office is your company's legal address on the public register, where official documents are sent. Your trading address is where you actually do business. They can be different. Our service covers the registered office and, if you wish, your directors' service address; it isn't somewhere to trade from or meet customers.",
      },
      {
        question: "What happens to my post?",
        answer:
          "Letters from Companies House, HMRC, the courts and other government bodies are opened, scanned and e-mailed to you within 24 hours of arriving. We keep the originals safely, or post them on to you if you ask.",
      },
      {
        question: "Will my home address be kept private?",
        answer:
          "Your registered office and your directors' service address are what appear on the public register. Directors still give Companies House their home address, but it isn't published. If your home address already appears on older filings, you can apply to Companies House to have it removed, and we can help you do so.",
      },
      {
        question: "Can I use your address if my company is registered in Scotland or Northern Ireland?",
        answer:
          "No. A company's registered office must be in the part of the UK where it is registered, so our London address is for companies registered in England and Wales.",
      },
      {
        question: "How quickly can I switch to your address?",
        answer:
          "Once we've verified your identity, as the anti-money laundering rules require, we file the change with Companies House, usually the same day. The new address takes effect once Companies House registers it, although documents can still be served at your old address for 14 days.",
      },
      {
        question: "Do I also need a registered email address?",
        answer:
          "Yes. Every company must give Companies House a registered email address. It isn't published, but Companies House uses it to contact the company, so it must reach someone acting for the company. We can check yours is set up correctly.",
      },
    ],
  },
  cta: {
    heading: "Keep your home address off the public register",
    text: "Get a quote for our registered office service on its own or as part of a fixed monthly plan, and we'll file the change of address for you.",
  },
});
