/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import sharp from "sharp";
import { readShareCardWords, shareCardSvg, writeShareCard } from "../../gatsby/share-card";

/** The default share card's words come from data/site.json (issue 30). */
describe("the default share card", () => {
  it("carries data/site.json's name and line, escaped for SVG", () => {
    const site = (JSON.parse(fs.readFileSync(path.join(__dirname, "../../data/site.json"), "utf8")) as { site: { name: string; shareCardLine: string } }).site;
    expect(readShareCardWords(path.join(__dirname, "../../data"))).toEqual({ name: site.name, line: site.shareCardLine });
    const svg = shareCardSvg({ name: "Moon & Co", line: "Launches <fast>" });
    expect(svg).toContain(">Moon &amp; Co</text>");
    expect(svg).toContain(">Launches &lt;fast&gt;</text>");
  });

  it("is written as a 1200×630 JPEG", async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "card-")), "og-default.jpg");
    await writeShareCard(file, { name: "Selenova Digital", line: "A new line from the console" });
    expect(await sharp(file).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
  });
});
