import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { AwardsSlider } from "../components/about/AwardsSlider";
import { CompanyStory } from "../components/about/CompanyStory";
import { IntroSlider } from "../components/about/IntroSlider";
import { Testimonials } from "../components/about/Testimonials";
import { HydrationSlice } from "../components/ui/HydrationSlice";
import { Seo, shareImageSrc } from "../components/seo/Seo";

const AboutPage: React.FC<PageProps<Queries.AboutPageQuery>> = ({ data }) => (
  <>
    <HydrationSlice>
      <IntroSlider title="About us" slides={data.allIntroSlide.nodes} />
    </HydrationSlice>
    <HydrationSlice>
      <CompanyStory paragraphs={data.siteFacts?.aboutStory ?? []} />
    </HydrationSlice>
    <HydrationSlice>
      <AwardsSlider awards={data.allAward.nodes} />
    </HydrationSlice>
    <HydrationSlice>
      <Testimonials testimonials={data.allTestimonial.nodes} />
    </HydrationSlice>
  </>
);

export default AboutPage;

export const query = graphql`
  query AboutPage {
    siteFacts { aboutStory }
    allIntroSlide { nodes { ...AboutIntroSlide } }
    shareSlide: introSlide { image { ...ShareImage } }
    allAward { nodes { ...AwardSlide } }
    allTestimonial { nodes { ...TestimonialSlide } }
  }
`;

export const Head = ({ data, location }: HeadProps<Queries.AboutPageQuery>) => (
  <Seo
    title="About us"
    pathname={location.pathname}
    description="The story of Selenova Digital, a Pune agency reaching for the moon since 2018."
    image={shareImageSrc(data.shareSlide?.image)}
  />
);
