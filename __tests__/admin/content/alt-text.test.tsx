/**
 * Issue 30: the content form asks for an image's alt text right beside the image, in plain words, and says
 * when an image is a decorative background that needs none. Written as a marketer uses the form.
 */
import "../jsdom-env";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { ErrorSchemaBuilder, type ErrorSchema } from "@rjsf/utils";
import fs from "node:fs";
import path from "node:path";
import React, { useState } from "react";
import type { Json } from "../../../src/admin/content/api";
import { ALT_TEXT_NOTE, DECORATIVE_NOTE } from "../../../src/admin/content/ImageWidget";
import { SchemaForm } from "../../../src/admin/content/SchemaForm";
import { entrySchema, prune } from "../../../src/admin/content/schema";

jest.setTimeout(60_000);

const DATA = path.resolve(__dirname, "../../../data");
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(DATA, file), "utf8")) as Json;

beforeAll(() => {
  globalThis.structuredClone ??= <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
  global.fetch = jest.fn(async () => new Response("[]", { status: 200, headers: { "Content-Type": "application/json" } })) as unknown as typeof fetch;
});

function Editor({ schema, entry, collection, errors, onSubmit }: { schema: Json; entry: Json; collection: string; errors: ErrorSchema; onSubmit: (value: Json) => void }) {
  const [value, setValue] = useState(entry);
  return (
    <SchemaForm schema={schema} formData={value} onChange={setValue} onSubmit={onSubmit} errors={errors} context={{ collection }}>
      <button type="submit">Save</button>
    </SchemaForm>
  );
}

function openEntry(file: string, key: string, index = 0, errors: ErrorSchema = {}) {
  const schema = entrySchema(read(`schemas/${file}.schema.json`), key, false);
  const entry = (read(`${file}.json`)[key] as Json[])[index];
  const submitted: Json[] = [];
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Editor schema={schema} entry={entry} collection={file} errors={errors} onSubmit={(value) => submitted.push(prune(value, schema) as Json)} />
    </QueryClientProvider>,
  );
  return { entry, submitted };
}

/** The labels of the entry's own fields, in the order a person meets them. */
const fieldNames = () =>
  Array.from(document.querySelectorAll("label"))
    .filter((label) => /^root_[^_]+$/.test(label.htmlFor))
    .map((label) => (label.textContent ?? "").replace(/[\s*\u2009]+$/, "").trim());

test("an award's image is followed by its alt text box, which says what it is for; a new alt text is saved", async () => {
  const user = userEvent.setup();
  const { entry, submitted } = openEntry("awards", "awards", 1);
  const picker = screen.getByRole("combobox", { name: /^Image/ });
  expect(picker).toHaveAccessibleDescription(expect.stringContaining(ALT_TEXT_NOTE));
  const alt = screen.getByRole("textbox", { name: "Image alt text" });
  expect(alt).toBeRequired();
  expect(alt).toHaveValue(String(entry.imageAlt));
  expect(alt).toHaveAccessibleDescription(expect.stringContaining("Describes the image for people who cannot see it"));
  const names = fieldNames();
  expect(names[names.indexOf("Image") + 1]).toBe("Image alt text");

  await user.clear(alt);
  await user.type(alt, "A gold medal for the Iconic Brand award");
  await user.click(screen.getByRole("button", { name: "Save" }));
  await waitFor(() => expect(submitted).toHaveLength(1));
  expect(submitted[0]).toEqual({ ...entry, imageAlt: "A gold medal for the Iconic Brand award" });
});

test("in a case study each image has its alt text box right after it; the hero background says it needs none", () => {
  openEntry("case-studies", "caseStudies");
  const names = fieldNames();
  for (const [image, alt] of [["Image", "Image alt text"], ["Thumbnail", "Thumbnail alt text"]]) {
    expect([image, names[names.indexOf(image) + 1]]).toEqual([image, alt]);
  }
  expect(names).not.toContain("Hero background image alt text");
  expect(screen.getByRole("combobox", { name: /^Hero background image/ })).toHaveAccessibleDescription(expect.stringContaining(DECORATIVE_NOTE));
  expect(screen.getAllByText(DECORATIVE_NOTE)).toHaveLength(1);
});

test("a service's two backgrounds are decorative, its thumbnail asks for alt text", () => {
  openEntry("services", "services");
  expect(screen.getByRole("combobox", { name: /^Background image \(desktop\)/ })).toHaveAccessibleDescription(expect.stringContaining(DECORATIVE_NOTE));
  expect(screen.getByRole("combobox", { name: /^Background image \(phones\)/ })).toHaveAccessibleDescription(expect.stringContaining(DECORATIVE_NOTE));
  expect(screen.getByRole("combobox", { name: /^Thumbnail/ })).toHaveAccessibleDescription(expect.stringContaining(ALT_TEXT_NOTE));
  expect(screen.getByRole("textbox", { name: "Thumbnail alt text" })).toBeRequired();
});

test("the save's refusal of a blank alt text shows under the alt text box", () => {
  const message = '"imageAlt" is blank: the image "images/awards/iconic-brand-2022.png" needs alt text. Add a short sentence saying what the image shows, for people who cannot see it.';
  openEntry("awards", "awards", 1, new ErrorSchemaBuilder().addErrors(message, "imageAlt").ErrorSchema);
  expect(screen.getByRole("textbox", { name: "Image alt text" })).toHaveAccessibleDescription(expect.stringContaining("needs alt text"));
  expect(screen.getByText(message)).toBeVisible();
});
