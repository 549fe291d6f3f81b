import type { PageContext } from "../../src/lib/structured-data";
import { breadcrumbsLd } from "../../src/lib/structured-data/breadcrumbs";
import { countryCode } from "../../src/lib/structured-data/country";
import { serviceLd } from "../../src/lib/structured-data/service";
import { websiteLd } from "../../src/lib/structured-data/website";

const PAGE: PageContext = {
  siteUrl: "https://selenova.example",
  siteName: "Selenova Digital",
  canonical: "https://selenova.example/services/branding",
  imageUrl: "https://selenova.example/static/abc/branding.jpg",
};

describe("websiteLd", () => {
  it("names the site at its root URL, published by the home page's Organization", () => {
    expect(websiteLd({ name: "Selenova Digital", tagline: "Digital craft with a lunar pull" }, PAGE)).toEqual({
      "@context": "https://schema.org",
      "@type": "WebSite",
      "@id": "https://selenova.example/#website",
      name: "Selenova Digital",
      url: "https://selenova.example/",
      description: "Digital craft with a lunar pull",
      inLanguage: "en-IN",
      publisher: { "@id": "https://selenova.example/#organization" },
    });
  });

  it("writes no empty description without a tagline", () => {
    expect(websiteLd({ name: "Selenova Digital", tagline: null }, PAGE)).not.toHaveProperty("description");
  });
});

describe("serviceLd", () => {
  it("describes the service at the page's URL and image, provided by the agency", () => {
    expect(serviceLd({ name: "Branding", description: "Names, marks and voices." }, PAGE)).toMatchObject({
      "@type": "Service",
      name: "Branding",
      serviceType: "Branding",
      description: "Names, marks and voices.",
      url: "https://selenova.example/services/branding",
      image: "https://selenova.example/static/abc/branding.jpg",
      provider: { "@type": "Organization", "@id": "https://selenova.example/#organization", name: "Selenova Digital", url: "https://selenova.example/" },
    });
  });

  it("leaves out a missing description", () => {
    expect(serviceLd({ name: "Branding" }, PAGE)).not.toHaveProperty("description");
  });
});

describe("breadcrumbsLd", () => {
  it("counts the trail from 1, with absolute URLs, ending at the page itself", () => {
    const ld = breadcrumbsLd([{ name: "Home", path: "/" }, { name: "Services", path: "/services" }], "Branding", PAGE);
    expect(ld.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://selenova.example/" },
      { "@type": "ListItem", position: 2, name: "Services", item: "https://selenova.example/services" },
      { "@type": "ListItem", position: 3, name: "Branding", item: "https://selenova.example/services/branding" },
    ]);
  });
});

describe("countryCode", () => {
  it.each([
    ["India", "IN"],
    [" india ", "IN"],
    ["IN", "IN"],
    ["United Kingdom", "GB"],
    ["us", "US"],
    ["UK", "GB"],
  ])("%s is %s", (name, code) => {
    expect(countryCode(name)).toBe(code);
  });

  it.each(["Lunar Republic", "", "ZZ", "European Union", "QQ"])("%j is no country", (name) => {
    expect(countryCode(name)).toBeNull();
  });
});
