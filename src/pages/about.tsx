import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { AwardsSlider } from "../components/about/AwardsSlider";
import { CompanyStory } from "../components/about/CompanyStory";
import { IntroSlider } from "../components/about/IntroSlider";
import { Testimonials } from "../components/about/Testimonials";
import { Seo, shareImageSrc } from "../components/seo/Seo";

const AboutPage: React.FC<PageProps<Queries.AboutPageQuery>> = ({ data }) => (
  <>
    <IntroSlider title="About us" slides={data.allIntroSlide.nodes} />
    <CompanyStory paragraphs={data.siteFacts?.aboutStory ?? []} />
    <AwardsSlider awards={data.allAward.nodes} />
    <Testimonials testimonials={data.allTestimonial.nodes} />
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
