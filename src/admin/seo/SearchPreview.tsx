/** How the page shows in a search engine's results (issue 30): its `<title>`, its address, its description, cut where they cut. */
import { Box, Typography } from "@mui/material";
import React, { useId } from "react";
import { pageAddress, searchResult, type SeoTexts } from "./texts";

export function SearchPreview(props: SeoTexts) {
  const id = useId();
  const result = searchResult(props);
  return (
    <Box component="section" aria-labelledby={id} sx={{ border: "1px solid #d5d8e0", borderRadius: 1, p: 2, background: "#ffffff" }}>
      <Typography id={id} component="h2" sx={{ fontSize: "1rem", fontWeight: 700, mb: 1 }}>
        Search result preview
      </Typography>
      <Typography sx={{ fontSize: "0.875rem", color: "#202124", overflowWrap: "anywhere" }} data-part="address">
        {pageAddress(props.path)}
      </Typography>
      <Typography sx={{ fontSize: "1.2rem", color: "#1a0dab", lineHeight: 1.3, overflowWrap: "anywhere" }} data-part="title">
        {result.title}
      </Typography>
      <Typography sx={{ fontSize: "0.875rem", color: "#3c4043", overflowWrap: "anywhere" }} data-part="description">
        {result.description || "No description: search engines pick words from the page."}
      </Typography>
    </Box>
  );
}
