import "./jsdom-env";
import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import v8 from "node:v8";
import React from "react";
import { AdminContext, type AuthProvider } from "react-admin";
import { AnalyticsScreen } from "../../src/admin/analytics";
import type { AnalyticsDashboard } from "../../src/admin/analytics/api";
import { showDay, showNumber, showPercent } from "../../src/admin/analytics/range";
import { addDays, eachDay } from "../../shared/analytics-dashboard";
import { siteDay } from "../../shared/notice-version";
import { API_URL } from "../../src/lib/api-base";

jest.setTimeout(30_000);

// What the charts need from the platform that jsdom lacks: structuredClone, and ResizeObserver (no layout here).
Object.assign(globalThis, { structuredClone: globalThis.structuredClone ?? (<T,>(value: T): T => v8.deserialize(v8.serialize(value)) as T) });
class NoResize {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, { ResizeObserver: globalThis.ResizeObserver ?? NoResize });

const auth: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => "marketing",
};

/** An answer for `from`..`to` with a few figures on its first and last days. */
function answer(from: string, to: string): AnalyticsDashboard {
  const days = eachDay(from, to).map((date, i, all) => (i === 0 ? { date, visitors: 40, visits: 52, pageviews: 130, leads: 3 } : i === all.length - 1 ? { date, visitors: 7, visits: 8, pageviews: 11, leads: 1 } : { date, visitors: 0, visits: 0, pageviews: 0, leads: 0 }));
  const sum = (key: "visitors" | "visits" | "pageviews" | "leads") => days.reduce((n, d) => n + d[key], 0);
  return {
    from,
    to,
    totals: { visitors: sum("visitors"), visits: sum("visits"), pageviews: sum("pageviews"), leads: sum("leads") },
    days,
    pages: [
      { path: "/services/seo", pageviews: 90, visitors: 31 },
      { path: "/contact-us", pageviews: 51, visitors: 16 },
    ],
    sources: [
      { source: "linkedin", medium: "social", campaign: "diwali, 2026", visitors: 25, leads: 4, conversionRate: 4 / 25 },
      { source: "=HYPERLINK(\"http://evil.example\")", medium: null, campaign: null, visitors: 3, leads: 0, conversionRate: 0 },
    ],
    entryPages: [{ path: "/services/seo", visits: 33 }],
    referrers: [{ host: "www.google.com", visits: 12 }],
    leadsByKind: { enquiries: 2, applications: 1, downloads: 1 },
  };
}

type Mode = "ok" | "fail" | "empty";

/** The staff API as the screen sees it: records each path asked for; answers by the range in the query. */
function fakeApi(modes: Mode[]) {
  const asked: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const path = String(input).slice(API_URL.length);
    asked.push(path);
    const query = new URL(path, "http://x").searchParams;
    const mode = modes.length > 1 ? modes.shift() : modes[0];
    const reply = (status: number, body: unknown) => ({ ok: status < 300, status, text: async () => JSON.stringify(body) });
    if (mode === "fail") return reply(500, { statusCode: 500, error: "Internal Server Error", message: "Something went wrong" });
    const body = answer(query.get("from") ?? "", query.get("to") ?? "");
    if (mode === "empty") {
      Object.assign(body, { totals: { visitors: 0, visits: 0, pageviews: 0, leads: 0 }, pages: [], sources: [], entryPages: [], referrers: [], leadsByKind: { enquiries: 0, applications: 0, downloads: 0 } });
      body.days = body.days.map((d) => ({ ...d, visitors: 0, visits: 0, pageviews: 0, leads: 0 }));
    }
    return reply(200, body);
  }) as unknown as typeof fetch;
  return asked;
}

const renderScreen = () =>
  render(
    <AdminContext authProvider={auth}>
      <AnalyticsScreen />
    </AdminContext>,
  );

const today = () => siteDay(new Date());
const rangeOf = (path: string) => {
  const query = new URL(path, "http://x").searchParams;
  return [query.get("from"), query.get("to")];
};
const rowTexts = (table: HTMLElement) => within(table).getAllByRole("row").slice(1).map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));

/** The CSV behind a table's Export CSV link. */
function exported(name: string): { file: string | null; csv: string } {
  const link = screen.getByRole("link", { name: `Export CSV: ${name}` });

  const href = link.getAttribute("href") ?? "";
  expect(href.startsWith("data:text/csv;charset=utf-8,")).toBe(true);
  return { file: link.getAttribute("download"), csv: decodeURIComponent(href.slice("data:text/csv;charset=utf-8,".length)) };
}

