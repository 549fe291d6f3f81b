import React from "react";
import styled from "styled-components";
import type { JobVacancy } from "../../../shared/wire";
import { sanitizedMarkup } from "../../lib/sanitize-html";
import { Dialog } from "../ui/Dialog";
import { ApplicationForm } from "./ApplicationForm";

export interface ApplyDialogProps {
  /** The opening applied for; the dialog is open while one is chosen. */
  job: JobVacancy | null;
  onClose: () => void;
  onSent: () => void;
}

const Details = styled.div`
  margin: ${({ theme }) => `${theme.space.md} 0 ${theme.space.lg}`};
  padding-bottom: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.navyLight};
  h3 { font-size: ${({ theme }) => theme.fontSizes.lg}; color: ${({ theme }) => theme.colors.white}; }
`;

/**
 * Apply Now's modal: headed with the job title and location, the job's sanitised details, then the
 * form. Closing unmounts the form, so its fields and errors start empty next time.
 */
export function ApplyDialog({ job, onClose, onSent }: ApplyDialogProps) {
  return (
    <Dialog open={job !== null} onClose={onClose} title={job?.job_title ?? ""} subtitle={job?.location}>
      {job && (
        <>
          <Details dangerouslySetInnerHTML={sanitizedMarkup(job.job_html)} />
          <ApplicationForm job={{ title: job.job_title, location: job.location }} onSent={onSent} />
        </>
      )}
    </Dialog>
  );
}
