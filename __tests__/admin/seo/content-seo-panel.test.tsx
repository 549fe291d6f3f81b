/**
 * The Content screen's SEO panel (issue 30): an entry whose schema has a `seo` object ({title, description,
 * image}) gets the search result and social card previews beside its form, built from the schema alone (a
 * fixture collection here, not data/), following what is typed; too long or missing texts warn under their
 * field, and the save still goes.
 */
import "../jsdom-env";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import { AdminContext, type AuthProvider } from "react-admin";
import type { Json, LoadedCollection } from "../../../src/admin/content/api";
import { EntryEditor } from "../../../src/admin/content/EntryEditor";

jest.setTimeout(60_000);

const auth: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => "marketing",
};

const text = (title: string, extra: Json = {}) => ({ title, type: "string", maxLength: 500, ...extra });

/** A collection of pages, each with its address, a heading and its SEO group, as a schema in data/schemas/ would say. */
const SCHEMA: Json = {
  type: "object",
  properties: {
    $schema: { type: "string" },
    pages: {
      title: "Pages",
      type: "array",
      items: {
        title: "Page",
        type: "object",
        additionalProperties: false,
        required: ["path", "heading"],
        properties: {
          path: text("Address", { description: "The page's address on the site." }),
          heading: text("Heading"),
          seo: {
            title: "Search and sharing",
            type: "object",
            additionalProperties: false,
            properties: {
              title: text("SEO title", { description: "Shown in search results and shares." }),
              description: text("SEO description", { "x-widget": "paragraph" }),
              image: text("Share image", { "x-file": true }),
            },
          },
        },
      },
    },
  },
};

const DATA: Json = {
  $schema: "./schemas/pages.schema.json",
  pages: [
    { path: "/about", heading: "About us", seo: { title: "About Selenova", description: "", image: "images/pages/about-share.jpg" } },
    { path: "/contact-us", heading: "Say hello" },
  ],
};

const loaded = (): LoadedCollection => ({ collection: "pages", title: "Pages", key: "pages", single: false, data: DATA, version: "v1", schema: SCHEMA });

let puts: Json[] = [];
beforeAll(() => {
  globalThis.structuredClone ??= <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
});
beforeEach(() => {
  puts = [];
  global.fetch = jest.fn(async (_input: RequestInfo | URL, init: RequestInit = {}) => {
    if (init.method === "PUT") puts.push(JSON.parse(String(init.body)) as Json);
    const body = init.method === "PUT" ? { version: "v2", commit: null } : [];
    return { ok: true, status: 200, text: async () => JSON.stringify(body) };
  }) as unknown as typeof fetch;
});

const open = (target: number) =>
  render(
    <AdminContext authProvider={auth}>
      <EntryEditor loaded={loaded()} target={target} />
    </AdminContext>,
  );

const search = () => screen.getByRole("region", { name: "Search result preview" });
const social = () => screen.getByRole("region", { name: "Social card preview" });

test("the previews show the page's SEO texts, address and share image, and follow the title as it is typed", async () => {
  const user = userEvent.setup();
  open(0);
  const title = await screen.findByRole("textbox", { name: "SEO title" });
  expect(within(search()).getByText("About Selenova | Selenova Digital")).toBeInTheDocument();
  expect(within(search()).getByText(`${window.location.origin}/about`)).toBeInTheDocument();
  expect(within(social()).getByRole("presentation")).toHaveAttribute("src", expect.stringContaining(encodeURIComponent("images/pages/about-share.jpg")));
  // No description yet: a warning under the field, which the preview also says.
  expect(screen.getByRole("textbox", { name: "SEO description" })).toHaveAccessibleDescription(/No SEO description: search engines will pick words from the page themselves\. Add one\./);
  expect(title).not.toHaveAccessibleDescription(/No SEO title|Too long/);

  await user.type(title, " in Pune");
  expect(within(search()).getByText("About Selenova in Pune | Selenova Digital")).toBeInTheDocument();
  expect(within(social()).getByText("About Selenova in Pune | Selenova Digital")).toBeInTheDocument();

  await user.type(screen.getByRole("textbox", { name: "SEO description" }), "Who we are and how we launch brands.");
  expect(within(search()).getByText("Who we are and how we launch brands.")).toBeInTheDocument();
  expect(screen.getByRole("textbox", { name: "SEO description" })).not.toHaveAccessibleDescription(/No SEO description/);
});

test("a 61-character title warns under its field and is cut in the preview, and the page still saves", async () => {
  const user = userEvent.setup();
  const long = "Selenova Digital is a Pune agency for rockets and for brands!";
  expect(Array.from(long)).toHaveLength(61);
  open(0);
  const title = await screen.findByRole("textbox", { name: "SEO title" });
  await user.clear(title);
  expect(title).toHaveAccessibleDescription(/No SEO title: search engines will make up a title for this page\. Add one\./);
  await user.type(title, long);
  expect(title).toHaveAccessibleDescription(/Too long: 61 characters, and search results show about 60: the end will be cut off\./);
  const shown = within(search()).getByText(/^Selenova Digital is a Pune agency/);
  expect(shown.textContent).toMatch(/…$/);
  expect(Array.from(shown.textContent ?? "")).toHaveLength(60);

  await user.click(screen.getByRole("button", { name: "Save" }));
  await screen.findByText(/^Page saved\. /, { selector: "[role=status]" });
  await waitFor(() => expect(puts).toHaveLength(1));
  const pages = (puts[0].data as { pages: Json[] }).pages;
  expect(pages[0]).toMatchObject({ path: "/about", seo: { title: long } });
});

test("an entry without SEO texts shows the panel with both warnings once its SEO group is added", async () => {
  const user = userEvent.setup();
  open(1);
  await user.click(await screen.findByRole("button", { name: "Add Search and sharing" }));
  expect(await screen.findByRole("textbox", { name: "SEO title" })).toHaveAccessibleDescription(/No SEO title/);
  expect(screen.getByRole("textbox", { name: "SEO description" })).toHaveAccessibleDescription(/No SEO description/);
  expect(within(search()).getByText(`${window.location.origin}/contact-us`)).toBeInTheDocument();
  expect(within(social()).getByText(/the site's default image is shown/)).toBeInTheDocument();
});

test("an entry whose schema has no seo group has no panel", async () => {
  const plain: LoadedCollection = { ...loaded(), schema: JSON.parse(JSON.stringify(SCHEMA).replace('"seo":', '"notes":')) as Json };
  render(
    <AdminContext authProvider={auth}>
      <EntryEditor loaded={plain} target={1} />
    </AdminContext>,
  );
  await screen.findByRole("button", { name: "Save" });
  expect(screen.queryByRole("region", { name: "Search result preview" })).toBeNull();
  expect(screen.queryByRole("region", { name: "Social card preview" })).toBeNull();
});