describe("the Analytics screen", () => {
  it("asks for the last 30 days and shows the answer's numbers in its tables", async () => {
    const asked = fakeApi(["ok"]);
    renderScreen();
    const pages = await screen.findByRole("table", { name: "Top pages" });
    expect(rangeOf(asked[0])).toEqual([addDays(today(), -29), today()]);
    const data = answer(addDays(today(), -29), today());

    const totals = screen.getByRole("region", { name: "Totals" });
    for (const [label, value] of [["Visitors", data.totals.visitors], ["Visits", data.totals.visits], ["Page views", data.totals.pageviews], ["Leads", data.totals.leads]] as const) {
      expect(within(totals).getByText(label).nextElementSibling?.textContent).toBe(showNumber(value));
    }
    expect(rowTexts(pages)).toEqual(data.pages.map((p) => [p.path, showNumber(p.pageviews), showNumber(p.visitors)]));
    const days = screen.getByRole("table", { name: "Visitors, visits, page views and leads per day" });
    expect(rowTexts(days)).toHaveLength(30);
    expect(rowTexts(days)[0]).toEqual([showDay(data.days[0].date), "40", "52", "130", "3"]);
    expect(rowTexts(screen.getByRole("table", { name: "Top sources and campaigns" }))[0]).toEqual(["linkedin", "social", "diwali, 2026", "25", "4", showPercent(4 / 25)]);
    expect(showPercent(4 / 25)).toBe("16.0%");
    expect(rowTexts(screen.getByRole("table", { name: "Leads by kind" }))).toEqual([
      ["Enquiries (contact form)", "2"],
      ["Job applications", "1"],
      ["Case study downloads", "1"],
    ]);
    expect(rowTexts(screen.getByRole("table", { name: "Top entry pages" }))).toEqual([["/services/seo", "33"]]);
    expect(rowTexts(screen.getByRole("table", { name: "Referring sites" }))).toEqual([["www.google.com", "12"]]);
    // Each chart is an image with a name, described by its table.
    const chart = screen.getByRole("img", { name: "Chart: visitors, visits and page views per day" });
    expect(chart.getAttribute("aria-describedby")).toBe(days.querySelector("caption")?.id);
  });

  it("asks again when the dates change: a preset, then chosen dates", async () => {
    const asked = fakeApi(["ok"]);
    renderScreen();
    await screen.findByRole("table", { name: "Top pages" });
    await userEvent.click(screen.getByRole("combobox", { name: "Dates" }));
    await userEvent.click(await screen.findByRole("option", { name: "Last 7 days" }));
    await screen.findByText(`Showing ${showDay(addDays(today(), -6))} to ${showDay(today())}`);
    await screen.findByRole("table", { name: "Top pages" });
    expect(rangeOf(asked[asked.length - 1])).toEqual([addDays(today(), -6), today()]);
    expect(rowTexts(screen.getByRole("table", { name: "Visitors, visits, page views and leads per day" }))).toHaveLength(7);

    await userEvent.click(screen.getByRole("combobox", { name: "Dates" }));
    await userEvent.click(await screen.findByRole("option", { name: "Choose dates" }));
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-10-05" } });
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-10-01" } });
    await userEvent.click(screen.getByRole("button", { name: "Show these dates" }));
    expect(screen.getByRole("alert").textContent).toBe("The start date must be on or before the end date.");
    const before = asked.length;
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-10-09" } });
    await userEvent.click(screen.getByRole("button", { name: "Show these dates" }));
    await screen.findByText(`Showing ${showDay("2026-10-05")} to ${showDay("2026-10-09")}`);
    await screen.findByRole("table", { name: "Top pages" });
    expect(asked.length).toBe(before + 1);
    expect(rangeOf(asked[asked.length - 1])).toEqual(["2026-10-05", "2026-10-09"]);
  });

  it("exports each table as CSV: quoted cells, spreadsheet formulas neutralised, raw numbers and dates", async () => {
    fakeApi(["ok"]);
    renderScreen();
    await screen.findByRole("table", { name: "Top pages" });
    const from = addDays(today(), -29);
    const sources = exported("Top sources and campaigns");
    expect(sources.file).toBe(`analytics-sources-${from}-to-${today()}.csv`);
    expect(sources.csv.split("\r\n")).toEqual([
      "Source,Medium,Campaign,Visitors,Leads,Conversion rate",
      'linkedin,social,"diwali, 2026",25,4,16.0%',
      `"'=HYPERLINK(""http://evil.example"")",,,3,0,0.0%`,
      "",
    ]);
    const days = exported("Visitors, visits, page views and leads per day").csv.split("\r\n");
    expect(days[0]).toBe("Date,Visitors,Visits,Page views,Leads");
    expect(days[1]).toBe(`${from},40,52,130,3`);
    expect(days).toHaveLength(30 + 2);
    expect(exported("Top pages").csv).toBe("Page,Page views,Visitors\r\n/services/seo,90,31\r\n/contact-us,51,16\r\n");
  });

  it("says when there is nothing to show", async () => {
    fakeApi(["empty"]);
    renderScreen();
    await screen.findByText("Top pages: no pages were viewed on these dates.");
    expect(screen.getByText("No visits or leads were counted on these dates yet.")).toBeTruthy();
    expect(screen.getByText("Referring sites: no visits came from other sites on these dates.")).toBeTruthy();
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.queryByRole("link", { name: /Export CSV/ })).toBeNull();
  });

  it("shows loading, then a failure in words with Try again", async () => {
    const asked = fakeApi(["fail", "ok"]);
    renderScreen();
    expect(screen.getByRole("status").textContent).toBe("Loading the figures…");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The figures could not be loaded: Something went wrong");
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await screen.findByRole("table", { name: "Top pages" });
    expect(asked).toHaveLength(2);
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
