/** Company facts (data/site.json): one node. */
export const siteFactsTypeDefs = `
  type PostalAddress {
    street: String!
    locality: String!
    city: String!
    region: String!
    postalCode: String!
    country: String!
  }
  type SocialLink {
    "facebook, instagram, linkedin or whatsapp."
    network: String!
    url: String!
  }
  "The footer's column headings (issue 30)."
  type FooterHeadings {
    about: String!
    contact: String!
    pages: String!
  }
  type SiteFacts implements Node @dontInfer {
    name: String!
    tagline: String!
    "The line under the name on the default share card (gatsby/share-card.ts)."
    shareCardLine: String!
    foundingDate: String!
    email: String!
    phone: String!
    address: PostalAddress!
    "The heading over the address (footer, contact page)."
    officeHeading: String!
    footerHeadings: FooterHeadings!
    branches: [String!]!
    socials: [SocialLink!]!
    whoWeAre: String!
    heroHeadline: String!
    heroText: String!
    servicesHeadline: String!
    aboutStory: [String!]!
  }
`;
