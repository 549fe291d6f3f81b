import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { CARD_HEIGHT, CARD_WIDTH, cardFileName, cardSvg, renderJobCard, wrapWords, writeJobCard } from "../../gatsby/job-card";

const ARTWORK = path.join(process.cwd(), "static", "og-default.jpg");
const FACTS = { id: 3, title: "Senior React Developer", location: "Pune, Maharashtra, India", siteName: "Selenova Digital" };

describe("the job's share card", () => {
  it("is a 1200×630 JPEG", async () => {
    const meta = await sharp(await renderJobCard(FACTS, ARTWORK)).metadata();
    expect({ width: meta.width, height: meta.height, format: meta.format }).toEqual({ width: CARD_WIDTH, height: CARD_HEIGHT, format: "jpeg" });
  });

  it("is the same bytes for the same job, and other bytes for another title", async () => {
    const [a, b, other] = await Promise.all([renderJobCard(FACTS, ARTWORK), renderJobCard(FACTS, ARTWORK), renderJobCard({ ...FACTS, title: "Brand Strategist" }, ARTWORK)]);
    expect(a.equals(b)).toBe(true);
    expect(a.equals(other)).toBe(false);
  });

  it("draws the title and location, escaped", () => {
    const svg = cardSvg({ ...FACTS, title: "R&D <Lead>" });
    expect(svg).toContain("R&amp;D &lt;Lead&gt;");
    expect(svg).toContain("Pune, Maharashtra, India");
  });

  it("wraps a long title into at most three lines", () => {
    const lines = wrapWords("A very long job title that keeps going and going well past what fits on a share card", 24, 3);
    expect(lines).toHaveLength(3);
    expect(lines.every((line) => line.length <= 25)).toBe(true);
    expect(lines[2].endsWith("…")).toBe(true);
  });

  it("is named by the job and what it shows, and written once under public/og/career", async () => {
    expect(cardFileName(FACTS)).toBe(cardFileName({ ...FACTS }));
    expect(cardFileName(FACTS)).not.toBe(cardFileName({ ...FACTS, location: "Mumbai, Maharashtra, India" }));
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "job-card-"));
    fs.mkdirSync(path.join(root, "static"));
    fs.copyFileSync(ARTWORK, path.join(root, "static", "og-default.jpg"));
    const sitePath = await writeJobCard(FACTS, root);
    expect(sitePath).toMatch(/^\/og\/career\/job-3-[0-9a-f]{10}\.jpg$/);
    expect(fs.existsSync(path.join(root, "public", sitePath))).toBe(true);
    fs.rmSync(root, { recursive: true, force: true });
  });
});
