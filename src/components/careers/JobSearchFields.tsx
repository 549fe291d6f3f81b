import React, { useLayoutEffect, useRef } from "react";
import styled from "styled-components";
import { below } from "../../styles/media";
import type { JobSearch } from "../../lib/job-filter";
import { Input, Label } from "../forms/TextField.styles";

export interface JobSearchFieldsProps {
  search: JobSearch;
  onChange: (search: JobSearch) => void;
}

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
  ${below.tablet} { grid-template-columns: minmax(0, 1fr); }
  div { display: flex; flex-direction: column; gap: ${({ theme }) => theme.space.xs}; }
`;

/**
 * The two free-text searches of spec §2: job title or skill, and city, state/province or country.
 * They are usable before the app has started; what was typed then is taken in when they hydrate.
 */
export function JobSearchFields({ search, onChange }: JobSearchFieldsProps) {
  const title = useRef<HTMLInputElement>(null);
  const location = useRef<HTMLInputElement>(null);
  const adopted = useRef(false);
  useLayoutEffect(() => {
    if (adopted.current) return;
    adopted.current = true;
    const typed = { title: title.current?.value ?? "", location: location.current?.value ?? "" };
    if (typed.title !== search.title || typed.location !== search.location) onChange(typed);
  }, [search, onChange]);

  return (
    <Row role="search" aria-label="Search openings">
      <div>
        <Label htmlFor="job-search-title">Job title or skill</Label>
        <Input ref={title} id="job-search-title" type="search" value={search.title} placeholder="e.g. React"
          onChange={(event) => onChange({ ...search, title: event.target.value })} />
      </div>
      <div>
        <Label htmlFor="job-search-location">City, state/province or country</Label>
        <Input ref={location} id="job-search-location" type="search" value={search.location} placeholder="e.g. Pune"
          onChange={(event) => onChange({ ...search, location: event.target.value })} />
      </div>
    </Row>
  );
}
