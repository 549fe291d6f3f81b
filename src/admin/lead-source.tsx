/**
 * Where a lead came from (issue 31): the source, campaign and landing page of the visit that brought it,
 * found by the API from the lead's own request. Shown on the lead's page as text (React escapes it:
 * never HTML), or a plain sentence when no visit was seen.
 */
import { Box, Typography } from "@mui/material";
import React from "react";
import { useRecordContext, type RaRecord } from "react-admin";
import { formatDateTime } from "./shared";

export interface Attribution {
  source: string;
  medium: string | null;
  campaign: string | null;
  term: string | null;
  content: string | null;
  referrer: string | null;
  landingPage: string;
  visitStartedAt: string;
}

export const NO_SOURCE = "Not known. No visit to the site was counted before this came in: it may have been sent by another program, or the visitor's browser blocked the count.";

const NONE = "None";
const text = (value: string | null | undefined): string => (value ? value : NONE);

/** Each part, in the words marketers and sales use. */
export const SOURCE_DETAILS: { label: string; value: (a: Attribution) => string }[] = [
  { label: "Source", value: (a) => text(a.source) },
  { label: "Medium", value: (a) => text(a.medium) },
  { label: "Campaign", value: (a) => text(a.campaign) },
  { label: "Term", value: (a) => text(a.term) },
  { label: "Content", value: (a) => text(a.content) },
  { label: "Referring site", value: (a) => text(a.referrer) },
  { label: "Landing page", value: (a) => text(a.landingPage) },
  { label: "Visit started", value: (a) => formatDateTime(a.visitStartedAt) || NONE },
];

/** The record's attribution, or null when it has none (or an older API sent none). */
export function attributionOf(record: RaRecord | undefined): Attribution | null {
  const value: unknown = record?.attribution;
  if (!value || typeof value !== "object" || typeof (value as Attribution).source !== "string") return null;
  return value as Attribution;
}

/** One line for lists of held data: "s · social · campaign c · landed on / · 20 Nov 2026, 2:00 pm IST". */
export function sourceSummary(attribution: Attribution | null): string {
  if (!attribution) return NO_SOURCE;
  const { source, medium, campaign, landingPage, visitStartedAt } = attribution;
  return [source, medium, campaign && `campaign ${campaign}`, `landed on ${landingPage}`, formatDateTime(visitStartedAt)].filter(Boolean).join(" · ");
}

/** The lead page's "Where they came from" section. */
export function LeadSource() {
  const record = useRecordContext();
  if (!record) return null;
  const attribution = attributionOf(record);
  return (
    <Box component="section" aria-labelledby="source-heading" sx={{ width: "100%", mb: 2 }}>
      <Typography component="h2" variant="h6" id="source-heading">
        Where they came from
      </Typography>
      {attribution ? (
        <Box component="dl" sx={{ display: "grid", gridTemplateColumns: { sm: "12rem 1fr" }, gap: 1, m: 0 }}>
          {SOURCE_DETAILS.map(({ label, value }) => (
            <React.Fragment key={label}>
              <Box component="dt" sx={{ fontWeight: 700 }}>
                {label}
              </Box>
              <Box component="dd" sx={{ m: 0, overflowWrap: "anywhere" }}>
                {value(attribution)}
              </Box>
            </React.Fragment>
          ))}
        </Box>
      ) : (
        <Typography>{NO_SOURCE}</Typography>
      )}
    </Box>
  );
}
