import React, { useState } from "react";
import type { DownloadTarget } from "../../lib/case-study-download";
import { sortByTitle } from "../../lib/case-study-order";
import { CardGrid } from "../ui/CardGrid";
import { CaseStudyListCard } from "./CaseStudyListCard";
import { DownloadDialog } from "./DownloadDialog";
import type { DownloadOutcome } from "./DownloadForm";

export interface CaseStudyListProps {
  caseStudies: readonly Queries.CaseStudyListCardFragment[];
}

/** Every case study, alphabetical by title, sharing one download popup. */
export function CaseStudyList({ caseStudies }: CaseStudyListProps) {
  const [target, setTarget] = useState<DownloadTarget | null>(null);
  const [last, setLast] = useState<{ pdf: string; outcome: DownloadOutcome } | null>(null);
  return (
    <>
      <CardGrid>
        {sortByTitle(caseStudies).map((caseStudy, index) => (
          <CaseStudyListCard
            key={caseStudy.caseId}
            caseStudy={caseStudy}
            first={index === 0}
            outcome={last?.pdf === caseStudy.pdf ? last.outcome : null}
            onDownload={(next) => {
              setLast(null);
              setTarget(next);
            }}
          />
        ))}
      </CardGrid>
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
