/**
 * The generated form for every collection in data/, from its real schema and data (issue 24): every
 * field of an entry shows under its schema title in the widget its type and hints call for, required
 * fields are marked, and saving an entry unchanged sends back exactly what the file holds.
 */
import "../jsdom-env";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import fs from "node:fs";
import path from "node:path";
import React from "react";
import { COLLECTIONS } from "../../../gatsby/collections";
import type { Json } from "../../../src/admin/content/api";
import { SchemaForm } from "../../../src/admin/content/SchemaForm";
import { entrySchema, prune } from "../../../src/admin/content/schema";

jest.setTimeout(120_000);

const DATA = path.resolve(__dirname, "../../../data");
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(DATA, file), "utf8")) as Json;
const images = (): string[] => {
  const found: string[] = [];
  const walk = (dir: string) =>
    fs.readdirSync(dir, { withFileTypes: true }).forEach((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : found.push(path.relative(DATA, path.join(dir, entry.name)))));
  walk(path.join(DATA, "images"));
  return found;
};

/** The entries that between them hold every field any entry has (each form differs by what is present). */
function covering(entries: Json[]): Json[] {
  const missing = new Set(entries.flatMap((entry) => Object.keys(entry)));
  const chosen: Json[] = [];
  while (missing.size > 0) {
    const best = entries.reduce((a, b) => (Object.keys(b).filter((k) => missing.has(k)).length > Object.keys(a).filter((k) => missing.has(k)).length ? b : a));
    chosen.push(best);
    Object.keys(best).forEach((key) => missing.delete(key));
  }
  return chosen;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

beforeAll(() => {
  // jsdom lacks structuredClone, which react-jsonschema-form uses when a list changes.
  globalThis.structuredClone ??= <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
  const list = JSON.stringify(images().map((p) => ({ path: p })));
  global.fetch = jest.fn(async () => new Response(list, { status: 200, headers: { "Content-Type": "application/json" } })) as unknown as typeof fetch;
});

function renderForm(collection: string, schema: Json, entry: Json, onSubmit: (value: Json) => void) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <SchemaForm schema={schema} formData={entry} onChange={() => undefined} onSubmit={onSubmit} errors={{}} context={{ collection }}>
        <button type="submit">Save</button>
      </SchemaForm>
    </QueryClientProvider>,
  );
}

type Property = Json & { title?: string; type?: string };

/** The field as a person finds it: by its title, in the widget its type and hints ask for. */
function expectField(name: string, property: Property & { title: string }, required: boolean) {
  if (property.type === "array" || property.type === "object") {
    if (property.type === "array" && (property.items as Json | undefined)?.enum) {
      expect(screen.getAllByText(property.title).length).toBeGreaterThan(0);
      return;
    }
    expect(screen.getAllByRole("heading", { name: property.title }).length).toBeGreaterThan(0);
    return;
  }
  const role =
    property.enum || property["x-file"] ? "combobox" : property.type === "integer" || property.type === "number" ? "spinbutton" : property.type === "boolean" ? "checkbox" : "textbox";
  // A date (`"format": "date"`) is the browser's date input, which has no ARIA role: found by its label, named by its title.
  const [field] =
    property.format === "date"
      ? screen.getAllByLabelText(new RegExp(`^${escape(property.title)}`), { selector: 'input[type="date"]' })
      : screen.getAllByRole(role, { name: role === "combobox" ? new RegExp(`^${escape(property.title)}`) : property.title });
  if (property.format === "date") expect(field).toHaveAccessibleName(property.title);
  if (property["x-widget"] === "paragraph" || property["x-widget"] === "inline-html") expect(field.tagName).toBe("TEXTAREA");
  if (property["x-file"]) expect(screen.getAllByLabelText(`Upload a new image for ${property.title}`).length).toBeGreaterThan(0);
  // A checkbox always holds a value (on or off), so it is never marked required (a required checkbox must be ticked).
  if ((role !== "combobox" || property["x-file"]) && role !== "checkbox") {
    if (required) expect(field).toBeRequired();
    else expect(field).not.toBeRequired();
  }
  expect([name, field.getAttribute("aria-describedby") ?? ""]).toEqual([name, expect.stringContaining("__description")]);
}

