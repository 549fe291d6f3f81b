import React from "react";
import styled from "styled-components";
import { JOB_FILTER_GROUPS, type FilterGroup, type JobFilters } from "../../lib/job-filter";

export interface JobFilterPanelProps {
  filters: JobFilters;
  onToggle: (group: FilterGroup, option: string, checked: boolean) => void;
}

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.navy};
  fieldset { margin: 0; padding: 0; border: 0; }
  legend { padding: 0; margin-bottom: ${({ theme }) => theme.space.sm}; font-weight: 700; color: ${({ theme }) => theme.colors.white}; }
  label { display: flex; align-items: center; gap: ${({ theme }) => theme.space.sm}; min-height: 32px; cursor: pointer; }
  input { width: 20px; height: 20px; accent-color: ${({ theme }) => theme.colors.accent}; }
`;

/**
 * The left panel: a checkbox group per filter with the fixed options of spec §2. A box ticked before
 * the app has started shows at once, and the filters take it as one change when React takes the page
 * over (src/lib/early-input.ts, src/lib/early-controls.ts): nothing here needs to know.
 */
export function JobFilterPanel({ filters, onToggle }: JobFilterPanelProps) {
  return (
    <Panel role="group" aria-label="Filter openings">
      {JOB_FILTER_GROUPS.map((group) => (
        <fieldset key={group.key}>
          <legend>{group.label}</legend>
          {group.options.map((option) => (
            <label key={option}>
              <input
                type="checkbox"
                name={group.key}
                value={option}
                checked={filters[group.key].includes(option)}
                onChange={(event) => onToggle(group.key, option, event.target.checked)}
              />
              {option}
            </label>
          ))}
        </fieldset>
      ))}
    </Panel>
  );
}
