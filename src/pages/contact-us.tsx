import type { HeadFC, PageProps } from "gatsby";
import React from "react";
import { Seo } from "../components/seo/Seo";
import { PageIntro } from "../components/ui/PageIntro";

const ContactPage: React.FC<PageProps> = () => <PageIntro title="Contact us" />;

export default ContactPage;

export const Head: HeadFC = ({ location }) => (
  <Seo title="Contact us" pathname={location.pathname} description="Send Selenova Digital an enquiry or visit our Pune office." />
);
