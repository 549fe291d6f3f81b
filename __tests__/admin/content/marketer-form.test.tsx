/**
 * The content form speaks to marketers (issue 28 §7): a case study opens on what they edit most, with the
 * numbers, addresses and file keys last in a collapsed group; a headline the site renders as HTML shows
 * its words with the highlighted part visible; help never names the data folder or HTML tags.
 */
import "../jsdom-env";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import fs from "node:fs";
import path from "node:path";
import React, { useState } from "react";
import { ErrorSchemaBuilder, type ErrorSchema } from "@rjsf/utils";
import type { Json } from "../../../src/admin/content/api";
import { ADVANCED_SUMMARY } from "../../../src/admin/content/ObjectFieldTemplate";
import { SchemaForm } from "../../../src/admin/content/SchemaForm";
import { entrySchema } from "../../../src/admin/content/schema";

jest.setTimeout(60_000);

const DATA = path.resolve(__dirname, "../../../data");
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(DATA, file), "utf8")) as Json;

beforeAll(() => {
  globalThis.structuredClone ??= <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, text: async () => "[]" })) as unknown as typeof fetch;
});

function Editor({ schema, entry, collection, errors = {} }: { schema: Json; entry: Json; collection: string; errors?: ErrorSchema }) {
  const [value, setValue] = useState(entry);
  return (
    <SchemaForm schema={schema} formData={value} onChange={setValue} onSubmit={() => undefined} errors={errors} context={{ collection }}>
      <button type="submit">Save</button>
    </SchemaForm>
  );
}

const renderEntry = (file: string, key: string, index = 0, errors: ErrorSchema = {}) => {
  const schema = entrySchema(read(`schemas/${file}.schema.json`), key, false);
  const entry = (read(`${file}.json`)[key] as Json[])[index];
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Editor schema={schema} entry={entry} collection={file} errors={errors} />
    </QueryClientProvider>,
  );
  return { schema, entry };
};

/** The labels of the entry's own fields (not those inside its lists and groups), in the order a person meets them. */
const fieldNames = () =>
  Array.from(document.querySelectorAll("label"))
    .filter((label) => /^root_[^_]+$/.test(label.htmlFor))
    .map((label) => (label.textContent ?? "").replace(/[\s*\u2009]+$/, "").trim());

test("a case study starts with its title, subtitle, descriptions and images; the results come before the rest", () => {
  renderEntry("case-studies", "caseStudies");
  const names = fieldNames();
  expect(names.slice(0, 4)).toEqual(["Title", "Subtitle", "Description", "Phone description"]);
  expect(names.slice(4, 7).every((name) => /image|Thumbnail/i.test(name))).toBe(true);
  const results = screen.getByRole("group", { name: /^Results/ });
  const optionalLater = screen.getByRole("heading", { name: "Deliverables" });
  // The results' group comes before the optional lists.
  expect(results.compareDocumentPosition(optionalLater) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

test("a case study's number, slug and PDF key sit last, in a collapsed Advanced group", () => {
  renderEntry("case-studies", "caseStudies");
  const summary = screen.getByText(ADVANCED_SUMMARY);
  const group = summary.closest("details") as HTMLElement;
  expect(group).not.toBeNull();
  expect(group).not.toHaveAttribute("open");
  expect(within(group).getByRole("spinbutton", { name: "Number (id)" })).toBeInTheDocument();
  expect(within(group).getByRole("textbox", { name: "Slug" })).toBeInTheDocument();
  expect(within(group).getByRole("textbox", { name: "PDF key" })).toBeInTheDocument();
  const names = fieldNames();
  expect([...names.slice(-3)].sort()).toEqual(["Number (id)", "PDF key", "Slug"]);
});

test("the Advanced group opens by itself when one of its fields has a problem to correct", () => {
  renderEntry("case-studies", "caseStudies", 0, new ErrorSchemaBuilder().addErrors("Use lowercase letters, digits and single hyphens.", "pdf").ErrorSchema);
  const group = screen.getByText(ADVANCED_SUMMARY).closest("details") as HTMLElement;
  expect(group).toHaveAttribute("open");
  expect(within(group).getByText("Use lowercase letters, digits and single hyphens.")).toBeInTheDocument();
});

test("a service's headline shows its words with the highlighted part marked, and no raw tags", async () => {
  const { entry } = renderEntry("services", "services");
  const raw = String(entry.title);
  expect(raw).toContain("<span>");
  const preview = screen.getByRole("figure", { name: "Page headline as visitors see it" });
  const marked = within(preview).getByText(/\S/, { selector: "mark" });
  expect(raw).toContain(`<span>${marked.textContent}</span>`);
  expect(getComputedStyle(marked).backgroundColor).not.toBe("");
  expect(preview.textContent).not.toContain("<span");
  expect(preview.querySelector("span")).toBeNull();
  // The preview follows the box.
  const box = screen.getByRole("textbox", { name: "Page headline" });
  const user = userEvent.setup();
  await user.clear(box);
  await user.type(box, "Launch your brand");
  (box as HTMLTextAreaElement).setSelectionRange(7, 17);
  await user.click(screen.getByRole("button", { name: "Highlight the selected words" }));
  expect(box).toHaveValue("Launch <span>your brand</span>");
  expect(within(preview).getByText("your brand", { selector: "mark" })).toBeInTheDocument();
});

test("help in the form never names the data folder, HTML tags or the API's settings", () => {
  renderEntry("case-studies", "caseStudies");
  const text = document.body.textContent ?? "";
  expect(text).not.toMatch(/data folder|<span>|SMTP_|RETENTION_/);
  expect(screen.getAllByText(/Main image beside the case study introduction\./).length).toBeGreaterThan(0);
});
