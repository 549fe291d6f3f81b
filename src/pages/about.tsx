import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { AwardsSlider } from "../components/about/AwardsSlider";
import { CompanyStory } from "../components/about/CompanyStory";
import { IntroSlider } from "../components/about/IntroSlider";
import { Testimonials } from "../components/about/Testimonials";
import { HydrationSlice } from "../components/ui/HydrationSlice";
import { PageSeo } from "../components/seo/PageSeo";
import { sectionOf } from "../lib/page-copy";

const AboutPage: React.FC<PageProps<Queries.AboutPageQuery>> = ({ data }) => (
  <>
    <HydrationSlice>
      <IntroSlider title={sectionOf(data.pageCopy, "hero").heading} slides={data.allIntroSlide.nodes} />
    </HydrationSlice>
    <HydrationSlice>
      <CompanyStory paragraphs={data.siteFacts?.aboutStory ?? []} words={sectionOf(data.pageCopy, "storySection")} />
    </HydrationSlice>
    <HydrationSlice>
      <AwardsSlider awards={data.allAward.nodes} words={sectionOf(data.pageCopy, "awardsSection")} />
    </HydrationSlice>
    <HydrationSlice>
      <Testimonials testimonials={data.allTestimonial.nodes} words={sectionOf(data.pageCopy, "testimonialsSection")} />
    </HydrationSlice>
  </>
);

export default AboutPage;

export const query = graphql`
  query AboutPage {
    siteFacts { aboutStory }
    allIntroSlide { nodes { ...AboutIntroSlide } }
    pageCopy(path: { eq: "/about" }) { ...PageCopy }
    allAward { nodes { ...AwardSlide } }
    allTestimonial { nodes { ...TestimonialSlide } }
  }
`;

export const Head = ({ data, location }: HeadProps<Queries.AboutPageQuery>) => (
  <PageSeo page={data.pageCopy} pathname={location.pathname} />
);
