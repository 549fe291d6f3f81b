import React, { useCallback, useState } from "react";
import type { JobVacancy } from "../../../shared/wire";
import { Toast } from "../ui/Toast";
import { LazyApplyDialog } from "./LazyApplyDialog";
import { ConfirmationArea } from "./Openings.styles";

export interface ApplyFlowProps {
  /** The job applied for; the dialog is open while one is chosen. */
  job: JobVacancy | null;
  onClose: () => void;
}

/** Apply Now's modal and, after a successful application, the confirmation toast (on /career and a job's page). */
export function ApplyFlow({ job, onClose }: ApplyFlowProps) {
  const [appliedFor, setAppliedFor] = useState<string | null>(null);
  const closeConfirmation = useCallback(() => setAppliedFor(null), []);
  return (
    <>
      <LazyApplyDialog
        job={job}
        onClose={onClose}
        onSent={() => {
          setAppliedFor(job?.job_title ?? "");
          onClose();
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
    </>
  );
}
