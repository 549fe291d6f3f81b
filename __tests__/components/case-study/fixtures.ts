/** Plain case-study data as the page query hands it over, without images (the display needs none). */

type CaseStudy = Queries.CaseStudyPageFragment;

/** Only the required fields, like entry 9 of data/case-studies.json. */
export const minimalCaseStudy: CaseStudy = {
  caseId: 9,
  title: "Dhruva Trust: One Million Meals",
  subtitle: "Foundation awareness drive",
  Name: "Dhruva Trust",
  slung: "dhruva-million-meals",
  pdf: "dhruva-million-meals",
  description: "A long description for wide screens.",
  mobiledesc: "A short one for phones.",
  HeroBg: null,
  image: null,
  imageAlt: "A moon over a starry sky",
  counter: [
    { value: "1M", desc: "Meals served" },
    { value: "14K", desc: "Volunteers" },
  ],
  title2: null,
  subtitle2: null,
  description2: null,
  mobiledesc2: null,
  Objectives: null,
  Approach: null,
  Deliverables: null,
  Requirements: null,
  Involvement: null,
  otherList: null,
  otherList2: null,
  cards: null,
  secondImg: null,
  secondImgAlt: null,
  challenges: null,
  solution: null,
  otherPara: null,
  cardImgs: null,
  Brief: null,
};

/** Every optional block filled in. */
export const fullCaseStudy: CaseStudy = {
  ...minimalCaseStudy,
  counter: ["250+", "3.5x", "40%", "120Cr", "8200", "24h"].map((value, index) => ({ value, desc: `Counter ${index + 1}` })),
  title2: "Parents in the loop",
  subtitle2: "A journey for families",
  description2: "The second description.",
  mobiledesc2: "The second, shorter.",
  Objectives: ["Objective one"],
  Approach: ["Approach one"],
  Deliverables: ["Deliverable one"],
  Requirements: ["Requirement one"],
  Involvement: ["Involvement one"],
  otherList: { title: "Channels we used", list: ["Radio"] },
  otherList2: { title: "Tools we built", list: ["Dashboard"] },
  cards: [
    { name: "Course finder", delay: 0, image: null, imageAlt: "A rocket near a moon" },
    { name: "Fee calculator", delay: 200, image: null, imageAlt: "A ringed planet" },
  ],
  challenges: { title: "Challenges", list: ["Five hospitals"] },
  solution: { title: "Our Solution", list: ["One portal"] },
  otherPara: { headline: "Learning from every call", para: "Notes shape the ads." },
  cardImgs: [
    { name: "Bill Boards", images: [1, 2, 3, 4].map((n) => ({ alt: `Billboard ${n}`, src: null })) },
    { name: "Social Posts", images: [1, 2].map((n) => ({ alt: `Post ${n}`, src: null })) },
  ],
  Brief: [
    { title: "The ask", description: "What they wanted.", image: null, imageAlt: "A planet over a lunar horizon" },
    { title: "The answer", description: "What we did.", image: null, imageAlt: "A constellation above a moon" },
  ],
};
