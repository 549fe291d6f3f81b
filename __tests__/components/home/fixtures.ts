/** Plain data shaped like the page queries' fragments (images left out: jsdom shows none). */

export function caseStudy(caseId: number, counters = 2): Queries.HomeHeroCaseFragment {
  return {
    caseId,
    title: `Mission ${caseId}`,
    Name: `Client ${caseId}`,
    subtitle: `Subtitle ${caseId}`,
    description: `Long story ${caseId}`,
    mobiledesc: `Short story ${caseId}`,
    counter: Array.from({ length: counters }, (_, i) => ({ value: `${caseId}${i}%`, desc: `Figure ${i} of ${caseId}` })),
    thumb: null,
    thumbAlt: "A moon in a starry sky",
    HeroBg: null,
  };
}

export const CATEGORIES = [
  "Automotive",
  "Ecommerce",
  "FMCG",
  "Education",
  "Entertainment",
  "Agriculture",
  "Foundation",
  "Aviation",
  "Insurance & Finance",
  "ITES",
  "OEM",
  "Health Care",
  "Hospitality Cnslt",
  "Sports & Events",
];

export const clients: Queries.HomeClientsFragment = {
  categories: CATEGORIES,
  logos: [
    { name: "Kalpa Motors", logo: { relativePath: "images/clients/Automotive/kalpa-motors.png", childImageSharp: null }, logoAlt: "Client logo" },
    { name: "Torqueline", logo: { relativePath: "images/clients/automotive/torqueline.png", childImageSharp: null }, logoAlt: "Client logo" },
    { name: "OrbitCart", logo: { relativePath: "images/clients/Ecommerce/orbitcart.png", childImageSharp: null }, logoAlt: "Client logo" },
    { name: "Coverwise", logo: { relativePath: "images/clients/Insurance & Finance/coverwise.png", childImageSharp: null }, logoAlt: "Client logo" },
  ],
};

export function timelineEntry(year: number, second = true): Queries.HomeTimelineFragment {
  return {
    year,
    headline: `Headline ${year}`,
    desc: `Text ${year}`,
    headline2: second ? `Second headline ${year}` : null,
    desc2: second ? `Second text ${year}` : null,
    img: null,
    imgAlt: "A moon in a starry sky",
    img2: null,
    img2Alt: null,
  };
}
