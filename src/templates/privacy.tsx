import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import type { PrivacyPageContext } from "../../gatsby/privacy-page";
import { PrivacyNotice } from "../components/privacy/PrivacyNotice";
import { PageSeo } from "../components/seo/PageSeo";
import { sectionOf } from "../lib/page-copy";

/** /privacy: the notice from data/privacy.json, with the retention periods the build was given (gatsby/privacy-page.ts). */
const PrivacyTemplate: React.FC<PageProps<Queries.PrivacyPageQuery, PrivacyPageContext>> = ({ data, pageContext }) => {
  const { privacyNotice: notice, siteFacts: site } = data;
  if (!notice || !site) return null;
  const { street, locality, city, postalCode, region, country } = site.address;
  const address = `${street}, ${locality}, ${city} ${postalCode}, ${region}, ${country}`;
  return <PrivacyNotice notice={notice} fiduciary={{ name: site.name, address }} retentionDays={pageContext.retentionDays} builtOn={pageContext.builtOn} heading={sectionOf(data.pageCopy, "hero").heading} />;
};

export default PrivacyTemplate;

export const query = graphql`
  query PrivacyPage {
    privacyNotice { ...PrivacyNoticeContent }
    siteFacts { name address { street locality city region postalCode country } }
    pageCopy(path: { eq: "/privacy" }) { ...PageCopy }
  }
`;

export const Head = ({ data, location }: HeadProps<Queries.PrivacyPageQuery>) => <PageSeo page={data.pageCopy} pathname={location.pathname} />;
