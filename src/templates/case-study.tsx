import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { CaseStudyPage } from "../components/case-study/CaseStudyPage";
import { Seo, shareImageSrc } from "../components/seo/Seo";
import { seoOver } from "../lib/seo-over";
import { caseStudyLd } from "../lib/structured-data";
import { breadcrumbsLd } from "../lib/structured-data/breadcrumbs";

/** /CaseStudy/<id>: holds the page query and hands the data to the display component. */
const CaseStudyTemplate: React.FC<PageProps<Queries.CaseStudyTemplateQuery>> = ({ data }) =>
  data.caseStudy ? <CaseStudyPage caseStudy={data.caseStudy} /> : null;

export default CaseStudyTemplate;

export const query = graphql`
  query CaseStudyTemplate($caseId: Int!) {
    caseStudy(caseId: { eq: $caseId }) {
      ...CaseStudyPage
      shareImage: HeroBg { ...ShareImage }
      seo { title description image { ...ShareImage } imageAlt }
    }
  }
`;

export const Head = ({ data, location }: HeadProps<Queries.CaseStudyTemplateQuery>) => {
  const caseStudy = data.caseStudy;
  // The case study's own `seo` (data/case-studies.json, issue 30) wins, field by field, over what the page derives.
  const seo = seoOver(caseStudy?.seo, shareImageSrc(caseStudy?.seo?.image), {
    title: caseStudy?.title ?? "Case study",
    description: caseStudy?.mobiledesc ?? undefined,
    image: shareImageSrc(caseStudy?.shareImage),
  });
  return (
    <Seo
      title={seo.title}
      description={seo.description}
      pathname={location.pathname}
      image={seo.image}
      imageAlt={seo.imageAlt}
      type="article"
      structuredData={
        caseStudy
          ? (page) => [
              caseStudyLd(
                { title: caseStudy.title, subtitle: caseStudy.subtitle, description: caseStudy.mobiledesc, client: caseStudy.Name },
                page,
              ),
              breadcrumbsLd([{ name: "Home", path: "/" }, { name: "Case studies", path: "/case-Study-download" }], caseStudy.title, page),
            ]
          : undefined
      }
    />
  );
};
