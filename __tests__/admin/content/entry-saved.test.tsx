/**
 * Saving a content entry says so in plain words, naming the kind of entry ("Award saved"); the commit it
 * made is only for admins, under a disclosure (issue 28 §7).
 */
import "../jsdom-env";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import fs from "node:fs";
import path from "node:path";
import React from "react";
import { AdminContext, type AuthProvider } from "react-admin";
import type { Json, LoadedCollection } from "../../../src/admin/content/api";
import { EntryEditor } from "../../../src/admin/content/EntryEditor";

jest.setTimeout(60_000);

const DATA = path.resolve(__dirname, "../../../data");
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(DATA, file), "utf8")) as Json;
const COMMIT = "3f9a2c1d0e8b7a6f5e4d3c2b1a0f9e8d7c6b5a49";

const asRole = (role: string): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => role,
});

beforeAll(() => {
  globalThis.structuredClone ??= <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
  global.fetch = jest.fn(async (_input: RequestInfo | URL, init: RequestInit = {}) => {
    const body = init.method === "PUT" ? { version: "v2", commit: COMMIT } : [];
    return { ok: true, status: 200, text: async () => JSON.stringify(body) };
  }) as unknown as typeof fetch;
});

const loaded = (): LoadedCollection => ({
  collection: "awards",
  title: "Awards",
  key: "awards",
  single: false,
  data: read("awards.json"),
  version: "v1",
  schema: read("schemas/awards.schema.json"),
});

async function saveAs(role: string) {
  render(
    <AdminContext authProvider={asRole(role)}>
      <EntryEditor loaded={loaded()} target={0} />
    </AdminContext>,
  );
  await userEvent.setup().click(await screen.findByRole("button", { name: "Save" }));
  return screen.findByText(/^Award saved\. /, { selector: "[role=status]" });
}

test("a marketer reads that the award was saved, and no commit id", async () => {
  const status = await saveAs("marketing");
  expect(status).toHaveTextContent("Award saved. Publish the site to show it to visitors.");
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(document.body.textContent).not.toMatch(/commit|3f9a2c1/);
});

test("an admin finds the commit under a closed disclosure", async () => {
  await saveAs("admin");
  const summary = await screen.findByText("Technical details (admins)");
  const details = summary.closest("details") as HTMLElement;
  expect(details).not.toHaveAttribute("open");
  expect(within(details).getByText(/Saved as commit 3f9a2c1\./)).toBeInTheDocument();
});