describe.each(COLLECTIONS.map((c) => [c.file, c] as const))("the form for %s", (file, collection) => {
  const schema = read(`schemas/${file}.schema.json`);
  const data = read(`${file}.json`);
  const item = entrySchema(schema, collection.key, collection.single === true);
  const entries = (collection.single ? [data[collection.key]] : (data[collection.key] as Json[])) as Json[];

  it("shows every field of the schema by its title, required ones marked", () => {
    renderForm(file, item, entries[0], () => undefined);
    if (typeof item.title === "string") expect(screen.getByRole("heading", { level: 2, name: item.title })).toBeVisible();
    const required = (item.required as string[] | undefined) ?? [];
    // A field without a title is labelled by its name (as react-jsonschema-form does).
    for (const [name, property] of Object.entries(item.properties as Record<string, Property>)) {
      expectField(name, { ...property, title: property.title ?? name }, required.includes(name));
    }
  });

  it("gives every field and list item a title to label it by (the form's only labels)", () => {
    const untitled: string[] = [];
    const walk = (node: Json, where: string) => {
      if (typeof node.title !== "string" || !node.title.trim()) untitled.push(where);
      Object.entries((node.properties ?? {}) as Record<string, Json>).forEach(([name, child]) => walk(child, `${where}/${name}`));
      if (node.items && typeof node.items === "object") walk(node.items as Json, `${where}/items`);
    };
    walk(item, collection.key);
    expect(untitled).toEqual([]);
  });

  it("sends back entries unchanged when saved without an edit (entries that between them have every field)", async () => {
    for (const entry of covering(entries)) {
      const submitted: Json[] = [];
      const { container, unmount } = renderForm(file, item, entry, (value) => submitted.push(value));
      // (Submitting the form itself: a role query over the clients' 53 logos takes most of a minute in jsdom.)
      fireEvent.submit(container.querySelector("form") as HTMLFormElement);
      await waitFor(() => expect(submitted).toHaveLength(1));
      expect(prune(submitted[0], item)).toEqual(entry);
      unmount();
    }
  });
});

test("a list inside an entry adds, removes and reorders items, and an optional group is added by name", async () => {
  const user = userEvent.setup();
  const schema = entrySchema(read("schemas/case-studies.schema.json"), "caseStudies", false);
  const entry = (read("case-studies.json").caseStudies as Json[])[3];
  const submitted: Json[] = [];
  renderForm("case-studies", schema, entry, (value) => submitted.push(value));
  const results = screen.getByRole("group", { name: /^Results/ });
  const count = (entry.counter as Json[]).length;
  await user.click(within(results).getByRole("button", { name: "Add result" }));
  const figures = within(results).getAllByRole("textbox", { name: "Figure" });
  expect(figures).toHaveLength(count + 1);
  await user.type(figures[count], "12M");
  await user.type(within(results).getAllByRole("textbox", { name: "What it measures" })[count], "Meals planned");
  await user.click(within(results).getAllByRole("button", { name: "Move up" })[count]);
  await user.click(within(results).getAllByRole("button", { name: "Remove" })[0]);
  await user.click(screen.getByRole("button", { name: "Add Deliverables" }));
  await user.click(screen.getByRole("button", { name: "Add deliverable" }));
  await user.type(screen.getByRole("textbox", { name: "Deliverables-1" }), "A course finder");
  await user.click(screen.getByRole("button", { name: "Save" }));
  await waitFor(() => expect(submitted).toHaveLength(1));
  const counter = [...(entry.counter as Json[])];
  counter.splice(count - 1, 0, { value: "12M", desc: "Meals planned" });
  counter.shift();
  expect(prune(submitted[0], schema)).toEqual({ ...entry, counter, Deliverables: ["A course finder"] });
});
