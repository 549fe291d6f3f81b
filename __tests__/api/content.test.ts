/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { BLOG_IMAGES_DIR } from "../../api/config";
import { parsePosts, seedBlogs } from "../../api/seed/blogs";
import { SEED_JOBS } from "../../api/seed/jobs";
import { TEST_FIXTURE_IMAGES_DIR, XSS_PROBE_POST, XSS_PROBE_URL } from "../../api/seed/test-fixtures";
import { PUBLIC_URL, TEST_ENGINES, startServer, type TestServer } from "./helpers";

const SEED_BLOGS = seedBlogs();
const PAGE_SIZE = 6;
describe.each(TEST_ENGINES)("on %s", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(engine);
  });
  afterAll(() => server.close());

  interface Job {
    id: number;
    job_title: string;
    location: string;
    experience: string;
    job_details: string;
    job_html: string;
    job_types: string[];
  }

  interface Post {
    id: number;
    title: string;
    url: string;
    image: string;
    blog: string;
    created_at: string;
  }

  const getJson = async <T>(route: string): Promise<{ status: number; body: T }> => {
    const res = await fetch(`${server.base}${route}`);
    return { status: res.status, body: (await res.json()) as T };
  };

  describe("GET /jobVacancies", () => {
    let jobs: Job[];
    beforeAll(async () => {
      const { status, body } = await getJson<{ status: string; data: Job[] }>("/jobVacancies");
      expect(status).toBe(200);
      expect(body.status).toBe("success");
      jobs = body.data;
    });

    it("lists at least 12 seeded openings with every field", () => {
      expect(jobs.length).toBeGreaterThanOrEqual(12);
      for (const job of jobs) {
        expect(Object.keys(job).sort()).toEqual(
          ["experience", "id", "job_details", "job_html", "job_title", "job_types", "location"].sort(),
        );
        expect(job.job_types.length).toBeGreaterThan(0);
        expect(job.job_html).toMatch(/<\w+/);
      }
    });

    it.each(["Full Time", "Part Time", "Contract"])("has an opening whose main type is %s", (type) => {
      expect(jobs.some((job) => job.job_types[0] === type)).toBe(true);
    });

    it.each(["IT", "Marketing", "Finance"])("has an opening in the %s industry", (industry) => {
      expect(jobs.some((job) => job.job_types.includes(industry))).toBe(true);
    });

    it("spreads over Pune and other cities, India and other countries", () => {
      expect(jobs.some((job) => job.location.includes("Pune"))).toBe(true);
      expect(jobs.some((job) => !job.location.includes("Pune"))).toBe(true);
      expect(jobs.some((job) => job.location.includes("India"))).toBe(true);
      expect(jobs.some((job) => !job.location.includes("India"))).toBe(true);
    });

    it("includes one clearly named job carrying an XSS probe", () => {
      const probes = jobs.filter((job) => /xss probe/i.test(job.job_title));
      expect(probes).toHaveLength(1);
      expect(probes[0].job_details).toContain("onerror=");
      expect(probes[0].job_html).toContain("<script>");
    });
  });

  describe("GET /blogs?page=N", () => {
    const page = (n: number | string) => getJson<Post[]>(`/blogs?page=${n}`);

    it("pages the seed posts (and the probe) 6 at a time, newest first, then []", async () => {
      const total = SEED_BLOGS.length + 1; // the seed posts plus the probe
      const pageCount = Math.ceil(total / PAGE_SIZE);
      const pages = await Promise.all(Array.from({ length: pageCount + 1 }, (_, i) => page(i + 1)));
      const sizes = pages.map((p) => p.body.length);
      expect(sizes.slice(0, -2).every((size) => size === PAGE_SIZE)).toBe(true);
      expect(sizes[pageCount - 1]).toBe(total - (pageCount - 1) * PAGE_SIZE);
      expect(sizes[pageCount]).toBe(0);
      const all = pages.flatMap((p) => p.body);
      expect(all).toHaveLength(total);
      expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
      const dates = all.map((p) => p.created_at);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(await page(999)).toEqual({ status: 200, body: [] });
    });

    it("gives each post an HTML body and an absolute image URL on the API", async () => {
      const { body } = await page(1);
      for (const post of body) {
        expect(Object.keys(post).sort()).toEqual(["blog", "created_at", "id", "image", "title", "url"]);
        expect(post.image).toBe(`${PUBLIC_URL}/blog-images/${post.url}.jpg`);
        expect(post.blog).toMatch(/^<p>/);
        expect(Number.isNaN(Date.parse(post.created_at))).toBe(false);
      }
    });

    it("puts the XSS probe post on page 1 with the probe in its first 200 characters", async () => {
      const { body } = await page(1);
      const probe = body.find((p) => p.url === XSS_PROBE_URL);
      expect(probe?.blog.slice(0, 200)).toContain('onerror="window.__xss=1"');
      expect(probe?.blog).toContain("<script>window.__xss=2</script>");
    });

    it("defaults to page 1 and refuses pages below 1 or not numbers with 400", async () => {
      expect((await getJson<Post[]>("/blogs")).body).toEqual((await page(1)).body);
      for (const bad of ["0", "-1", "abc", "1.5"]) expect((await page(bad)).status).toBe(400);
    });
  });

  describe("GET /blog/:url", () => {
    it("returns one post", async () => {
      const { status, body } = await getJson<Post>("/blog/seo-is-gravity-not-a-rocket-boost");
      expect(status).toBe(200);
      expect(body.title).toBe("SEO Is Gravity, Not a Rocket Boost");
      expect(body.blog).toContain("<h2>");
      expect(body.blog).toContain("<li>");
    });

    it.each(["no-such-post", "..%2F..%2Fpackage.json", "'%20OR%20'1'='1"])("404s for %s", async (url) => {
      expect((await fetch(`${server.base}/blog/${url}`)).status).toBe(404);
    });
  });

  /** Width and height from a JPEG's start-of-frame marker. */
  function jpegSize(bytes: Buffer): { width: number; height: number } | null {
    let offset = 2;
    while (offset + 9 < bytes.length && bytes[offset] === 0xff) {
      const marker = bytes[offset + 1];
      if (marker >= 0xc0 && marker <= 0xc2) {
        return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
      }
      offset += 2 + bytes.readUInt16BE(offset + 2);
    }
    return null;
  }

  describe("GET /blog-images/:file", () => {
    it("has a committed 1200x630 JPEG under 100 kB for every seeded post, the probe's apart from them", () => {
      const images = [
        ...SEED_BLOGS.map((post) => path.join(BLOG_IMAGES_DIR, post.imageFile)),
        path.join(TEST_FIXTURE_IMAGES_DIR, XSS_PROBE_POST.imageFile),
      ];
      expect(fs.existsSync(path.join(BLOG_IMAGES_DIR, XSS_PROBE_POST.imageFile))).toBe(false);
      for (const image of images) {
        const bytes = fs.readFileSync(image);
        expect(jpegSize(bytes)).toEqual({ width: 1200, height: 630 });
        expect(bytes.length).toBeLessThan(100_000);
      }
    });

    it("serves each post's image as the committed JPEG", async () => {
      const { body } = await getJson<Post[]>("/blogs?page=1");
      for (const post of body) {
        const res = await fetch(post.image.replace(PUBLIC_URL, server.base));
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toBe("image/jpeg");
        const dir = post.url === XSS_PROBE_URL ? TEST_FIXTURE_IMAGES_DIR : BLOG_IMAGES_DIR;
        expect(Buffer.from(await res.arrayBuffer())).toEqual(fs.readFileSync(path.join(dir, `${post.url}.jpg`)));
      }
    });

    it.each(["nope.jpg", "..%2Fseed%2Findex.ts", "%2e%2e%2f%2e%2e%2fpackage.json"])("404s for %s", async (file) => {
      expect((await fetch(`${server.base}/blog-images/${file}`)).status).toBe(404);
    });
  });
});

