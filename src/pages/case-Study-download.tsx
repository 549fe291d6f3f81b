import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { CaseStudyList } from "../components/case-study/CaseStudyList";
import { VideoGallery } from "../components/case-study/VideoGallery";
import { PageSeo } from "../components/seo/PageSeo";
import { sectionOf } from "../lib/page-copy";
import { Band, Container } from "../components/ui/Container";
import { PageIntro } from "../components/ui/PageIntro";

/** /case-Study-download: the case studies with their PDFs, then the video section. */
const CaseStudyDownloadPage: React.FC<PageProps<Queries.CaseStudyDownloadPageQuery>> = ({ data }) => {
  const hero = sectionOf(data.pageCopy, "hero");
  return (
    <>
      <PageIntro title={hero.heading}>
        <p>{hero.intro}</p>
      </PageIntro>
      <Container>
        <CaseStudyList caseStudies={data.allCaseStudy.nodes} />
      </Container>
      <Band aria-labelledby="videos-heading">
        <Container>
          <h2 id="videos-heading" dangerouslySetInnerHTML={{ __html: sectionOf(data.pageCopy, "videosSection").heading }} />
          <VideoGallery videos={data.allCaseStudyVideo.nodes} />
        </Container>
      </Band>
    </>
  );
};

export default CaseStudyDownloadPage;

export const query = graphql`
  query CaseStudyDownloadPage {
    allCaseStudy { nodes { ...CaseStudyListCard } }
    allCaseStudyVideo { nodes { ...CaseStudyVideoItem } }
    pageCopy(path: { eq: "/case-Study-download" }) { ...PageCopy }
  }
`;

export const Head = ({ data, location }: HeadProps<Queries.CaseStudyDownloadPageQuery>) => <PageSeo page={data.pageCopy} pathname={location.pathname} />;
