/** The terms of use (spec §2 Terms), written for Selenova Digital. Each block: a heading, paragraphs, an optional list. */
export interface TermsBlock {
  id: string;
  title: string;
  paragraphs: readonly string[];
  list?: readonly string[];
  /** A paragraph after the list. */
  after?: string;
}

export const TERMS_UPDATED = "1 January 2025";

/** The blocks, with `email` as the address for linking requests. */
export function termsBlocks(email: string): TermsBlock[] {
  return [
    {
      id: "use",
      title: "Use of this website",
      paragraphs: [
        "Welcome to the website of Selenova Digital, a digital agency registered in Pune, Maharashtra, India. These terms and conditions set out the rules for using this website and everything published on it.",
        "By opening this website you accept these terms in full. If you do not agree with any part of them, please stop using the website. In these terms, \"we\", \"us\" and \"our\" mean Selenova Digital, and \"you\" means the person visiting the website.",
      ],
    },
    {
      id: "cookies",
      title: "Cookies",
      paragraphs: [
        "This website may use cookies and similar storage to remember your preferences and to understand, in aggregate, how pages are used. By using the website you agree to the use of cookies in line with these terms.",
        "Most modern websites rely on cookies to work well. Some of our partners, such as analytics or advertising providers, may also set cookies when you visit. You can block or delete cookies in your browser settings; some parts of the website may then work less smoothly.",
      ],
    },
    {
      id: "licence",
      title: "Licence",
      paragraphs: [
        "Unless stated otherwise, Selenova Digital and its licensors own the intellectual property rights in all material on this website, including text, artwork, logos, case studies and videos. All rights are reserved. You may view and print pages for your own personal, non-commercial use, subject to the limits below.",
        "You must not:",
      ],
      list: [
        "republish material from this website on another website or in print;",
        "sell, rent or sub-license material from this website;",
        "reproduce, duplicate or copy material from this website for a commercial purpose;",
        "redistribute content from this website, unless that content is clearly made available for redistribution, such as a downloadable case-study PDF shared in full and with credit.",
      ],
    },
    {
      id: "linking",
      title: "Hyperlinking to our content",
      paragraphs: ["The following organisations may link to our website without asking us first:"],
      list: [
        "government agencies and public bodies;",
        "search engines;",
        "news organisations;",
        "online directory distributors, when they list us in the same way as other businesses;",
        "accredited businesses, except those soliciting for non-profit organisations, charity shopping malls and charity fundraising groups.",
      ],
      after:
        `Any other organisation may ask for approval to link to us by writing to ${email} with its name, contact details, the address of the site that will carry the link, and the pages it wishes to link to. Please allow 2-3 weeks for a reply. Approved links must not be misleading, must not suggest sponsorship or endorsement that does not exist, and must fit the context of the linking site. Our logo and other artwork may not be used for a link without a separate trademark licence.`,
    },
    {
      id: "iframes",
      title: "iFrames",
      paragraphs: [
        "Without our prior written approval, you may not create frames around our web pages that change the visual presentation or appearance of this website in any way.",
      ],
    },
    {
      id: "rights",
      title: "Reservation of rights",
      paragraphs: [
        "We reserve the right to ask you to remove any link to our website, and you agree to remove it promptly when asked. We may also change these terms and our linking policy at any time; by continuing to link to or use the website, you agree to be bound by the terms as they then stand.",
        "If you find a link on our website that is offensive for any reason, you are welcome to tell us. We will consider requests to remove links but are not obliged to remove them or to reply to you directly.",
      ],
    },
    {
      id: "disclaimer",
      title: "Disclaimer",
      paragraphs: [
        "We try to keep the information on this website accurate and up to date, but we do not promise that it is complete or correct, or that the website will always be available. To the maximum extent permitted by law, we exclude all representations, warranties and conditions relating to this website and its use.",
        "Nothing in this disclaimer limits or excludes our liability for death or personal injury, for fraud or fraudulent misrepresentation, or for anything else that may not be limited or excluded under applicable law. The limits and exclusions in this section and elsewhere in these terms govern all liabilities arising under them, whether in contract, in tort or for breach of statutory duty.",
      ],
    },
    {
      id: "no-liability",
      title: "No liability while the service is free",
      paragraphs: [
        "As long as this website and the information and services on it are provided free of charge, we will not be liable for any loss or damage of any nature arising from your use of it.",
      ],
    },
  ];
}
