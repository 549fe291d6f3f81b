/** What the agency holds for a request's email: every lead found, shown as text (never HTML). */
import { Box, Typography } from "@mui/material";
import React from "react";
import type { RaRecord } from "react-admin";
import { LEAD_DETAILS } from "../leads";
import { attributionOf, sourceSummary } from "../lead-source";
import { LEAD_KINDS, type LeadKind } from "../data-provider";
import type { HeldData as Held } from "./api";
import { KIND_WORDS } from "./labels";

const TITLES = { enquiries: "Enquiries", applications: "Applications", downloads: "Download requests" } as const;

function Lead({ kind, lead }: { kind: LeadKind; lead: RaRecord }) {
  return (
    <Box component="dl" sx={{ display: "grid", gridTemplateColumns: { sm: "12rem 1fr" }, gap: 1, m: 0, mb: 2, p: 1.5, border: "1px solid #d5d8e0", borderRadius: 1 }}>
      {[...LEAD_DETAILS[kind], { label: "Where they came from", value: (r: RaRecord) => sourceSummary(attributionOf(r)), long: false }].map(({ label, value, long }) => (
        <React.Fragment key={label}>
          <Box component="dt" sx={{ fontWeight: 700 }}>
            {label}
          </Box>
          <Box component="dd" sx={{ m: 0, whiteSpace: long ? "pre-wrap" : undefined, overflowWrap: "anywhere" }}>
            {value(lead)}
          </Box>
        </React.Fragment>
      ))}
    </Box>
  );
}

export function HeldData({ data }: { data: Held }) {
  return (
    <>
      {LEAD_KINDS.map((kind) => {
        const leads = data[kind] ?? [];
        const heading = `held-${kind}`;
        return (
          <Box component="section" key={kind} aria-labelledby={heading} sx={{ mb: 2 }}>
            <Typography component="h3" variant="subtitle1" id={heading} sx={{ fontWeight: 700 }}>
              {TITLES[kind]} ({leads.length})
            </Typography>
            {leads.length === 0 ? (
              <Typography>No {KIND_WORDS[kind][1]} for this address.</Typography>
            ) : (
              leads.map((lead) => <Lead key={String(lead.id)} kind={kind} lead={lead} />)
            )}
          </Box>
        );
      })}
    </>
  );
}
