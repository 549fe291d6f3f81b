import React, { useCallback, useMemo, useState } from "react";
import type { JobVacancy } from "../../../shared/wire";
import { filterJobs, NO_FILTERS, NO_SEARCH, toggleFilter } from "../../lib/job-filter";
import { Container } from "../ui/Container";
import { Toast } from "../ui/Toast";
import { ApplyDialog } from "./ApplyDialog";
import { JobFilterPanel } from "./JobFilterPanel";
import { JobResults } from "./JobResults";
import { JobSearchFields } from "./JobSearchFields";
import { Columns, ConfirmationArea, Kicker, Section, Title } from "./Openings.styles";
import { useJobVacancies } from "./use-job-vacancies";

export interface OpeningsProps {
  /** The section's id, the target of the hero's "Let's Start". */
  id: string;
}

/** Filters on the left, 'Join us' / 'Current Openings' with the searches and the list on the right (spec §2). */
export function Openings({ id }: OpeningsProps) {
  const state = useJobVacancies();
  const [filters, setFilters] = useState(NO_FILTERS);
  const [search, setSearch] = useState(NO_SEARCH);
  const [applying, setApplying] = useState<JobVacancy | null>(null);
  const [appliedFor, setAppliedFor] = useState<string | null>(null);
  const shown = useMemo(() => filterJobs(state.jobs, filters, search), [state.jobs, filters, search]);
  const closeConfirmation = useCallback(() => setAppliedFor(null), []);

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
      <ApplyDialog
        job={applying}
        onClose={() => setApplying(null)}
        onSent={() => {
          setAppliedFor(applying?.job_title ?? "");
          setApplying(null);
        }}
      />
      <ConfirmationArea>
        <Toast
          open={appliedFor !== null}
          heading="Application sent"
          body={`Thank you for applying${appliedFor ? ` for ${appliedFor}` : ""}. Our team will be in touch soon.`}
          durationMs={6000}
          onClose={closeConfirmation}
        />
      </ConfirmationArea>
    </Section>
  );
}
