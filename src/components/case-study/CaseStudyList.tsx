import React, { useState } from "react";
import styled from "styled-components";
import type { DownloadTarget } from "../../lib/case-study-download";
import { sortByTitle } from "../../lib/case-study-order";
import { below } from "../../styles/media";
import { CaseStudyListCard } from "./CaseStudyListCard";
import { DownloadDialog } from "./DownloadDialog";
import type { DownloadOutcome } from "./DownloadForm";

export interface CaseStudyListProps {
  caseStudies: readonly Queries.CaseStudyListCardFragment[];
}

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  ${below.menu} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${below.small} { grid-template-columns: 1fr; }
`;

/** Every case study, alphabetical by title, sharing one download popup. */
export function CaseStudyList({ caseStudies }: CaseStudyListProps) {
  const [target, setTarget] = useState<DownloadTarget | null>(null);
  const [last, setLast] = useState<{ pdf: string; outcome: DownloadOutcome } | null>(null);
  return (
    <>
      <Grid>
        {sortByTitle(caseStudies).map((caseStudy) => (
          <CaseStudyListCard
            key={caseStudy.caseId}
            caseStudy={caseStudy}
            outcome={last?.pdf === caseStudy.pdf ? last.outcome : null}
            onDownload={(next) => {
              setLast(null);
              setTarget(next);
            }}
          />
        ))}
      </Grid>
      <DownloadDialog
        target={target}
        onClose={() => setTarget(null)}
        onDownloaded={(outcome) => {
          if (target) setLast({ pdf: target.pdf, outcome });
          setTarget(null);
        }}
      />
    </>
  );
}
