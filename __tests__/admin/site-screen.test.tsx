import "./jsdom-env";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import { AdminContext, type AuthProvider } from "react-admin";
import type { Build, SiteState } from "../../src/admin/site/api";
import { SiteScreen } from "../../src/admin/site";
import { staffUrl } from "../../src/admin/http";
import { API_URL } from "../../src/lib/api-base";

jest.setTimeout(30_000);

const auth: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => "marketing",
};

const build = (over: Partial<Build>): Build => ({
  id: 1,
  target: "live",
  status: "succeeded",
  commit: "0123456789abcdef0123456789abcdef01234567",
  requestedBy: "mira@selenova.example",
  requestedAt: "2026-11-20T10:00:00.000Z",
  startedAt: "2026-11-20T10:00:01.000Z",
  finishedAt: "2026-11-20T10:00:23.000Z",
  error: null,
  log: "success onPostBuild - 0.1s",
  dirty: false,
  contentHash: "5f1c0de",
  step: null,
  reusedFrom: null,
  kept: true,
  liveAt: "2026-11-20T10:00:23.000Z",
  liveBy: "mira@selenova.example",
  firstSite: false,
  refresh: false,
  refreshOf: null,
  ...over,
});

/** The staff API as the screen sees it: answers by method and path; records what was sent. */
function fakeApi(state: { site: SiteState; builds: Build[] }) {
  const sent: { method: string; path: string; body?: unknown }[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    const path = String(input).slice(API_URL.length);
    sent.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const answer = (status: number, body: unknown) => ({ ok: status < 300, status, text: async () => JSON.stringify(body) });
    if (method === "GET" && path === "/staff/site") return answer(200, state.site);
    if (method === "GET" && path.startsWith("/staff/site/builds?")) return answer(200, { items: state.builds, total: state.builds.length, page: 1 });
    if (method === "POST" && path === "/staff/site/builds") return answer(202, build({ id: 9, status: "queued", target: "preview" }));
    const one = /^\/staff\/site\/builds\/(\d+)$/.exec(path);
    if (method === "GET" && one) {
      const found = [...state.builds, build({ id: 9, status: "queued", target: "preview" })].find((b) => b.id === Number(one[1]));
      return found ? answer(200, found) : answer(404, { message: "No such record" });
    }
    const live = /^\/staff\/site\/builds\/(\d+)\/live$/.exec(path);
    if (method === "POST" && live) return answer(502, { statusCode: 502, error: "Bad Gateway", message: "The publish command (SITE_PUBLISH_COMMAND) failed (exit code 1); the live site was not changed." });
    return answer(404, { message: "No such record" });
  }) as unknown as typeof fetch;
  return sent;
}

const renderScreen = () =>
  render(
    <AdminContext authProvider={auth}>
      <SiteScreen />
    </AdminContext>,
  );

