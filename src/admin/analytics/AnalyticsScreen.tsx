/**
 * The console's "Analytics" screen (issue 31), for admin, marketing and sales: for the dates chosen, the
 * totals, the figures per day, leads by kind, top pages, sources and campaigns, entry pages and referring
 * sites, each as a table (with Export CSV) and, where it helps, a chart above it.
 */
import { Box, Button, Typography } from "@mui/material";
import React, { useState } from "react";
import { Title } from "react-admin";
import { RangePicker } from "./RangePicker";
import { lastDays, showDay, showNumber, type Range } from "./range";
import { Sections } from "./Sections";
import { useAnalytics } from "./use-analytics";

const CARD = { border: "1px solid #d5d8e0", borderRadius: 1, p: 2, flex: "1 1 160px", m: 0 } as const;

export function AnalyticsScreen() {
  const [range, setRange] = useState<Range>(() => lastDays(30));
  const { data, error, loading, retry } = useAnalytics(range);
  const shown = !loading && !error && data && data.from === range.from && data.to === range.to ? data : null;
  const file = (name: string) => `analytics-${name}-${range.from}-to-${range.to}`;

  return (
    <Box>
      <Title title="Analytics" />
      <Typography sx={{ mb: 2, maxWidth: "70ch" }}>
        Visits to the public site, counted without cookies and without keeping anything that could tell who a visitor is.
        Dates are India time. A visitor is counted once a day: someone who comes back on three days counts as three
        visitors over the dates shown, because nothing recognises them from one day to the next.
      </Typography>
      <RangePicker range={range} onChange={setRange} />
      <Typography component="p" sx={{ mb: 2, fontWeight: 600 }}>
        Showing {showDay(range.from)} to {showDay(range.to)}
      </Typography>
      {loading && <Typography role="status">Loading the figures…</Typography>}
      {error && !loading && (
        <Box role="alert" sx={{ mb: 2 }}>
          <Typography color="error">The figures could not be loaded: {error}</Typography>
          <Button onClick={retry} variant="outlined" sx={{ mt: 1 }}>
            Try again
          </Button>
        </Box>
      )}
      {shown && (
        <>
          <Box component="section" aria-labelledby="analytics-totals">
            <Typography component="h2" variant="h6" id="analytics-totals" sx={{ mb: 1 }}>
              Totals
            </Typography>
            <Box component="dl" sx={{ display: "flex", gap: 2, flexWrap: "wrap", mb: 4, mt: 0 }}>
              {([
                ["Visitors", shown.totals.visitors],
                ["Visits", shown.totals.visits],
                ["Page views", shown.totals.pageviews],
                ["Leads", shown.totals.leads],
              ] as const).map(([label, value]) => (
                <Box key={label} sx={CARD}>
                  <Typography component="dt">{label}</Typography>
                  <Typography component="dd" sx={{ m: 0, fontSize: "1.75rem", fontWeight: 700 }}>
                    {showNumber(value)}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
          {!shown.days.some((d) => d.visits > 0 || d.leads > 0) && <Typography sx={{ mb: 2, fontWeight: 600 }}>No visits or leads were counted on these dates yet.</Typography>}
          <Sections data={shown} file={file} />
        </>
      )}
    </Box>
  );
}
