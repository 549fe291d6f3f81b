import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { AwardsSlider } from "../components/about/AwardsSlider";
import { Testimonials } from "../components/about/Testimonials";
import { ContactSection } from "../components/contact/ContactSection";
import { ContactForm } from "../components/forms/ContactForm";
import { HomeHero } from "../components/home/HomeHero";
import { HeroPreload } from "../components/home/HeroPreload";
import { HomeServices } from "../components/home/HomeServices";
import { LogoGrid } from "../components/home/LogoGrid";
import { PartnerStrip } from "../components/home/PartnerStrip";
import { Timeline } from "../components/home/Timeline";
import { ValuesCarousel } from "../components/home/ValuesCarousel";
import { HydrationSlice } from "../components/ui/HydrationSlice";
import { PageSeo } from "../components/seo/PageSeo";
import { sectionOf } from "../lib/page-copy";
import { imageData } from "../lib/image-data";
import { organizationLd } from "../lib/structured-data";
import { websiteLd } from "../lib/structured-data/website";

const HomePage: React.FC<PageProps<Queries.HomePageQuery>> = ({ data }) => {
  const words = (place: string) => sectionOf(data.pageCopy, place);
  return (
    <>
      <HydrationSlice>
        <HomeHero
          headline={data.siteFacts?.heroHeadline ?? ""}
          text={data.siteFacts?.heroText ?? ""}
          caseStudies={data.allCaseStudy.nodes}
        />
      </HydrationSlice>
      <HydrationSlice>
        <HomeServices services={data.allService.nodes} words={words("servicesSection")} />
      </HydrationSlice>
      <HydrationSlice>
        <ValuesCarousel slides={data.allHomeSlide.nodes} words={words("valuesSection")} />
      </HydrationSlice>
      <HydrationSlice>
        {data.clients && <LogoGrid clients={data.clients} words={words("clientsSection")} />}
      </HydrationSlice>
      <HydrationSlice>
        <Timeline entries={data.allTimelineEntry.nodes} words={words("timelineSection")} />
      </HydrationSlice>
      <HydrationSlice>
        <PartnerStrip partners={data.allPartner.nodes} words={words("partnersSection")} />
      </HydrationSlice>
      <HydrationSlice>
        <AwardsSlider awards={data.allAward.nodes} words={words("awardsSection")} />
      </HydrationSlice>
      <HydrationSlice>
        <Testimonials testimonials={data.allTestimonial.nodes} words={words("testimonialsSection")} />
      </HydrationSlice>
      <HydrationSlice>
        <ContactSection form={<ContactForm variant="thank-you" />} words={words("contactSection")} />
      </HydrationSlice>
    </>
  );
};

export default HomePage;

export const query = graphql`
  query HomePage {
    siteFacts {
      heroHeadline heroText
      name tagline email phone foundingDate
      address { street locality city region postalCode country }
      socials { network url }
    }
    pageCopy(path: { eq: "/" }) { ...PageCopy }
    allCaseStudy(sort: { caseId: ASC }) { nodes { ...HomeHeroCase } }
    allService { nodes { ...ServiceCard } }
    allHomeSlide { nodes { ...HomeValueSlide } }
    clients { ...HomeClients }
    allTimelineEntry(sort: { year: ASC }) { nodes { ...HomeTimeline } }
    allPartner { nodes { ...HomePartner } }
    allAward { nodes { ...AwardSlide } }
    allTestimonial { nodes { ...TestimonialSlide } }
  }
`;

export const Head = ({ data, location }: HeadProps<Queries.HomePageQuery>) => {
  const facts = data.siteFacts;
  return (
    <>
      <HeroPreload image={imageData(data.allCaseStudy.nodes[0]?.HeroBg?.childImageSharp?.gatsbyImageData)} />
      <PageSeo
        page={data.pageCopy}
        pathname={location.pathname}
        structuredData={facts ? (page) => [organizationLd(facts, page), websiteLd(facts, page)] : undefined}
      />
    </>
  );
};
