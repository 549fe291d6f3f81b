import { graphql, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import { CaseStudyList } from "../components/case-study/CaseStudyList";
import { VideoGallery } from "../components/case-study/VideoGallery";
import { Seo } from "../components/seo/Seo";
import { Band, Container } from "../components/ui/Container";
import { PageIntro } from "../components/ui/PageIntro";

/** /case-Study-download: the case studies with their PDFs, then the video section. */
const CaseStudyDownloadPage: React.FC<PageProps<Queries.CaseStudyDownloadPageQuery>> = ({ data }) => (
  <>
    <PageIntro title="Case studies">
      <p>Read how our clients reached their moonshots, and take any story with you as a PDF.</p>
    </PageIntro>
    <Container>
      <CaseStudyList caseStudies={data.allCaseStudy.nodes} />
    </Container>
    <Band aria-labelledby="videos-heading">
      <Container>
        <h2 id="videos-heading">Videos</h2>
        <VideoGallery videos={data.allCaseStudyVideo.nodes} />
      </Container>
    </Band>
  </>
);

export default CaseStudyDownloadPage;

export const query = graphql`
  query CaseStudyDownloadPage {
    allCaseStudy { nodes { ...CaseStudyListCard } }
    allCaseStudyVideo { nodes { ...CaseStudyVideoItem } }
  }
`;

export const Head: HeadFC = ({ location }) => (
  <Seo title="Case studies" pathname={location.pathname} description="Download Selenova Digital's case studies as PDFs and watch our reels." />
);
