/** The content screen's pure parts: the uiSchema from schema hints, pruning what the form leaves, 422s by pointer. */
import fs from "node:fs";
import path from "node:path";
import { errorsFor, fieldErrorsOf } from "../../../src/admin/content/errors";
import { entryImage, entrySchema, entryTitle, HEADLINE_HELP, plainHelp, prune, uiSchemaFor } from "../../../src/admin/content/schema";
import { headingLevel } from "../../../src/admin/content/templates";

const schemaOf = (file: string) => JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../../data/schemas", `${file}.schema.json`), "utf8")) as Record<string, unknown>;

test("the uiSchema comes from the schema's hints: image picker, paragraphs, inline HTML, nested lists", () => {
  const item = entrySchema(schemaOf("case-studies"), "caseStudies", false);
  const ui = uiSchemaFor(item);
  expect(ui.HeroBg).toEqual({ "ui:widget": "image", "ui:description": "Wide hero background image, 2400×1200.", "ui:options": { decorative: true } });
  expect(ui.thumb).toEqual(expect.objectContaining({ "ui:widget": "image", "ui:options": { altText: true } }));
  expect(ui.description).toEqual({ "ui:widget": "textarea", "ui:options": { rows: 4 } });
  expect(ui.title).toBeUndefined();
  expect(ui.cardImgs).toEqual({ items: { images: { items: { src: { "ui:widget": "image", "ui:description": "Image file.", "ui:options": { altText: true } } } } } });
  const services = uiSchemaFor(entrySchema(schemaOf("services"), "services", false));
  expect(services.title).toEqual({ "ui:widget": "headline", "ui:description": `Service page headline. ${HEADLINE_HELP}` });
  expect(uiSchemaFor({ type: "object", properties: { extra: { type: "string", "x-file": true } } })).toEqual({ extra: { "ui:widget": "image" } });
});

test("x-order puts the named fields first and x-advanced last, hinted for the collapsed group; unknown names are ignored", () => {
  const schema = {
    type: "object",
    "x-order": ["title", "gone", "id"],
    "x-advanced": ["id", "slug"],
    properties: { id: { type: "integer" }, slug: { type: "string" }, title: { type: "string" }, body: { type: "string" } },
  };
  expect(uiSchemaFor(schema)).toEqual({ "ui:order": ["title", "*", "id", "slug"], "ui:options": { advanced: ["id", "slug"] } });
});

test("an image's alt text follows it in the order, wherever x-order names either (issue 30)", () => {
  const schema = {
    type: "object",
    "x-order": ["photoAlt", "title", "photo"],
    properties: { title: { type: "string" }, photo: { type: "string", "x-file": true, "x-alt": "photoAlt" }, photoAlt: { type: "string" }, body: { type: "string" } },
  };
  expect(uiSchemaFor(schema)["ui:order"]).toEqual(["title", "photo", "photoAlt", "*"]);
});

test("help drops the sentences written for developers editing the files", () => {
  expect(plainHelp("Card image. Path relative to the data folder; the file must exist.")).toBe("Card image.");
  expect(plainHelp("Big headline. May contain simple HTML: <span>, <br>, <strong>, <em>.")).toBe("Big headline.");
  expect(plainHelp("How long is kept is not written here: the page shows the RETENTION_* settings the API uses. Ask an admin.")).toBe("Ask an admin.");
  expect(plainHelp("The videos under the case-study list (files in static/videos/).")).toBe("The videos under the case-study list.");
  expect(plainHelp("Short line under the title.")).toBe("Short line under the title.");
});

test("prune drops what the form leaves in optional places and keeps required ones for the checks to name", () => {
  const schema = {
    type: "object",
    required: ["title", "counter"],
    properties: {
      title: { type: "string" },
      counter: { type: "array", items: { type: "object", required: ["value"], properties: { value: { type: "string" }, note: { type: "string" } } } },
      Deliverables: { type: "array", items: { type: "string" } },
      challenges: { type: "object", properties: { title: { type: "string" } } },
      title2: { type: "string" },
    },
  };
  expect(prune({ title: "", counter: [{ value: "1", note: "" }], Deliverables: [], challenges: { title: undefined }, title2: "" }, schema)).toEqual({
    title: "",
    counter: [{ value: "1" }],
  });
});

test("a 422's pointers become errors beside the entry's fields; others stay for a summary", () => {
  const { schema, other } = errorsFor(
    [
      { field: "/caseStudies/3/title", message: '"title" is missing.' },
      { field: "/caseStudies/3/counter/0/value", message: "bad value" },
      { field: "/caseStudies/4/id", message: "repeats" },
      { field: "", message: "breaks another file" },
    ],
    "/caseStudies/3",
  );
  expect(schema).toEqual({ title: { __errors: ['"title" is missing.'] }, counter: { 0: { value: { __errors: ["bad value"] } } } });
  expect(other.map((e) => e.message)).toEqual(["repeats", "breaks another file"]);
  expect(fieldErrorsOf({ status: 422, body: { errors: { "/a": "x", root: { serverError: "a: x" } } } })).toEqual([{ field: "/a", message: "x" }]);
  expect(fieldErrorsOf({ status: 409, body: null })).toBeNull();
});

test("entries are named by their title-like field without HTML, and shown by their first image", () => {
  expect(entryTitle({ slug: "bpo", title: "BPO <span>&amp; KPO</span>" }, 0)).toBe("BPO & KPO");
  expect(entryTitle({ year: 2019, headline: "" }, 2)).toBe("2019");
  expect(entryTitle({}, 2)).toBe("Entry 3");
  // Issue 30: a page of data/pages.json by its address, a section of the terms by its heading.
  expect(entryTitle({ path: "/about", seo: { title: "About us" } }, 1)).toBe("/about");
  expect(entryTitle({ id: "licence", heading: "Licence" }, 2)).toBe("licence");
  const item = entrySchema(schemaOf("awards"), "awards", false);
  expect(entryImage({ title: "A", image: "images/awards/a.png" }, item)).toBe("images/awards/a.png");
});

test("headings go one level deeper per step into the form", () => {
  expect(headingLevel("root__title")).toBe(2);
  expect(headingLevel("root_counter__title")).toBe(3);
  expect(headingLevel("root_counter_0__title")).toBe(4);
  expect(headingLevel("root_cardImgs_0_images_0_x_y__title")).toBe(6);
});
