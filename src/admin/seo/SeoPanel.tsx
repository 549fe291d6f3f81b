/**
 * The SEO panel (issue 30), beside an editor's form: the search result and the social card as the page's
 * `<title>`, description and share image would make them, updated as the marketer types.
 */
import { Box } from "@mui/material";
import React from "react";
import { SearchPreview } from "./SearchPreview";
import { SocialPreview } from "./SocialPreview";
import type { SeoTexts } from "./texts";

export function SeoPanel(props: SeoTexts) {
  return (
    <Box sx={{ display: "grid", gap: 2, alignContent: "start", position: { md: "sticky" }, top: { md: 16 } }}>
      <SearchPreview {...props} />
      <SocialPreview {...props} />
    </Box>
  );
}

/** The editor's form and the panel side by side on a wide screen, the panel below the form on a narrow one; the form alone without a panel. */
export function WithSeoPanel({ panel, children }: { panel: React.ReactNode; children: React.ReactNode }) {
  if (!panel) return <>{children}</>;
  return (
    <Box sx={{ display: "grid", gap: 3, width: "100%", gridTemplateColumns: { xs: "1fr", md: "minmax(0, 1fr) 340px" }, alignItems: "start" }}>
      <Box sx={{ minWidth: 0, display: "flex", flexDirection: "column", alignItems: "flex-start" }}>{children}</Box>
      {panel}
    </Box>
  );
}
