import { caseStudyLd, organizationLd, serializeJsonLd, type OrganizationFacts, type PageContext } from "../../src/lib/structured-data";

const PAGE: PageContext = {
  siteUrl: "https://selenova.example",
  siteName: "Selenova Digital",
  canonical: "https://selenova.example/CaseStudy/3",
  imageUrl: "https://selenova.example/static/abc/hero.jpg",
};

const FACTS: OrganizationFacts = {
  name: "Selenova Digital",
  tagline: "Digital craft with a lunar pull",
  email: "hello@selenova.example",
  phone: "+91 20 4860 1218",
  foundingDate: "2018-12-10",
  address: { street: "12 Sakal Nagar Lane", locality: "Baner", city: "Pune", region: "Maharashtra", postalCode: "411045", country: "India" },
  socials: [
    { network: "linkedin", url: "https://www.linkedin.com/company/selenova-digital" },
    { network: "WhatsApp", url: "https://wa.me/912048601218" },
    { network: "instagram", url: "https://www.instagram.com/selenovadigital" },
  ],
};

describe("organizationLd", () => {
  const ld = organizationLd(FACTS, PAGE);

  it("names the agency with its site, logo and contact details", () => {
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Selenova Digital",
      url: "https://selenova.example/",
      logo: "https://selenova.example/icons/icon-512x512.png",
      email: "hello@selenova.example",
      telephone: "+91 20 4860 1218",
      foundingDate: "2018-12-10",
    });
  });

  it("gives the Pune address as a PostalAddress, street and locality together, the country as its two-letter code", () => {
    expect(ld.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: "12 Sakal Nagar Lane, Baner",
      addressLocality: "Pune",
      addressRegion: "Maharashtra",
      postalCode: "411045",
      addressCountry: "IN",
    });
  });

  it("lists the social profiles as sameAs, but not a chat shortcut", () => {
    expect(ld.sameAs).toEqual(["https://www.linkedin.com/company/selenova-digital", "https://www.instagram.com/selenovadigital"]);
  });

  it("leaves out optional facts that are missing instead of writing empty values", () => {
    const bare = organizationLd({ ...FACTS, tagline: null, email: "", phone: undefined, foundingDate: null, address: { ...FACTS.address, locality: null } }, PAGE);
    expect(bare).not.toHaveProperty("slogan");
    expect(bare).not.toHaveProperty("email");
    expect(bare).not.toHaveProperty("telephone");
    expect(bare).not.toHaveProperty("foundingDate");
    expect(bare.address).toMatchObject({ streetAddress: "12 Sakal Nagar Lane" });
  });

  it("writes a country given as a code as that code, and leaves out a country it cannot name", () => {
    const address = (country: string) => organizationLd({ ...FACTS, address: { ...FACTS.address, country } }, PAGE).address;
    expect(address("in")).toMatchObject({ addressCountry: "IN" });
    expect(address("United States")).toMatchObject({ addressCountry: "US" });
    expect(address("Lunar Republic")).not.toHaveProperty("addressCountry");
  });
});

describe("caseStudyLd", () => {
  it("describes the work, its client and the agency that made it, at the page's URL and image", () => {
    const ld = caseStudyLd({ title: "Charging ahead", subtitle: "EV launch", description: "A launch in 90 days.", client: "Kalpa Motors" }, PAGE);
    expect(ld).toMatchObject({
      "@type": "CreativeWork",
      name: "Charging ahead",
      headline: "Charging ahead",
      alternativeHeadline: "EV launch",
      description: "A launch in 90 days.",
      url: "https://selenova.example/CaseStudy/3",
      image: "https://selenova.example/static/abc/hero.jpg",
      about: { "@type": "Organization", name: "Kalpa Motors" },
      creator: { "@type": "Organization", name: "Selenova Digital", url: "https://selenova.example/" },
    });
  });

  it("omits a missing subtitle and description", () => {
    const ld = caseStudyLd({ title: "T", client: "C" }, PAGE);
    expect(ld).not.toHaveProperty("alternativeHeadline");
    expect(ld).not.toHaveProperty("description");
  });
});

describe("serializeJsonLd", () => {
  it("cannot close its script element early, and parses back to the same data", () => {
    const data = { name: "</script><script>alert(1)</script>" };
    const json = serializeJsonLd(data);
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual(data);
  });
});
