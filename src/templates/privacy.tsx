import { graphql, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import type { PrivacyPageContext } from "../../gatsby/privacy-page";
import { PrivacyNotice } from "../components/privacy/PrivacyNotice";
import { Seo } from "../components/seo/Seo";

/** /privacy: the notice from data/privacy.json, with the retention periods the build was given (gatsby/privacy-page.ts). */
const PrivacyTemplate: React.FC<PageProps<Queries.PrivacyPageQuery, PrivacyPageContext>> = ({ data, pageContext }) => {
  const { privacyNotice: notice, siteFacts: site } = data;
  if (!notice || !site) return null;
  const { street, locality, city, postalCode, region, country } = site.address;
  const address = `${street}, ${locality}, ${city} ${postalCode}, ${region}, ${country}`;
  return <PrivacyNotice notice={notice} fiduciary={{ name: site.name, address }} retentionDays={pageContext.retentionDays} builtOn={pageContext.builtOn} />;
};

export default PrivacyTemplate;

export const query = graphql`
  query PrivacyPage {
    privacyNotice { ...PrivacyNoticeContent }
    siteFacts { name address { street locality city region postalCode country } }
  }
`;

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Privacy notice"
    pathname={location.pathname}
    description="What Selenova Digital collects through its forms, why, who sees it, how long it is kept, and how to see, correct or erase it."
  />
);
