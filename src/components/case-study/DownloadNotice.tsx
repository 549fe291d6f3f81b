import React from "react";
import styled from "styled-components";
import type { DownloadOutcome } from "./DownloadForm";

export interface DownloadNoticeProps {
  /** The last successful download of this case study, if any. */
  outcome: DownloadOutcome | null;
  /** The case study's name, for the link text. */
  name: string;
}

const Note = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.success};
`;

/** Says how the download went, next to the button that started it, with a link back to the file. */
export function DownloadNotice({ outcome, name }: DownloadNoticeProps) {
  return (
    <div role="status">
      {outcome && (
        <Note>
          Your PDF opened in a new tab.{" "}
          <a href={outcome.fileURL} target="_blank" rel="noopener">
            Open the {name} case study PDF
          </a>
        </Note>
      )}
    </div>
  );
}
