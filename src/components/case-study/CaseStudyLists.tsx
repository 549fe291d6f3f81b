import { graphql } from "gatsby";
import React from "react";
import styled from "styled-components";
import { presentLists, titledList, type NamedList } from "../../lib/case-study-blocks";
import { below } from "../../styles/media";
import { Container } from "../ui/Container";
import { Section } from "./CaseStudy.styles";
import { TitledList } from "./TitledList";

export const caseStudyListsFragment = graphql`
  fragment CaseStudyLists on CaseStudy {
    Objectives
    Approach
    Deliverables
    Requirements
    Involvement
    otherList { title list }
    otherList2 { title list }
  }
`;

export interface CaseStudyListsProps {
  lists: Queries.CaseStudyListsFragment;
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 300px), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  ${below.small} { gap: ${({ theme }) => theme.space.md}; }
`;

/** Every list the case study has, in reading order; absent or empty lists are left out. */
export function caseStudyLists(lists: Queries.CaseStudyListsFragment): NamedList[] {
  const named = presentLists([
    ["Objectives", lists.Objectives],
    ["Approach", lists.Approach],
    ["Deliverables", lists.Deliverables],
    ["Requirements", lists.Requirements],
    ["Involvement", lists.Involvement],
  ]);
  const other = [titledList(lists.otherList), titledList(lists.otherList2)].filter((list): list is NamedList => list !== null);
  return [...named, ...other];
}

/** Objectives, Approach, Deliverables, Requirements, Involvement and the two other lists. */
export function CaseStudyLists({ lists }: CaseStudyListsProps) {
  const present = caseStudyLists(lists);
  if (present.length === 0) return null;
  return (
    <Section aria-label="Project details">
      <Container>
        <Grid>
          {present.map((list, index) => (
            <TitledList key={`${index}-${list.title}`} title={list.title} items={list.items} />
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
