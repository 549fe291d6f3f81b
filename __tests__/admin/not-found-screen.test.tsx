/**
 * The console's Not found screen (issue 30): the API's rows as a table in plain words (address, times asked,
 * first and last asked in IST, the referring sites, this site's own links named so), the empty state, Remove
 * with a confirmation, the call the Redirect button makes (its dialog: not-found-redirect.test.tsx), and nothing axe finds serious.
 */
import "./jsdom-env";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import React from "react";
import { AdminContext, ResourceContextProvider } from "react-admin";
import { createDataProvider } from "../../src/admin/data-provider";
import { NotFoundList, removeNotFoundPath } from "../../src/admin/not-found";
import { NOT_FOUND_EMPTY } from "../../src/admin/not-found/NotFoundList";
import { consoleI18nProvider } from "../../src/admin/words/i18n";
import { API_URL } from "../../src/lib/api-base";
import { jsdomFetch as fakeFetch } from "./jsdom-fetch";

jest.setTimeout(30_000);

const OLD_ABOUT = {
  id: 4,
  path: "/about-us",
  count: 12,
  firstSeen: "2026-11-01T04:30:00.000Z",
  lastSeen: "2026-11-20T08:30:00.000Z",
  referrers: [
    { host: "www.google.com", count: 9 },
    { host: window.location.hostname, count: 1 },
  ],
};
const TYPO = { id: 7, path: "/servcies", count: 1, firstSeen: "2026-11-19T10:00:00.000Z", lastSeen: "2026-11-19T10:00:00.000Z", referrers: [] };
const page = (items: object[]) => ({ status: 200, body: { items, total: items.length, page: 1, pageSize: 25 } });

function renderScreen() {
  return render(
    <AdminContext dataProvider={createDataProvider()} i18nProvider={consoleI18nProvider}>
      <ResourceContextProvider value="not-found">
        <NotFoundList />
      </ResourceContextProvider>
    </AdminContext>,
  );
}

/** Each body row as its cells' text. */
const rowTexts = () =>
  screen
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell").map((cell) => cell.textContent));

test("lists each missing address with how often and when it was asked for, and the sites that led there", async () => {
  const { sent } = fakeFetch(page([OLD_ABOUT, TYPO]));
  renderScreen();
  await screen.findByText("/about-us");
  const headers = screen.getAllByRole("columnheader").map((cell) => cell.textContent);
  expect(headers).toEqual(["Address", "Times asked", "First asked", "Last asked", "Came from", "Actions"]);
  const rows = rowTexts();
  expect(rows[0].slice(0, 5)).toEqual([
    "/about-us",
    "12",
    "1 Nov 2026, 10:00 am IST",
    "20 Nov 2026, 2:00 pm IST",
    `www.google.com: 9 times${window.location.hostname} (this site): once`,
  ]);
  expect(rows[1].slice(0, 5)).toEqual(["/servcies", "1", "19 Nov 2026, 3:30 pm IST", "19 Nov 2026, 3:30 pm IST", "None recorded"]);
  expect(sent[0].url).toBe(`${API_URL}/staff/not-found?page=1`);
  expect(sent[0].credentials).toBe("include");
});

test("says in words when nothing has been missed yet", async () => {
  fakeFetch(page([]));
  renderScreen();
  expect(await screen.findByText(NOT_FOUND_EMPTY)).toBeInTheDocument();
  expect(screen.queryByRole("table")).toBeNull();
});

test("Remove asks first, then takes the row off through the API", async () => {
  const { sent } = fakeFetch(page([OLD_ABOUT, TYPO]), { status: 204 }, page([OLD_ABOUT]));
  renderScreen();
  await screen.findByText("/servcies");
  const typoRow = screen.getAllByRole("row").find((row) => within(row).queryByText("/servcies"));
  await userEvent.click(within(typoRow as HTMLElement).getByRole("button", { name: "Remove" }));
  const dialog = await screen.findByRole("dialog", { name: "Remove this address from the list?" });
  await userEvent.click(within(dialog).getByRole("button", { name: "Confirm" }));
  await waitFor(() => expect(screen.queryByText("/servcies")).toBeNull());
  expect(sent[1]).toMatchObject({ url: `${API_URL}/staff/not-found/7`, method: "DELETE", credentials: "include" });
});

test("the Redirect button's call takes an address off by its path, and a row already gone is no failure", async () => {
  const { sent } = fakeFetch({ status: 204 }, { status: 404, body: { message: "No such record" } }, { status: 403, body: { message: "Your role does not allow this" } });
  await removeNotFoundPath("/about us?");
  await removeNotFoundPath("/about us?");
  await expect(removeNotFoundPath("/about")).rejects.toThrow("Your role does not allow this");
  expect(sent[0]).toMatchObject({ url: `${API_URL}/staff/not-found?path=%2Fabout%20us%3F`, method: "DELETE" });
});

test("the screen has nothing axe finds serious", async () => {
  fakeFetch(page([OLD_ABOUT, TYPO]));
  const { container } = renderScreen();
  await screen.findByText("/about-us");
  const { violations } = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
  expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
});
