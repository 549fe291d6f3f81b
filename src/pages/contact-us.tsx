import type { HeadFC, PageProps } from "gatsby";
import React from "react";
import { ContactForm } from "../components/forms/ContactForm";
import { Seo } from "../components/seo/Seo";
import { Band, Container } from "../components/ui/Container";
import { PageIntro } from "../components/ui/PageIntro";

// Minimal mount for the runtime branch's tests; the marketing rebuild of this page is reconciled at merge.
const ContactPage: React.FC<PageProps> = () => (
  <>
    <PageIntro title="Contact us" />
    <Band as="div">
      <Container>
        <ContactForm variant="form-submission" />
      </Container>
    </Band>
  </>
);

export default ContactPage;

export const Head: HeadFC = ({ location }) => (
  <Seo title="Contact us" pathname={location.pathname} description="Send Selenova Digital an enquiry or visit our Pune office." />
);
