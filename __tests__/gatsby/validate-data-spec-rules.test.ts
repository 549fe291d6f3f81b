/** @jest-environment node */
/** The build's data checks for the spec's fixed rules (industries, timeline years, footer contacts) and rules across fields. */
import { validateData } from "../../gatsby/validate-data";
import { dataCopyPerTest, type Json } from "./data-copy";

const { dirs, readJson, writeJson } = dataCopyPerTest();

describe("the spec's rules that are not counts", () => {
  it("keeps the industries to the spec's 14, in its order", () => {
    const data = readJson("clients.json");
    const clients = data.clients as { categories: string[] };
    const spec = [...clients.categories];
    clients.categories = [...spec, "Space Tourism"];
    writeJson("clients.json", data);
    expect(validateData(dirs)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: "data/clients.json", entry: `clients.categories entry #${spec.length}`, message: expect.stringMatching(/^should be one of: "Automotive", /) }),
        { file: "data/clients.json", entry: "clients", field: "categories", message: `should have at most ${spec.length} entries. Remove the extra ones.`, pointer: "/clients/categories" },
      ]),
    );
  });

  it("keeps the timeline to the spec's years, 2018 to 2024", () => {
    const data = readJson("timeline.json");
    const list = data.timeline as Json[];
    list.push({ ...structuredClone(list[0]), year: 2025 });
    writeJson("timeline.json", data);
    expect(validateData(dirs)).toEqual([
      { file: "data/timeline.json", entry: "entry year 2025", field: "year", message: "should be at most 2024.", pointer: `/timeline/${list.length - 1}/year` },
    ]);
  });

  it("keeps the footer's contacts to HR, Sales and Career", () => {
    const data = readJson("contacts.json");
    (data.contacts as Json[])[0].name = "Support";
    writeJson("contacts.json", data);
    expect(validateData(dirs)).toEqual([
      { file: "data/contacts.json", entry: 'entry name "Support"', field: "name", message: 'should be one of: "HR", "Sales", "Career".', pointer: "/contacts/0/name" },
    ]);
  });
});

describe("rules across fields", () => {
  it("explains that the 2024 timeline entry has no second panel", () => {
    const data = readJson("timeline.json");
    const list = data.timeline as Json[];
    const entry2024 = list.find((e) => e.year === 2024) as Json;
    const entry2018 = list.find((e) => e.year === 2018) as Json;
    entry2024.headline2 = "A second panel";
    writeJson("timeline.json", data);
    const problems = validateData(dirs);
    expect(problems).toEqual([
      { file: "data/timeline.json", entry: "entry year 2024", field: "", message: expect.stringMatching(/no second panel\. Remove img2, img2Alt, headline2 and desc2/), pointer: expect.stringMatching(/^\/timeline\/\d+$/) },
    ]);
    expect(entry2018.headline2).toBeDefined();
  });

  it("says how many cards a service needs, without echoing the rule that chose it", () => {
    const data = readJson("services.json");
    const list = data.services as Json[];
    list[0].cards = [];
    writeJson("services.json", data);
    expect(validateData(dirs)).toEqual([
      expect.objectContaining({ file: "data/services.json", entry: `entry slug "${String(list[0].slug)}"`, field: "cards", message: "should have at least 4 entries. Add more." }),
    ]);
  });
});
