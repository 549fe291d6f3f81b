import React, { useState } from "react";
import type { DownloadTarget } from "../../lib/case-study-download";
import { Button } from "../ui/Button";
import { DownloadDialog } from "./DownloadDialog";
import type { DownloadOutcome } from "./DownloadForm";
import { DownloadNotice } from "./DownloadNotice";

export interface CaseStudyDownloadProps {
  target: DownloadTarget;
}

/** The Download button of a case-study page, its popup, and the note on how the download went. */
export function CaseStudyDownload({ target }: CaseStudyDownloadProps) {
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<DownloadOutcome | null>(null);
  return (
    <>
      <Button
        type="button"
        onClick={() => {
          setOutcome(null);
          setOpen(true);
        }}
      >
        Download
      </Button>
      <DownloadNotice outcome={outcome} name={target.name} />
      <DownloadDialog
        target={open ? target : null}
        onClose={() => setOpen(false)}
        onDownloaded={(result) => {
          setOpen(false);
          setOutcome(result);
        }}
      />
    </>
  );
}
