/**
 * "Redirect" on the Not found screen (issue 30): a marketer says where a missing address should lead; the
 * console adds the redirect to the redirects collection as a content save against the file's version, then
 * takes the address off the list. A refused redirect shows the API's words in the dialog and removes nothing.
 */
import "./jsdom-env";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import { AdminContext, ResourceContextProvider } from "react-admin";
import { createDataProvider } from "../../src/admin/data-provider";
import { NotFoundList } from "../../src/admin/not-found";
import { consoleI18nProvider } from "../../src/admin/words/i18n";
import { API_URL } from "../../src/lib/api-base";
import { jsdomFetch } from "./jsdom-fetch";

jest.setTimeout(30_000);

const OLD_TEAM = { id: 9, path: "/team", count: 3, firstSeen: "2026-11-20T04:30:00.000Z", lastSeen: "2026-11-21T04:30:00.000Z", referrers: [] };
const page = (items: object[]) => ({ status: 200, body: { items, total: items.length, page: 1, pageSize: 25 } });
const EXISTING = { from: "/old-work", to: "/about", permanent: true };
const redirectsFile = (version: string, redirects: object[] = [EXISTING]) => ({
  status: 200,
  body: { collection: "redirects", title: "Redirects", key: "redirects", single: true, version, schema: {}, data: { $schema: "./schemas/redirects.schema.json", redirects } },
});

function renderScreen() {
  return render(
    <AdminContext dataProvider={createDataProvider()} i18nProvider={consoleI18nProvider}>
      <ResourceContextProvider value="not-found">
        <NotFoundList />
      </ResourceContextProvider>
    </AdminContext>,
  );
}

async function openRedirect() {
  await screen.findByText("/team");
  await userEvent.click(screen.getByRole("button", { name: "Redirect /team" }));
  return screen.findByRole("dialog", { name: "Redirect /team" });
}

test("saves the redirect after the file's others, against its version, then takes the address off the list", async () => {
  const { sent } = jsdomFetch(page([OLD_TEAM]), redirectsFile("v1"), { status: 200, body: { version: "v2", commit: "abc" } }, { status: 204 }, page([]));
  renderScreen();
  const dialog = await openRedirect();
  await userEvent.type(within(dialog).getByRole("textbox", { name: /Lead visitors to/ }), "/about");
  await userEvent.click(within(dialog).getByRole("checkbox", { name: /Moved for good/ }));
  await userEvent.click(within(dialog).getByRole("button", { name: "Save redirect" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  expect(sent[2]).toMatchObject({ url: `${API_URL}/staff/content/redirects`, method: "PUT", credentials: "include" });
  expect(JSON.parse(String(sent[2].body))).toEqual({
    version: "v1",
    data: { $schema: "./schemas/redirects.schema.json", redirects: [EXISTING, { from: "/team", to: "/about", permanent: false }] },
  });
  expect(sent[3]).toMatchObject({ url: `${API_URL}/staff/not-found?path=%2Fteam`, method: "DELETE" });
  // The list is read again and the address has left it.
  await waitFor(() => expect(screen.queryByText("/team")).toBeNull());
  expect(sent[4]).toMatchObject({ url: `${API_URL}/staff/not-found?page=1`, method: "GET" });
});

test("a refused redirect shows the API's words, keeps what was typed and removes nothing", async () => {
  const refusal = '"to" is "/nowhere", which is no page of this site. Check the address, or lead it to a page that exists.';
  const { sent } = jsdomFetch(page([OLD_TEAM]), redirectsFile("v1"), { status: 422, body: { errors: [{ field: "/redirects/1/to", message: refusal }] } });
  renderScreen();
  const dialog = await openRedirect();
  const field = within(dialog).getByRole("textbox", { name: /Lead visitors to/ });
  await userEvent.type(field, "/nowhere");
  await userEvent.click(within(dialog).getByRole("button", { name: "Save redirect" }));
  expect(await within(dialog).findByRole("alert")).toHaveTextContent(refusal);
  expect(field).toHaveValue("/nowhere");
  expect(field).toHaveAttribute("aria-invalid", "true");
  expect(sent.map((call) => call.method)).toEqual(["GET", "GET", "PUT"]);
});

test("an empty address is asked for in words before anything is sent", async () => {
  const { sent } = jsdomFetch(page([OLD_TEAM]));
  renderScreen();
  const dialog = await openRedirect();
  await userEvent.click(within(dialog).getByRole("button", { name: "Save redirect" }));
  expect(within(dialog).getByRole("alert")).toHaveTextContent("Enter where this address should lead");
  expect(sent).toHaveLength(1);
});

test("a save that meets someone else's change reads the file again and adds the redirect to theirs", async () => {
  const someoneElses = { from: "/careers-old", to: "/career", permanent: true };
  const { sent } = jsdomFetch(
    page([OLD_TEAM]),
    redirectsFile("v1"),
    { status: 409, body: { message: "The file changed since you opened it." } },
    redirectsFile("v2", [EXISTING, someoneElses]),
    { status: 200, body: { version: "v3", commit: "def" } },
    { status: 204 },
    page([]),
  );
  renderScreen();
  const dialog = await openRedirect();
  await userEvent.type(within(dialog).getByRole("textbox", { name: /Lead visitors to/ }), "https://moon.example/team");
  await userEvent.click(within(dialog).getByRole("button", { name: "Save redirect" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  expect(JSON.parse(String(sent[4].body))).toEqual({
    version: "v2",
    data: { $schema: "./schemas/redirects.schema.json", redirects: [EXISTING, someoneElses, { from: "/team", to: "https://moon.example/team", permanent: true }] },
  });
});
