/**
 * The screen's charts (@mui/x-charts). Each is an image named in words whose text alternative is the table
 * under it (aria-describedby its caption); they animate only when the person's system allows motion.
 */
import { Box, useMediaQuery } from "@mui/material";
import { BarChart } from "@mui/x-charts/BarChart";
import { LineChart } from "@mui/x-charts/LineChart";
import React from "react";
import type { AnalyticsDashboard } from "./api";
import { showDay, showNumber } from "./range";

/** The site's navy, amber, a teal and a grey-violet: told apart without colour by the legend's order and the table. */
export const SERIES_COLOURS = ["#16214a", "#b57a00", "#1f7a6d", "#7a5c99"];

const useStill = () => useMediaQuery("(prefers-reduced-motion: reduce)", { noSsr: true });

/** An image with a name, described by the table caption `tableId`. */
function Figure({ name, tableId, children }: { name: string; tableId: string; children: React.ReactNode }) {
  return (
    <Box role="img" aria-label={name} aria-describedby={tableId} sx={{ width: "100%", minWidth: 0 }}>
      {children}
    </Box>
  );
}

const format = (value: number | null) => (value === null ? "" : showNumber(value));

export function DailyChart({ days, tableId }: { days: AnalyticsDashboard["days"]; tableId: string }) {
  const still = useStill();
  const dates = days.map((d) => showDay(d.date));
  return (
    <Figure name="Chart: visitors, visits and page views per day" tableId={tableId}>
      <LineChart
        height={280}
        skipAnimation={still}
        xAxis={[{ scaleType: "point", data: dates }]}
        yAxis={[{ min: 0 }]}
        series={[
          { data: days.map((d) => d.pageviews), label: "Page views", color: SERIES_COLOURS[0], valueFormatter: format, showMark: days.length <= 31 },
          { data: days.map((d) => d.visits), label: "Visits", color: SERIES_COLOURS[1], valueFormatter: format, showMark: days.length <= 31 },
          { data: days.map((d) => d.visitors), label: "Visitors", color: SERIES_COLOURS[2], valueFormatter: format, showMark: days.length <= 31 },
        ]}
      />
    </Figure>
  );
}

export function LeadsChart({ days, tableId }: { days: AnalyticsDashboard["days"]; tableId: string }) {
  const still = useStill();
  return (
    <Figure name="Chart: leads per day" tableId={tableId}>
      <BarChart
        height={200}
        skipAnimation={still}
        xAxis={[{ scaleType: "band", data: days.map((d) => showDay(d.date)) }]}
        yAxis={[{ min: 0, tickMinStep: 1 }]}
        series={[{ data: days.map((d) => d.leads), label: "Leads", color: SERIES_COLOURS[3], valueFormatter: format }]}
      />
    </Figure>
  );
}

/** A horizontal bar chart of a top list's first rows. */
export function TopChart({ name, tableId, labels, values, series }: { name: string; tableId: string; labels: string[]; values: number[]; series: string }) {
  const still = useStill();
  return (
    <Figure name={name} tableId={tableId}>
      <BarChart
        height={Math.max(160, 32 * labels.length + 60)}
        layout="horizontal"
        skipAnimation={still}
        hideLegend
        yAxis={[{ scaleType: "band", data: labels, width: 160 }]}
        xAxis={[{ min: 0, tickMinStep: 1 }]}
        series={[{ data: values, label: series, color: SERIES_COLOURS[0], valueFormatter: format }]}
      />
    </Figure>
  );
}
