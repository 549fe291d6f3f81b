/** One service (data/services.json), keyed by slug. */
export const serviceTypeDefs = `
  "A card on a service page; hovering it paints the section in Bgcolor."
  type ServiceCard {
    img: File @fileByRelativePath
    imgAlt: String!
    "Accent colour of the card's text."
    color: String!
    "Background colour the section takes while the card is hovered or focused."
    Bgcolor: String!
    title: String!
    desc: String!
  }
  type Service implements Node @dontInfer {
    "URL segment: /services/<slug>."
    slug: String!
    "Title as a small piece of HTML (may wrap a word in <span>)."
    title: String!
    "Plain-text title for menus and cards."
    titleSmall: String!
    "Short text for the home page's service cards."
    homedesc: String!
    "Description on the service page."
    desc: String!
    bgImg: File @fileByRelativePath
    bgMobile: File @fileByRelativePath
    thumbImg: File @fileByRelativePath
    "Alt text of thumbImg; bgImg and bgMobile are decorative."
    thumbImgAlt: String!
    cards: [ServiceCard!]!
    "Search and sharing (issue 30): set fields win over the derived ones."
    seo: SeoFields
  }
`;
