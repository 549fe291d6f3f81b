/**
 * A marketer adds a redirect in the Content screen's form (issue 30): it asks for the old and the new
 * address, "Moved for good" starts ticked (301) and is described to a screen reader, and the form sends the
 * entry as the schema says.
 */
import "../jsdom-env";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import fs from "node:fs";
import path from "node:path";
import React from "react";
import type { Json } from "../../../src/admin/content/api";
import { SchemaForm } from "../../../src/admin/content/SchemaForm";
import { entrySchema, prune } from "../../../src/admin/content/schema";

jest.setTimeout(60_000);

const schema = JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../../data/schemas/redirects.schema.json"), "utf8")) as Json;
const item = entrySchema(schema, "redirects", false);

beforeAll(() => {
  globalThis.structuredClone ??= <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
});

async function addRedirect(from: string, to: string, untick: boolean): Promise<Json> {
  const submitted: Json[] = [];
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SchemaForm schema={item} formData={{}} onChange={() => undefined} onSubmit={(value) => submitted.push(value)} errors={{}} context={{ collection: "redirects" }}>
        <button type="submit">Save</button>
      </SchemaForm>
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  await user.type(screen.getByRole("textbox", { name: "Old address" }), from);
  await user.type(screen.getByRole("textbox", { name: "New address" }), to);
  const moved = screen.getByRole("checkbox", { name: "Moved for good" });
  expect(moved).toBeChecked();
  expect(moved).toHaveAccessibleDescription(/301/);
  if (untick) await user.click(moved);
  await user.click(screen.getByRole("button", { name: "Save" }));
  await waitFor(() => expect(submitted).toHaveLength(1));
  return prune(submitted[0], item) as Json;
}

test("a new redirect is permanent unless the marketer unticks Moved for good", async () => {
  expect(await addRedirect("/summer-offer", "/services", false)).toEqual({ from: "/summer-offer", to: "/services", permanent: true });
});

test("a temporary redirect is sent with permanent false", async () => {
  expect(await addRedirect("/launch", "https://partner.example.com/launch", true)).toEqual({ from: "/launch", to: "https://partner.example.com/launch", permanent: false });
});
