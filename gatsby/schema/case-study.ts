/** One case study (data/case-studies.json). Field names follow the specification's section 3. */
export const caseStudyTypeDefs = `
  "A figure shown by a case study's animated counters, e.g. 250+ and what it counts."
  type CaseStudyCounter {
    "Number with an optional suffix, e.g. '250+', '3.5x', '40%'."
    value: String!
    "What the number counts."
    desc: String!
  }
  "A card with an image on a case-study page."
  type CaseStudyCard {
    name: String!
    image: File @fileByRelativePath
    imageAlt: String!
    "Animation delay of the card in milliseconds."
    delay: Int!
  }
  "A titled list of items."
  type TitledList {
    title: String!
    list: [String!]!
  }
  type CaseStudyParagraph {
    headline: String!
    para: String!
  }
  type CaseStudyImage {
    src: File @fileByRelativePath
    alt: String!
  }
  "A named carousel of campaign images; the group named 'Bill Boards' runs right-to-left."
  type CaseStudyImageGroup {
    name: String!
    images: [CaseStudyImage!]!
  }
  "A brief section; sections alternate image and text."
  type CaseStudyBrief {
    title: String!
    description: String!
    image: File @fileByRelativePath
    imageAlt: String!
  }
  type CaseStudy implements Node @dontInfer {
    "The case study's number (unique, 0 or more), used in /CaseStudy/<caseId>."
    caseId: Int!
    "Key of the downloadable PDF (<pdf>.pdf on the API)."
    pdf: String!
    "The case study's slug (named 'slung' in the specification)."
    slung: String!
    thumb: File @fileByRelativePath
    thumbAlt: String!
    "Decorative: shown with an empty alt."
    HeroBg: File @fileByRelativePath
    image: File @fileByRelativePath
    imageAlt: String!
    secondImg: File @fileByRelativePath
    "Alt text of secondImg, there whenever it is."
    secondImgAlt: String
    title: String!
    title2: String
    subtitle: String!
    subtitle2: String
    description: String!
    description2: String
    mobiledesc: String!
    mobiledesc2: String
    "The client's name."
    Name: String!
    counter: [CaseStudyCounter!]!
    Deliverables: [String!]
    Requirements: [String!]
    Involvement: [String!]
    Objectives: [String!]
    Approach: [String!]
    cards: [CaseStudyCard!]
    challenges: TitledList
    cardImgs: [CaseStudyImageGroup!]
    Brief: [CaseStudyBrief!]
    solution: TitledList
    otherList: TitledList
    otherList2: TitledList
    otherPara: CaseStudyParagraph
    "Search and sharing (issue 30): set fields win over the derived ones."
    seo: SeoFields
  }
`;