describe.each(TEST_ENGINES)("a visitor's API on %s", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(engine, { seedTestFixtures: false });
  });
  afterAll(() => server.close());

  it("seeds no XSS probe: the fixtures are only for the tests' own API", async () => {
    const jobs = ((await (await fetch(`${server.base}/jobVacancies`)).json()) as { data: { job_title: string }[] }).data;
    expect(jobs).toHaveLength(SEED_JOBS.length);
    expect(jobs.some((job) => /xss/i.test(job.job_title))).toBe(false);
    const posts: { url: string; title: string }[] = [];
    for (let n = 1; ; n += 1) {
      const page = (await (await fetch(`${server.base}/blogs?page=${n}`)).json()) as typeof posts;
      if (!page.length) break;
      posts.push(...page);
    }
    expect(posts.map((post) => post.url).sort()).toEqual(SEED_BLOGS.map((post) => post.url).sort());
    expect((await fetch(`${server.base}/blog/${XSS_PROBE_URL}`)).status).toBe(404);
    expect((await fetch(`${server.base}/blog-images/${XSS_PROBE_POST.imageFile}`)).status).toBe(404);
  });
});

describe("api/seed/posts.json", () => {
  it("stops the API naming the file, the entry and the field of a broken post", () => {
    const good = { url: "a-post", title: "A post", date: "2025-01-02", intro: "Hi", sections: [{ heading: "H", text: "T" }] };
    const load = (posts: unknown[]) => () => parsePosts(JSON.stringify({ posts }), "/x/posts.json");
    expect(load([good])()).toHaveLength(1);
    expect(load([good, { ...good, url: "b", date: "2 Jan 2025" }])).toThrow(/posts\.json: posts\[1\]: "date" must be a day written YYYY-MM-DD/);
    expect(load([good, good])).toThrow(/posts\[1\]: "url" must be unique/);
    expect(load([{ ...good, sections: [{ heading: "H" }] }])).toThrow(/posts\[0\]: "sections\[0\]" must be a section with text, items or both/);
    expect(() => parsePosts("{", "/x/posts.json")).toThrow(/posts\.json: not valid JSON/);
  });
});
