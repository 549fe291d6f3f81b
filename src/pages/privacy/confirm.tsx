import type { HeadFC, PageProps } from "gatsby";
import React from "react";
import { ConfirmRequest } from "../../components/privacy/ConfirmRequest";
import { Seo } from "../../components/seo/Seo";

/** /privacy/confirm?token=…: the mailed link of a privacy request (client-side work, pre-rendered shell). */
const ConfirmPage: React.FC<PageProps> = ({ location }) => <ConfirmRequest search={location.search} />;

export default ConfirmPage;

export const Head: HeadFC = ({ location }) => (
  <Seo title="Confirm your request" pathname={location.pathname} description="Confirm a request about your personal data." noindex />
);
