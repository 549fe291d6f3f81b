import { graphql, Link } from "gatsby";
import React from "react";
import styled from "styled-components";
import { apiUrl } from "../../lib/api-base";
import type { DownloadTarget } from "../../lib/case-study-download";
import { imageData } from "../../lib/image-data";
import { Button } from "../ui/Button";
import { Picture } from "../ui/Picture";
import type { DownloadOutcome } from "./DownloadForm";
import { DownloadNotice } from "./DownloadNotice";

export const caseStudyListCardFragment = graphql`
  fragment CaseStudyListCard on CaseStudy {
    caseId
    title
    subtitle
    Name
    slung
    pdf
    thumb { childImageSharp { gatsbyImageData(width: 400, layout: CONSTRAINED, aspectRatio: 1.6) } }
    thumbAlt
  }
`;

export interface CaseStudyListCardProps {
  caseStudy: Queries.CaseStudyListCardFragment;
  /** The last successful download from this card, shown under its buttons. */
  outcome: DownloadOutcome | null;
  onDownload: (target: DownloadTarget) => void;
  /**
   * The first card: its image is the page's largest paint (Lighthouse's LCP element on a phone), so it
   * loads at once with high priority instead of lazily; every other card's image stays lazy.
   */
  first?: boolean;
}

/** The PDF's address on the API: {API}/CaseStudy/<pdf key>.pdf. */
export const pdfUrl = (pdf: string): string => apiUrl(`/CaseStudy/${encodeURIComponent(pdf)}.pdf`);

const Card = styled.li`
  display: flex;
  flex-direction: column;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.navy};
  border: 1px solid ${({ theme }) => theme.colors.navyLight};
`;

const Body = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  h2 { font-size: ${({ theme }) => theme.fontSizes.lg}; margin: 0; }
  h2 a { color: ${({ theme }) => theme.colors.white}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.moonDim}; }
`;

const Actions = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.sm};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  a { font-weight: 700; }
`;

/** A case study in the list: its picture, title, client, its PDF link and a Download button. */
export function CaseStudyListCard({ caseStudy, outcome, onDownload, first = false }: CaseStudyListCardProps) {
  const image = imageData(caseStudy.thumb?.childImageSharp?.gatsbyImageData);
  const target: DownloadTarget = { name: caseStudy.Name, slug: caseStudy.slung, pdf: caseStudy.pdf };
  return (
    <Card>
      {image && <Picture image={image} alt={caseStudy.thumbAlt} loading={first ? "eager" : "lazy"} fetchPriority={first ? "high" : undefined} />}
      <Body>
        <h2>
          <Link to={`/CaseStudy/${caseStudy.caseId}`}>{caseStudy.title}</Link>
        </h2>
        <p>
          {caseStudy.Name} · {caseStudy.subtitle}
        </p>
        <Actions>
          <a href={pdfUrl(caseStudy.pdf)} target="_blank" rel="noopener" aria-label={`PDF: ${caseStudy.title}`}>
            PDF
          </a>
          <Button type="button" onClick={() => onDownload(target)} aria-label={`Download ${caseStudy.title}`}>
            Download
          </Button>
        </Actions>
        <DownloadNotice outcome={outcome} name={caseStudy.Name} />
      </Body>
    </Card>
  );
}
