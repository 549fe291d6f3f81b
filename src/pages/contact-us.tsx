import { graphql, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import { ContactSection } from "../components/contact/ContactSection";
import { Presence } from "../components/contact/Presence";
import { VideoHero } from "../components/contact/VideoHero";
import { ContactForm } from "../components/forms/ContactForm";
import { HydrationSlice } from "../components/ui/HydrationSlice";
import { Seo } from "../components/seo/Seo";

const PRESENCE_ID = "presence";

const ContactPage: React.FC<PageProps<Queries.ContactPageQuery>> = ({ data }) => {
  const video = data.allCaseStudyVideo.nodes[0];
  return (
    <>
      <HydrationSlice>{video && <VideoHero video={video} startTarget={PRESENCE_ID} />}</HydrationSlice>
      <HydrationSlice>
        {data.siteFacts && (
          <Presence id={PRESENCE_ID} address={data.siteFacts.address} branches={data.siteFacts.branches} contacts={data.allContactEntry.nodes} />
        )}
      </HydrationSlice>
      <HydrationSlice>
        <ContactSection form={<ContactForm variant="form-submission" />} />
      </HydrationSlice>
    </>
  );
};

export default ContactPage;

export const query = graphql`
  query ContactPage {
    allCaseStudyVideo(limit: 1) { nodes { title src poster } }
    siteFacts { address { street locality city region postalCode country } branches }
    allContactEntry { nodes { name email link number } }
  }
`;

export const Head: HeadFC = ({ location }) => (
  <Seo title="Contact us" pathname={location.pathname} description="Send Selenova Digital an enquiry or visit our Pune office." />
);
