/** A failed build's own error and the last lines of its log. */
import { Box, Typography } from "@mui/material";
import React from "react";
import type { Build } from "./api";

const PRE = { whiteSpace: "pre-wrap", wordBreak: "break-word", fontSize: "0.8rem", background: "#f4f5f8", color: "#14161c", p: 1, m: 0, maxHeight: 320, overflow: "auto" } as const;

export function BuildError({ build }: { build: Build }) {
  if (!build.error) return null;
  return (
    <Box role="alert" sx={{ border: "1px solid #a3001b", borderRadius: 1, p: 1.5, my: 1, background: "#fff5f6" }}>
      <Typography component="h3" sx={{ fontWeight: 700, color: "#8a0017", mb: 0.5 }}>
        Build {build.id} {build.status === "failed" ? "failed" : "could not go live"}
      </Typography>
      <Box component="pre" sx={PRE}>
        {build.error}
      </Box>
      <BuildLogDetails build={build} />
    </Box>
  );
}

export function BuildLogDetails({ build }: { build: Build }) {
  if (!build.log) return null;
  return (
    <Box component="details" sx={{ mt: 1 }}>
      <Box component="summary" sx={{ cursor: "pointer" }}>
        Last lines of build {build.id}&apos;s log
      </Box>
      <Box component="pre" tabIndex={0} aria-label={`Log of build ${build.id}`} sx={PRE}>
        {build.log}
      </Box>
    </Box>
  );
}
