/** The small collections shown whole on the home and about pages. */
export const smallCollectionTypeDefs = `
  "A year of the company timeline; 2024 has no second panel."
  type TimelineEntry implements Node @dontInfer {
    year: Int!
    img: File @fileByRelativePath
    imgAlt: String!
    headline: String!
    desc: String!
    img2: File @fileByRelativePath
    img2Alt: String
    headline2: String
    desc2: String
  }
  type Testimonial implements Node @dontInfer {
    name: String!
    image: File @fileByRelativePath
    imageAlt: String!
    text: String!
    job: String!
  }
  "HR, Sales or Career contact entry in the footer."
  type ContactEntry implements Node @dontInfer {
    name: String!
    email: String!
    link: String!
    number: String!
  }
  type Partner implements Node @dontInfer {
    name: String!
    kind: String!
    logo: File @fileByRelativePath
    logoAlt: String!
  }
  type Award implements Node @dontInfer {
    title: String!
    year: Int!
    image: File @fileByRelativePath
    imageAlt: String!
  }
  "A slide of the home page's Innovation / Collaboration / Result carousel."
  type HomeSlide implements Node @dontInfer {
    name: String!
    caption: String!
    image: File @fileByRelativePath
  }
  "A slide of the about page's intro slider."
  type IntroSlide implements Node @dontInfer {
    title: String!
    text: String!
    image: File @fileByRelativePath
  }
  "A clip in the case-study list's video section, served from static/."
  type CaseStudyVideo implements Node @dontInfer {
    title: String!
    src: String!
    poster: String!
  }
  "A JSON file under data/ as gatsby-transformer-json reads it; its entries become the nodes above."
  type DataFile implements Node @dontInfer {
    id: ID!
  }
`;
