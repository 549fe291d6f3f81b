import React, { useMemo, useState } from "react";
import type { JobVacancy } from "../../../shared/wire";
import { filterJobs, NO_FILTERS, NO_SEARCH, toggleFilter } from "../../lib/job-filter";
import type { ShownJob } from "../../lib/shown-job";
import { Container } from "../ui/Container";
import { ApplyFlow } from "./ApplyFlow";
import { JobFilterPanel } from "./JobFilterPanel";
import { JobResults } from "./JobResults";
import { JobSearchFields } from "./JobSearchFields";
import { Columns, Kicker, Section, Title } from "./Openings.styles";
import { useJobVacancies } from "./use-job-vacancies";

export interface OpeningsProps {
  /** The section's id, the target of the hero's "Let's Start". */
  id: string;
  /** The openings the build pre-rendered, sanitised by it (shown until the API's answer replaces them). */
  built?: readonly ShownJob[];
}

/** Filters on the left, 'Join us' / 'Current Openings' with the searches and the list on the right (spec §2). */
export function Openings({ id, built }: OpeningsProps) {
  const state = useJobVacancies(built);
  const [filters, setFilters] = useState(NO_FILTERS);
  const [search, setSearch] = useState(NO_SEARCH);
  const [applying, setApplying] = useState<JobVacancy | null>(null);
  const shown = useMemo(() => filterJobs(state.jobs, filters, search), [state.jobs, filters, search]);

  return (
    <Section id={id} aria-labelledby={`${id}-title`}>
      <Container>
        <Columns>
          <JobFilterPanel filters={filters} onToggle={(group, option, checked) => setFilters((f) => toggleFilter(f, group, option, checked))} />
          <div>
            <Kicker>Join us</Kicker>
            <Title id={`${id}-title`} tabIndex={-1} data-focus-target>
              Current Openings
            </Title>
            <JobSearchFields search={search} onChange={setSearch} />
            <JobResults state={state} jobs={shown} onApply={setApplying} />
          </div>
        </Columns>
      </Container>
      <ApplyFlow job={applying} onClose={() => setApplying(null)} />
    </Section>
  );
}
