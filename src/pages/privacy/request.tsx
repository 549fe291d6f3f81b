import { graphql, Link, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import { Article } from "../../components/privacy/PrivacyArticle.styles";
import { PrivacyRequestForm } from "../../components/privacy/PrivacyRequestForm";
import { Seo } from "../../components/seo/Seo";
import { Band } from "../../components/ui/Container";

/** /privacy/request: the form for seeing, correcting or erasing one's data (issue 25). */
const RequestPage: React.FC<PageProps<Queries.PrivacyRequestPageQuery>> = ({ data }) => (
  <Band>
    <Article>
      {data.privacyNotice && <h1>{data.privacyNotice.page.requestPageHeading}</h1>}
      {data.privacyNotice && <p>{data.privacyNotice.requestIntro}</p>}
      <PrivacyRequestForm />
      <p>
        <Link to="/privacy#rights">{data.privacyNotice?.page.rightsLink}</Link>
      </p>
    </Article>
  </Band>
);

export default RequestPage;

export const query = graphql`
  query PrivacyRequestPage {
    privacyNotice { requestIntro page { requestPageHeading rightsLink } }
  }
`;

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Make a request about your data"
    pathname={location.pathname}
    description="Ask Selenova Digital for a copy of your personal data, or to correct or erase it."
  />
);
