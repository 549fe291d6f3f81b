import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { ContactSection } from "../components/contact/ContactSection";
import { Presence } from "../components/contact/Presence";
import { VideoHero } from "../components/contact/VideoHero";
import { ContactForm } from "../components/forms/ContactForm";
import { HydrationSlice } from "../components/ui/HydrationSlice";
import { PageSeo } from "../components/seo/PageSeo";
import { sectionOf } from "../lib/page-copy";

const PRESENCE_ID = "presence";

const ContactPage: React.FC<PageProps<Queries.ContactPageQuery>> = ({ data }) => {
  const video = data.allCaseStudyVideo.nodes[0];
  return (
    <>
      <HydrationSlice>{video && <VideoHero video={video} startTarget={PRESENCE_ID} words={sectionOf(data.pageCopy, "hero")} />}</HydrationSlice>
      <HydrationSlice>
        {data.siteFacts && (
          <Presence
            id={PRESENCE_ID}
            address={data.siteFacts.address}
            officeHeading={data.siteFacts.officeHeading}
            branches={data.siteFacts.branches}
            contacts={data.allContactEntry.nodes}
            words={sectionOf(data.pageCopy, "presenceSection")}
            cardHeadings={{ branches: sectionOf(data.pageCopy, "branchesSection").heading, contacts: sectionOf(data.pageCopy, "contactsSection").heading }}
          />
        )}
      </HydrationSlice>
      <HydrationSlice>
        <ContactSection form={<ContactForm variant="form-submission" />} words={sectionOf(data.pageCopy, "contactSection")} />
      </HydrationSlice>
    </>
  );
};

export default ContactPage;

export const query = graphql`
  query ContactPage {
    allCaseStudyVideo(limit: 1) { nodes { title src poster } }
    siteFacts { address { street locality city region postalCode country } officeHeading branches }
    pageCopy(path: { eq: "/contact-us" }) { ...PageCopy }
    allContactEntry { nodes { name email link number } }
  }
`;

export const Head = ({ data, location }: HeadProps<Queries.ContactPageQuery>) => <PageSeo page={data.pageCopy} pathname={location.pathname} />;
