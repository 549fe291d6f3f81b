/** @jest-environment node */
/** The build's data checks on the redirects (data/redirects.json, issue 30). */
import { validateData } from "../../gatsby/validate-data";
import { formatProblems } from "../../gatsby/validate-data/problems";
import { dataCopyPerTest, type Json } from "./data-copy";

const { dirs, readJson, writeJson } = dataCopyPerTest();

describe("redirects (data/redirects.json, issue 30)", () => {
  it("stops the build on a redirect from a page of the site, naming file, entry, field and fix (issue 30)", () => {
    const slug = String((readJson("services.json").services as Json[])[0].slug);
    writeJson("redirects.json", {
      $schema: "./schemas/redirects.schema.json",
      redirects: [
        { from: "/old-work", to: "/about", permanent: true },
        { from: `/services/${slug}`, to: "/services", permanent: true },
      ],
    });
    const problems = validateData(dirs);
    expect(problems).toEqual([expect.objectContaining({ file: "data/redirects.json", entry: `entry from "/services/${slug}"`, field: "from", pointer: "/redirects/1/from" })]);
    expect(formatProblems(problems)).toContain(
      `data/redirects.json › entry from "/services/${slug}" › field "from": is "/services/${slug}", the address of the page of the service "${slug}": a redirect would hide that page. Redirect only an address that no longer has a page.`,
    );
  });

  it("refuses a redirect that lost its page when a service's slug changes in services.json (issue 30)", () => {
    const services = readJson("services.json");
    const first = (services.services as Json[])[0];
    writeJson("redirects.json", { $schema: "./schemas/redirects.schema.json", redirects: [{ from: "/old-work", to: `/services/${String(first.slug)}`, permanent: false }] });
    expect(validateData(dirs)).toEqual([]);
    first.slug = "renamed-service";
    writeJson("services.json", services);
    expect(validateData(dirs)).toEqual([
      expect.objectContaining({ file: "data/redirects.json", field: "to", message: expect.stringMatching(/which is no page of this site/) }),
    ]);
  });
});
