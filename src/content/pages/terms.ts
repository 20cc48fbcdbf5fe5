import { firm, firmAddressLine } from "~/config/firm";
import { anchor, paths } from "~/config/paths";
import { h3, link, list, mailto, ordered, p, proseSection } from "~/content/shared/legal-prose";
import {
  COMPLAINTS_ID,
  ICAEW_COMPLAINTS_URL,
  LEGAL_OMBUDSMAN_URL,
  LEGAL_UPDATED,
  SRA_CONSUMERS_URL,
  icaewStatement,
  indemnityStatement,
  registrationStatement,
  sraRulesStatement,
  sraStatement,
} from "~/content/shared/legal-regulatory";
import type { ContentPage } from "~/content/types";

const complaintsEmail = link(firm.complaintsEmail, mailto(firm.complaintsEmail, "Complaint"));
const phone = `[${firm.phone.display}](tel:${firm.phone.e164})`;

const page: ContentPage = {
  seo: {
    title: "Terms of Use, Regulatory Information and Complaints",
    description:
      "The terms for using this website, our SRA and ICAEW regulatory details, professional indemnity insurance, and how to make a complaint and escalate it.",
  },
  sections: [
    {
      type: "hero",
      badge: "Terms of use",
      heading: "Website terms, regulation and complaints",
      lead: `The terms on which you may use this website, who regulates us, and what to do if you are unhappy with our service. Last updated ${LEGAL_UPDATED}.`,
      actions: [
        {
          label: "Regulatory information",
          href: anchor("regulatory-information"),
          variant: "secondary",
        },
        {
          label: "How to complain",
          href: anchor(COMPLAINTS_ID),
          variant: "secondary",
        },
      ],
    },
    proseSection("about-us", "About us", [
      p(
        `This website is run by ${firm.legalName}, trading as ${firm.name}. ${registrationStatement} You can contact us at ${link(firm.email, mailto(firm.email))} or on ${phone}, ${firm.openingHours}.`,
      ),
      p("By using this website you accept these terms. If you do not agree with them, please do not use the site."),
    ]),
    proseSection("using-the-site", "Using this website", [
      list(
        "You may use the site to find out about our services, read our articles, use our calculators, request a quote and download our eBook.",
        "You must not misuse the site: for example by trying to get into parts of it you are not authorised to use, introducing malicious code, overloading it, or copying content in bulk by automated means.",
        "The staff area is for our people only. Sign-in details must be kept secret and not shared.",
        "We may change, suspend or withdraw any part of the site at any time. We try to keep it available but cannot promise it will always be.",
      ),
    ]),
    proseSection("no-advice", "The site is information, not advice", [
      p(
        "Our articles, guides, FAQs and the eBook give general information about UK tax, accounting and law as it stood when they were written. They are not advice about your circumstances, and the rules change. Please do not act, or decide not to act, on them without taking advice.",
      ),
      p(
        "**We have no adviser-client relationship with you, and owe you no duty of care for your affairs, until we have both agreed an engagement letter.** Reading the site, requesting a quote or sending us an e-mail does not make you a client.",
      ),
    ]),
    proseSection("quotes", "Quotes and prices", [
      list(
        "The instant quote is an indication based on the answers you give. It is not an offer we are bound to accept.",
        "Our fixed monthly fee is confirmed in an engagement letter, after we have checked the work involved and completed our identity and anti-money-laundering checks, which the law requires before we can act for you.",
        "Prices exclude VAT unless we say otherwise. Work outside the agreed scope is quoted in writing before we do it.",
        "We may decline to act, for example where there is a conflict of interest or we cannot complete our checks.",
      ),
    ]),
    proseSection("calculators", "Calculators", [
      p(
        `Our ${link("Corporation Tax Calculator", paths.corporationTaxCalculator.href())} and ${link("SDLT calculator", paths.sdltCalculator.href())} give estimates from the figures you enter and the rates built into them. They do not take account of every relief, adjustment or circumstance, and the result is not a tax calculation for filing or a statement of what you owe. Ask us to confirm the figure before you rely on it.`,
      ),
    ]),
    proseSection("intellectual-property", "Intellectual property", [
      p(
        `The content of this site, including text, guides, the eBook, designs and logos, belongs to ${firm.legalName} or the people who licensed it to us. You may view, print and share it for your own information, with a link back to the page. You may not republish it, sell it, or use it to train or feed automated systems without our written permission.`,
      ),
    ]),
    proseSection("links", "Links to other websites", [
      p(
        "Where the site links to other websites, such as HMRC, Companies House, our regulators, review sites or our booking page, we do so for your convenience. We do not control those sites and are not responsible for their content or how they use your data.",
      ),
    ]),
    proseSection("liability", "Our liability", [
      p(
        "We take care to keep the site accurate, but the information on it is provided without warranties, and to the extent the law allows we are not liable for any loss arising from your use of the site or reliance on its content. In particular, we are not liable for loss of profit, business or opportunity.",
      ),
      p(
        "Nothing in these terms limits or excludes our liability for death or personal injury caused by our negligence, for fraud, or for anything else the law does not allow us to limit. Our liability for work we do for clients is set out in their engagement letters, not in these terms.",
      ),
    ]),
    proseSection("law", "Changes and governing law", [
      p(
        `We may update these terms, and the version on this page on the day you use the site applies. Our ${link("privacy notice", paths.privacy.href())} and ${link("cookie notice", paths.cookies.href())} also apply to your use of the site.`,
      ),
      p(
        "These terms are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction. If you are a consumer living in Scotland or Northern Ireland, you may also bring proceedings in your local courts.",
      ),
    ]),
    proseSection(
      "regulatory-information",
      "Regulatory information",
      [
        p(registrationStatement),
        p(`${sraStatement} ${sraRulesStatement}`),
        p(icaewStatement),
        p(indemnityStatement),
        p(
          "Reserved legal activities, such as conveyancing, are carried out only by or under the supervision of our solicitors. Accountancy and tax work is carried out by or under the supervision of our chartered accountants.",
        ),
      ],
      {
        aside: {
          heading: "Registered office",
          text: `${firm.legalName}, ${firmAddressLine}`,
        },
      },
    ),
    proseSection(
      COMPLAINTS_ID,
      "Complaints procedure",
      [
        p(
          "We want to hear if we have fallen short, and most concerns are resolved quickly once we know about them. Making a complaint is free, and it will not affect how we treat you.",
        ),
        h3("How to complain"),
        p(
          `Please e-mail ${complaintsEmail}, write to The Complaints Partner, ${firm.legalName}, ${firmAddressLine}, or call ${phone}. Tell us what went wrong, and what you would like us to do to put it right. If you need us to make adjustments, for example large print or a call rather than letters, just say.`,
        ),
        h3("What happens next"),
        ordered(
          "We acknowledge your complaint within 2 working days and tell you who is dealing with it. That is a partner who was not involved in the work you are complaining about.",
          "We look at your file, talk to the people involved, and may ask you for more information.",
          "We send you our final written response within 8 weeks of receiving your complaint, explaining what we found and what we will do to put things right.",
        ),
        h3("Legal services: the Legal Ombudsman"),
        p(
          `If your complaint is about our legal services and you are not satisfied with our final response, or we have not resolved it within 8 weeks, you can ask the Legal Ombudsman to look at it. You must contact the Ombudsman within **6 months of our final response**, and within **1 year of the act or omission** you are complaining about, or of when you should reasonably have known about it. The Ombudsman deals with complaints from individuals and from small businesses, charities and trusts; its website explains who can use it.`,
        ),
        list(
          `Website: ${link("legalombudsman.org.uk", LEGAL_OMBUDSMAN_URL)}`,
          "Telephone: [0300 555 0333](tel:+443005550333)",
          "Post: Legal Ombudsman, PO Box 6167, Slough, SL1 0EH",
        ),
        p(
          `If you are concerned about a solicitor's conduct, such as dishonesty or the way your money was handled, you can also report it to the ${link("Solicitors Regulation Authority", SRA_CONSUMERS_URL)}.`,
        ),
        h3("Accountancy and tax services: ICAEW"),
        p(
          `If your complaint is about our accountancy or tax work and you are not satisfied with our final response, you can complain to the Institute of Chartered Accountants in England and Wales, which regulates our accountancy work: ${link("icaew.com/complaints", ICAEW_COMPLAINTS_URL)}.`,
        ),
      ],
      {
        aside: {
          heading: "Our timescales",
          text: "Acknowledgement within **2 working days**. Final response within **8 weeks**.",
        },
      },
    ),
  ],
};

export default page;
