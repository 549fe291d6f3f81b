import React from "react";
import type { DownloadTarget } from "../../lib/case-study-download";
import { Dialog } from "../ui/Dialog";
import { DownloadForm, type DownloadOutcome } from "./DownloadForm";

export interface DownloadDialogProps {
  /** The case study being downloaded; null keeps the popup closed. */
  target: DownloadTarget | null;
  /** The Close button, Escape or a click outside; the form resets because it unmounts. */
  onClose: () => void;
  /** After a successful request; the caller closes the popup and shows the outcome. */
  onDownloaded: (outcome: DownloadOutcome) => void;
}

/** The download popup: '<name> Case Study Download' with the details form. */
export function DownloadDialog({ target, onClose, onDownloaded }: DownloadDialogProps) {
  return (
    <Dialog open={target !== null} onClose={onClose} title={target ? `${target.name} Case Study Download` : ""}>
      {target && <DownloadForm key={target.pdf} target={target} onDownloaded={onDownloaded} />}
    </Dialog>
  );
}
