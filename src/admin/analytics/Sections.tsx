/** The screen's parts below the totals: per day, leads by kind, pages, sources and campaigns, entry pages, referring sites. */
import { Box, Typography } from "@mui/material";
import React from "react";
import type { AnalyticsDashboard } from "./api";
import { DailyChart, LeadsChart, TopChart } from "./Charts";
import { DataTable, type Column } from "./DataTable";
import { showDay, showNumber, showPercent } from "./range";

type Data = AnalyticsDashboard;
type Source = Data["sources"][number];

/** How many rows of a top list its chart shows (the table has them all). */
const CHART_ROWS = 10;

const count = <T,>(label: string, value: (row: T) => number): Column<T> => ({ label, show: (row) => showNumber(value(row)), csv: value, numeric: true });
const text = <T,>(label: string, value: (row: T) => string): Column<T> => ({ label, show: value, csv: value });

function Section({ id, title, help, children }: { id: string; title: string; help?: string; children: React.ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 4 }}>
      <Typography component="h2" variant="h6" id={id} sx={{ mb: 1 }}>
        {title}
      </Typography>
      {help && <Typography sx={{ mb: 1, color: "text.secondary" }}>{help}</Typography>}
      {children}
    </Box>
  );
}

type Day = Data["days"][number];
type Page = Data["pages"][number];
type Entry = Data["entryPages"][number];
type Referrer = Data["referrers"][number];
interface Kind {
  kind: string;
  leads: number;
}

const DAY_COLUMNS: Column<Day>[] = [
  { label: "Date", show: (d) => showDay(d.date), csv: (d) => d.date },
  count("Visitors", (d) => d.visitors),
  count("Visits", (d) => d.visits),
  count("Page views", (d) => d.pageviews),
  count("Leads", (d) => d.leads),
];
const KIND_COLUMNS: Column<Kind>[] = [text("Kind", (k) => k.kind), count("Leads", (k) => k.leads)];
const PAGE_COLUMNS: Column<Page>[] = [text("Page", (p) => p.path), count("Page views", (p) => p.pageviews), count("Visitors", (p) => p.visitors)];
const SOURCE_COLUMNS: Column<Source>[] = [
  text("Source", (s) => s.source),
  text("Medium", (s) => s.medium ?? ""),
  text("Campaign", (s) => s.campaign ?? ""),
  count("Visitors", (s) => s.visitors),
  count("Leads", (s) => s.leads),
  { label: "Conversion rate", show: (s) => showPercent(s.conversionRate), csv: (s) => showPercent(s.conversionRate), numeric: true },
];
const ENTRY_COLUMNS: Column<Entry>[] = [text("Page", (p) => p.path), count("Visits", (p) => p.visits)];
const REFERRER_COLUMNS: Column<Referrer>[] = [text("Site", (r) => r.host), count("Visits", (r) => r.visits)];

/** "linkedin · social · spring-launch"; no medium or campaign: just the source. */
export const sourceName = (s: Source) => [s.source, s.medium, s.campaign].filter(Boolean).join(" · ");

export function Sections({ data, file }: { data: Data; file: (name: string) => string }) {
  const anyVisits = data.days.some((d) => d.visits > 0 || d.leads > 0);
  const leadKinds: Kind[] = [
    { kind: "Enquiries (contact form)", leads: data.leadsByKind.enquiries },
    { kind: "Job applications", leads: data.leadsByKind.applications },
    { kind: "Case study downloads", leads: data.leadsByKind.downloads },
  ];
  const topPages = data.pages.slice(0, CHART_ROWS);
  const topSources = data.sources.slice(0, CHART_ROWS);
  return (
    <>
      <Section id="analytics-days" title="Day by day">
        {anyVisits && <DailyChart days={data.days} tableId="analytics-days-table" />}
        {anyVisits && <LeadsChart days={data.days} tableId="analytics-days-table" />}
        <DataTable
          id="analytics-days-table"
          caption="Visitors, visits, page views and leads per day"
          rows={anyVisits ? data.days : []}
          empty="no visits or leads were counted on these dates."
          fileName={file("days")}
          columns={DAY_COLUMNS}
        />
      </Section>
      <Section id="analytics-leads" title="Leads by kind">
        {data.totals.leads > 0 && <TopChart name="Chart: leads by kind" tableId="analytics-leads-table" labels={leadKinds.map((k) => k.kind)} values={leadKinds.map((k) => k.leads)} series="Leads" />}
        <DataTable id="analytics-leads-table" caption="Leads by kind" rows={data.totals.leads > 0 ? leadKinds : []} empty="no leads on these dates." fileName={file("leads-by-kind")} columns={KIND_COLUMNS} />
      </Section>
      <Section id="analytics-pages" title="Top pages" help="The pages read most, with how many visitors read each.">
        {topPages.length > 0 && <TopChart name={`Chart: page views of the top ${topPages.length} pages`} tableId="analytics-pages-table" labels={topPages.map((p) => p.path)} values={topPages.map((p) => p.pageviews)} series="Page views" />}
        <DataTable id="analytics-pages-table" caption="Top pages" rows={data.pages} empty="no pages were viewed on these dates." fileName={file("pages")} columns={PAGE_COLUMNS} />
      </Section>
      <Section
        id="analytics-sources"
        title="Top sources and campaigns"
        help="Where visits came from: the campaign link's source (utm_source), else the site that linked here, else “direct” (typed or bookmarked). Conversion rate is leads for each visitor."
      >
        {topSources.length > 0 && <TopChart name={`Chart: visitors from the top ${topSources.length} sources and campaigns`} tableId="analytics-sources-table" labels={topSources.map(sourceName)} values={topSources.map((s) => s.visitors)} series="Visitors" />}
        <DataTable
          id="analytics-sources-table"
          caption="Top sources and campaigns"
          rows={data.sources}
          empty="no visits were counted on these dates."
          fileName={file("sources")}
          columns={SOURCE_COLUMNS}
        />
      </Section>
      <Section id="analytics-entries" title="Top entry pages" help="The first page of each visit: where people land.">
        <DataTable id="analytics-entries-table" caption="Top entry pages" rows={data.entryPages} empty="no visits were counted on these dates." fileName={file("entry-pages")} columns={ENTRY_COLUMNS} />
      </Section>
      <Section id="analytics-referrers" title="Referring sites" help="Other sites whose links brought visits.">
        <DataTable id="analytics-referrers-table" caption="Referring sites" rows={data.referrers} empty="no visits came from other sites on these dates." fileName={file("referring-sites")} columns={REFERRER_COLUMNS} />
      </Section>
    </>
  );
}