describe("the Site screen", () => {
  it("shows what is live, the preview's link, a failed build's own error with its log, and the history", async () => {
    const live = build({ id: 2 });
    const preview = build({ id: 3, target: "preview", dirty: true, liveAt: null, liveBy: null });
    const failed = build({ id: 4, status: "failed", error: 'data/home-slides.json › name "Innovation" › field "caption": must be text', log: "ERROR\nline two", liveAt: null, liveBy: null });
    fakeApi({ site: { live, preview, current: null, liveUrl: "http://localhost:9000", previewUrl: "http://localhost:9001" }, builds: [failed, preview, live, build({ id: 1, liveAt: null })] });
    renderScreen();

    const liveRegion = await screen.findByRole("region", { name: "Live" });
    expect(await within(liveRegion).findByText(/Build #2/)).toBeInTheDocument();
    expect(within(liveRegion).getByText(/Live since 20 Nov 2026, 3:30 pm IST, published by mira@selenova.example/)).toBeInTheDocument();
    const previewRegion = screen.getByRole("region", { name: "Preview" });
    expect(within(previewRegion).getByText(/Built 20 Nov 2026, 3:30 pm IST for mira@selenova.example/)).toBeInTheDocument();
    // No commit ids for the people who publish (admins see them under Details).
    expect(document.body.textContent).not.toMatch(/0123456|commit/i);
    expect(within(previewRegion).getByRole("link", { name: "Open the preview" })).toHaveAttribute("href", staffUrl("/staff/site/preview"));

    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Build 4 failed");
    expect(alert).toHaveTextContent('field "caption": must be text');
    expect(within(alert).getByText("Last lines of build 4's log")).toBeInTheDocument();

    const rows = within(screen.getByRole("table")).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getByRole("rowheader").textContent)).toEqual(["#4", "#3", "#2", "#1"]);
    expect(rows[2]).toHaveTextContent("Succeeded · live");
    expect(rows[2]).toHaveTextContent("22 s");
    // Roll back on the earlier good build, Make live on the newer preview; none on the live or failed ones.
    expect(within(rows[3]).getByRole("button", { name: "Roll back to build 1" })).toBeInTheDocument();
    expect(within(rows[1]).getByRole("button", { name: "Make live: build 3" })).toBeInTheDocument();
    expect(within(rows[0]).queryByRole("button")).toBeNull();
    expect(within(rows[2]).queryByRole("button")).toBeNull();
  });

  it("queues a Preview, shows progress while a build runs, and shows why a roll back failed", async () => {
    const live = build({ id: 2 });
    const running = build({ id: 5, status: "building", target: "preview", finishedAt: null, startedAt: new Date(Date.now() - 42_000).toISOString(), step: "Building JavaScript and CSS bundles", liveAt: null, liveBy: null });
    const sent = fakeApi({ site: { live, preview: null, current: running, liveUrl: "http://localhost:9000", previewUrl: "http://localhost:9001" }, builds: [running, live, build({ id: 1, liveAt: null })] });
    renderScreen();

    expect(await screen.findByText(/Preview build #5 is building: 4\d s so far · Building JavaScript and CSS bundles/)).toBeInTheDocument();
    expect(screen.getByText("There is no preview yet.")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Preview" }));
    expect(sent.find((s) => s.method === "POST")).toEqual({ method: "POST", path: "/staff/site/builds", body: { target: "preview" } });
    expect(await screen.findByText("Preview build #9 is queued: it starts when the build before it ends.")).toBeInTheDocument();
    // One sentence, of the build asked for: not its queued state beside another's "building".
    expect(screen.queryByText(/Preview build #5 is building/)).toBeNull();

    await userEvent.click(await screen.findByRole("button", { name: "Roll back to build 1" }));
    const dialog = await screen.findByRole("dialog", { name: "Roll back the live site?" });
    expect(dialog).toHaveTextContent("Make build #1 of 20 Nov 2026, 3:30 pm IST live instead of build #2 of 20 Nov 2026, 3:30 pm IST?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Roll back" }));
    expect(sent.filter((s) => s.method === "POST").at(-1)).toMatchObject({ path: "/staff/site/builds/1/live" });
    expect(await screen.findByRole("alert")).toHaveTextContent("The publish command (SITE_PUBLISH_COMMAND) failed (exit code 1); the live site was not changed.");
  });
});

describe("the Site screen's status line, not-live list and first site", () => {
  it("says what is saved but not live, and that the next Publish includes it; the first site by name", async () => {
    const first = build({ id: 0, firstSite: true, requestedBy: "first deploy", liveBy: "first deploy" });
    const notLive = {
      changes: [{ author: "Priya Sharma", authorEmail: "priya@selenova.example", date: "2026-11-25T10:10:00.000Z", collections: ["Case studies", "Awards"] }],
      unsaved: false,
    };
    fakeApi({ site: { live: first, preview: null, current: null, liveUrl: "http://localhost:9000", previewUrl: "http://localhost:9001", notLive }, builds: [first] });
    renderScreen();
    const region = await screen.findByRole("region", { name: "Not live yet" });
    expect(region).toHaveTextContent("This saved change is not on the live site yet. The next Publish includes it.");
    expect(within(region).getByRole("listitem")).toHaveTextContent("Case studies, Awards: changed by Priya Sharma (priya@selenova.example) on 25 Nov 2026, 3:40 pm IST");
    expect(screen.getByRole("region", { name: "Live" })).toHaveTextContent("The site as first deployed (build #0), live since 20 Nov 2026, 3:30 pm IST");
    expect(within(screen.getByRole("table")).getByRole("row", { name: /#0/ })).toHaveTextContent("Site as first deployed");
  });

  it("shows nothing under Not live yet when everything saved is live", async () => {
    fakeApi({ site: { live: build({ id: 2 }), preview: null, current: null, liveUrl: "", previewUrl: "", notLive: { changes: [], unsaved: false } }, builds: [build({ id: 2 })] });
    renderScreen();
    await screen.findByRole("region", { name: "Live" });
    expect(screen.queryByRole("region", { name: "Not live yet" })).toBeNull();
  });
});

describe("refresh builds on the Site screen (issue 29)", () => {
  it("shows a refresh as Refresh with what set it off, live by itself, and a failed one as failed", async () => {
    const reason = "post 12 saved by priya@selenova.example";
    const live = build({ id: 6, refresh: true, refreshOf: 5, requestedBy: reason, liveBy: reason });
    const failed = build({ id: 7, refresh: true, refreshOf: 6, status: "failed", requestedBy: "job 4 closed by its closing date", error: "gatsby build failed (exit code 1)", liveAt: null, liveBy: null });
    fakeApi({ site: { live, preview: null, current: null, liveUrl: "http://localhost:9000", previewUrl: "http://localhost:9001" }, builds: [failed, live, build({ id: 5 })] });
    renderScreen();
    const liveRegion = await screen.findByRole("region", { name: "Live" });
    expect(within(liveRegion).getByText(`Live since 20 Nov 2026, 3:30 pm IST, refreshed by itself after ${reason}`, { exact: false })).toBeInTheDocument();
    const table = screen.getByRole("table");
    const refreshRow = within(table).getByRole("row", { name: /#6/ });
    expect(within(refreshRow).getByRole("cell", { name: "Refresh" })).toBeInTheDocument();
    expect(within(refreshRow).getByRole("cell", { name: `After ${reason}` })).toBeInTheDocument();
    const failedRow = within(table).getByRole("row", { name: /#7/ });
    expect(failedRow).toHaveTextContent("Refresh");
    expect(failedRow).toHaveTextContent("Failed");
    expect(failedRow).toHaveTextContent("After job 4 closed by its closing date");
    expect(within(table).getByRole("row", { name: /#5/ })).toHaveTextContent("Publish");
  });
});
