/** What a content change did, as a list of sentences (shared/content-changes.ts), for History and Restore. */
import { Box } from "@mui/material";
import React from "react";
import { changeLines, type VersionChanges } from "../../../shared/content-changes";

export function ChangeList({ changes }: { changes: VersionChanges | null }) {
  const lines = changeLines(changes);
  if (lines.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {lines.map((line, index) => (
        <li key={index}>{line}</li>
      ))}
    </Box>
  );
}
