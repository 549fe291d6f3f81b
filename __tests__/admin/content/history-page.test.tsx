/**
 * The content History page (issue 28 §7): each entry reads as what it changed, the seed as initial content,
 * a restore as the version it brought back; Restore first shows what it will change and only then restores
 * that version (sending the version the comparison was made against). No commit ids for marketing.
 */
import "../jsdom-env";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import { AdminContext, type AuthProvider } from "react-admin";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { HistoryPage } from "../../../src/admin/content/HistoryPage";
import type { HistoryItem, RestoreComparison } from "../../../shared/content-changes";
import { API_URL } from "../../../src/lib/api-base";

jest.setTimeout(30_000);

const auth: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => "marketing",
};

const seed: HistoryItem = { commit: "a".repeat(40), author: "Content Seed", authorEmail: "seed@selenova.example", date: "2026-11-20T04:30:00.000Z", message: "content: seed", initial: true, restored: null, changes: null };
const save: HistoryItem = {
  commit: "b".repeat(40),
  author: "Asha",
  authorEmail: "asha@selenova.example",
  date: "2026-11-25T10:10:00.000Z",
  message: 'content(case-studies): "Orbit Foods" title, counter',
  initial: false,
  restored: null,
  changes: { entries: [{ entry: "Case study “Orbit Foods”", kind: "changed", fields: [{ field: "Title", from: "Orbit", to: "Orbit Foods" }, { field: "Results", summary: "1 added" }] }], reordered: false },
};
const restore: HistoryItem = {
  ...save,
  commit: "c".repeat(40),
  date: "2026-11-26T10:10:00.000Z",
  message: "content(case-studies): restore the version of 20 Nov 2026, 10:00 am IST by Content Seed",
  restored: { author: "Content Seed", authorEmail: "seed@selenova.example", date: seed.date },
  changes: { entries: [{ entry: "Case study “Orbit”", kind: "changed", fields: [{ field: "Title", from: "Orbit Foods", to: "Orbit" }] }], reordered: false },
};
const comparison: RestoreComparison = {
  version: "f".repeat(40),
  restoring: { author: "Asha", authorEmail: "asha@selenova.example", date: save.date },
  changes: { entries: [{ entry: "Case study “Orbit”", kind: "changed", fields: [{ field: "Title", from: "Orbit", to: "Orbit Foods" }] }, { entry: "Case study “Mars Mart”", kind: "removed", fields: [] }], reordered: false },
};

function fakeApi() {
  const sent: { method: string; path: string; body?: unknown }[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    const path = String(input).slice(API_URL.length);
    sent.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const answer = (body: unknown, status = 200) => ({ ok: status < 300, status, text: async () => JSON.stringify(body) });
    if (path === "/staff/content/case-studies/history") return answer([restore, save, seed]);
    if (path.startsWith("/staff/content/case-studies/compare?")) return answer(comparison);
    if (path === "/staff/content/case-studies/restore") return answer({ version: "e".repeat(40), commit: "d".repeat(40) });
    if (path === "/staff/content/case-studies") return answer({ collection: "case-studies", title: "Case studies", key: "caseStudies", single: false, data: {}, version: "f".repeat(40), schema: {} });
    return answer({ message: "No such record" }, 404);
  }) as unknown as typeof fetch;
  return sent;
}

it("reads each entry in words and restores only after showing what will change", async () => {
  const sent = fakeApi();
  render(
    <MemoryRouter initialEntries={["/content/case-studies/history"]}>
      <AdminContext authProvider={auth}>
        <Routes>
          <Route path="/content/:collection/history" element={<HistoryPage />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
  const table = await screen.findByRole("table", { name: "History of Case studies" }, { timeout: 15_000 });
  const rows = within(table).getAllByRole("row").slice(1);
  expect(rows).toHaveLength(3);
  expect(rows[0]).toHaveTextContent("Restored the version of 20 Nov 2026, 10:00 am IST by Content Seed:");
  expect(rows[0]).toHaveTextContent("Case study “Orbit”: Title: “Orbit Foods” → “Orbit”");
  expect(rows[1]).toHaveTextContent("25 Nov 2026, 3:40 pm IST");
  expect(rows[1]).toHaveTextContent("Case study “Orbit Foods”: Title: “Orbit” → “Orbit Foods”; Results: 1 added");
  expect(rows[2]).toHaveTextContent("Initial content");
  expect(table.textContent).not.toMatch(/content\(|bbbbbbb|aaaaaaa/);

  await userEvent.click(within(rows[1]).getByRole("button", { name: "Restore the version of 25 Nov 2026, 3:40 pm IST by Asha" }));
  const dialog = await screen.findByRole("dialog", { name: "Restore this version?" }, { timeout: 10_000 });
  expect(dialog).toHaveTextContent("Case studies goes back to the version of 25 Nov 2026, 3:40 pm IST by Asha, saved as a new change. This changes:");
  expect(within(dialog).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Case study “Orbit”: Title: “Orbit” → “Orbit Foods”", "Case study “Mars Mart” removed"]);
  expect(sent.filter((s) => s.method === "POST")).toEqual([]);
  await userEvent.click(within(dialog).getByRole("button", { name: "Restore" }));
  await waitFor(() => expect(sent.filter((s) => s.method === "POST")).toHaveLength(1));
  expect(sent.filter((s) => s.method === "POST")).toEqual([{ method: "POST", path: "/staff/content/case-studies/restore", body: { commit: save.commit, version: comparison.version } }]);
});
