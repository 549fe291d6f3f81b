import { graphql } from "gatsby";
import React from "react";
import { hasItems } from "../../lib/case-study-blocks";
import { CaseStudyBrief } from "./CaseStudyBrief";
import { CaseStudyCards } from "./CaseStudyCards";
import { CaseStudyChallenges } from "./CaseStudyChallenges";
import { CaseStudyCounters } from "./CaseStudyCounters";
import { CaseStudyHero } from "./CaseStudyHero";
import { CaseStudyImageGroups } from "./CaseStudyImageGroups";
import { CaseStudyIntro } from "./CaseStudyIntro";
import { CaseStudyLists } from "./CaseStudyLists";
import { CaseStudyOtherPara } from "./CaseStudyOtherPara";
import { CaseStudySecondTitle } from "./CaseStudySecondTitle";

export const caseStudyPageFragment = graphql`
  fragment CaseStudyPage on CaseStudy {
    ...CaseStudyHero
    ...CaseStudyIntro
    ...CaseStudyCounters
    ...CaseStudySecondTitle
    ...CaseStudyLists
    ...CaseStudyCards
    ...CaseStudyChallenges
    ...CaseStudyOtherPara
    ...CaseStudyImageGroups
    ...CaseStudyBrief
  }
`;

export interface CaseStudyPageProps {
  caseStudy: Queries.CaseStudyPageFragment;
}

/**
 * A case study from top to bottom. Required parts always show; every optional block renders only
 * when the case study has data for it.
 */
export function CaseStudyPage({ caseStudy }: CaseStudyPageProps) {
  return (
    <article>
      <CaseStudyHero caseStudy={caseStudy} />
      <CaseStudyIntro caseStudy={caseStudy} />
      <CaseStudyCounters counters={caseStudy.counter} />
      <CaseStudySecondTitle block={caseStudy} />
      <CaseStudyLists lists={caseStudy} />
      {hasItems(caseStudy.cards) && <CaseStudyCards cards={caseStudy.cards} />}
      <CaseStudyChallenges block={caseStudy} />
      {caseStudy.otherPara && <CaseStudyOtherPara paragraph={caseStudy.otherPara} />}
      {hasItems(caseStudy.cardImgs) && <CaseStudyImageGroups groups={caseStudy.cardImgs} />}
      {hasItems(caseStudy.Brief) && <CaseStudyBrief sections={caseStudy.Brief} />}
    </article>
  );
}
