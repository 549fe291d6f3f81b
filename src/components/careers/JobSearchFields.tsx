import React from "react";
import styled from "styled-components";
import { below } from "../../styles/media";
import type { JobSearch } from "../../lib/job-filter";
import { Input, Label } from "../forms/TextField.styles";

export interface JobSearchFieldsProps {
  search: JobSearch;
  onChange: (search: JobSearch) => void;
  /** Off until the page is interactive. */
  disabled?: boolean;
}

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
  ${below.tablet} { grid-template-columns: minmax(0, 1fr); }
  div { display: flex; flex-direction: column; gap: ${({ theme }) => theme.space.xs}; }
`;

/** The two free-text searches of spec §2: job title or skill, and city, state/province or country. */
export function JobSearchFields({ search, onChange, disabled }: JobSearchFieldsProps) {
  return (
    <Row role="search" aria-label="Search openings">
      <div>
        <Label htmlFor="job-search-title">Job title or skill</Label>
        <Input id="job-search-title" type="search" value={search.title} disabled={disabled} placeholder="e.g. React"
          onChange={(event) => onChange({ ...search, title: event.target.value })} />
      </div>
      <div>
        <Label htmlFor="job-search-location">City, state/province or country</Label>
        <Input id="job-search-location" type="search" value={search.location} disabled={disabled} placeholder="e.g. Pune"
          onChange={(event) => onChange({ ...search, location: event.target.value })} />
      </div>
    </Row>
  );
}
