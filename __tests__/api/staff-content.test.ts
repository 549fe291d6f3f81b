/** @jest-environment node */
/** Jobs and posts for staff, and what visitors then see (staff users and the audit log: staff-users.test.ts). */
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { APPLICANT, TEST_ENGINES, postApplication, startServer, type TestServer } from "./helpers";
import { JOB, staffClient, type Errors, type Job, type StaffClient } from "./staff-helpers";

jest.setTimeout(120_000);

interface Post {
  id: number;
  title: string;
  url: string;
  blog: string;
  status: string;
  publishedAt: string | null;
  image: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  version: number;
}
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 40, b: 200 } } }).png().toBuffer();

function imageForm(bytes: Buffer, name = "cover.png", field = "image"): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)]), name);
  return form;
}

describe.each(TEST_ENGINES)("staff jobs and posts on %s", (engine) => {
  let server: TestServer;
  let hr: StaffClient;
  let marketing: StaffClient;
  let admin: StaffClient;
  const openTitles = async () =>
    ((await (await fetch(`${server.base}/jobVacancies`)).json()) as { data: { job_title: string }[] }).data.map((j) => j.job_title);
  const publicPosts = async () => (await (await fetch(`${server.base}/blogs?page=1`)).json()) as { url: string; title: string; image: string }[];

  beforeAll(async () => {
    server = await startServer(engine);
    hr = await staffClient(server, "hr");
    marketing = await staffClient(server, "marketing");
    admin = await staffClient(server, "admin");
  });
  afterAll(() => server.close());

  describe("jobs", () => {
    it("creates a job (HTML sanitised) that visitors see at once, and closing it hides it", async () => {
      const created = await hr.json<Job>("/staff/jobs", { method: "POST", body: JOB });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ job_title: JOB.job_title, status: "open", version: 1, job_types: ["Full Time", "IT"] });
      expect(created.body.job_html).toBe('<h3>About</h3><p>Plot <b>courses</b>.</p><img alt="">');
      expect(await openTitles()).toContain(JOB.job_title);

      const closed = await hr.json<Job>(`/staff/jobs/${created.body.id}`, {
        method: "PUT",
        body: { ...JOB, status: "closed", version: created.body.version },
      });
      expect(closed.status).toBe(200);
      expect(closed.body).toMatchObject({ status: "closed", version: 2 });
      expect(await openTitles()).not.toContain(JOB.job_title);
      const list = await hr.json<{ items: Job[]; total: number }>("/staff/jobs?status=closed");
      expect(list.body.items.map((j) => j.id)).toEqual([created.body.id]);
    });

    it("refuses a stale save with 409 and keeps the newer one", async () => {
      const { body: job } = await hr.json<Job>("/staff/jobs", { method: "POST", body: { ...JOB, job_title: "Stale Test" } });
      const first = await hr.json<Job>(`/staff/jobs/${job.id}`, { method: "PUT", body: { ...JOB, job_title: "Saved First", version: 1 } });
      expect(first.status).toBe(200);
      const second = await admin.json<{ message: string }>(`/staff/jobs/${job.id}`, { method: "PUT", body: { ...JOB, job_title: "Saved Second", version: 1 } });
      expect(second.status).toBe(409);
      expect((await hr.json<Job>(`/staff/jobs/${job.id}`)).body).toMatchObject({ job_title: "Saved First", version: 2 });
    });

    it("rejects bad jobs with 422 naming each field, storing nothing", async () => {
      const before = await server.count("jobs");
      const { status, body } = await hr.json<Errors>("/staff/jobs", {
        method: "POST",
        body: { job_title: " ", location: 7, job_types: ["IT", "Full Time"], job_details: "<script>x</script>", status: "paused" },
      });
      expect(status).toBe(422);
      expect(body.errors.map((e) => e.field)).toEqual(
        expect.arrayContaining(["job_title", "location", "experience", "job_types.0", "job_details", "job_html", "status"]),
      );
      expect(await server.count("jobs")).toBe(before);
      const noVersion = await hr.json<Errors>("/staff/jobs/1", { method: "PUT", body: JOB });
      expect(noVersion.status).toBe(422);
      expect(noVersion.body.errors).toEqual([{ field: "version", message: expect.any(String) }]);
    });

    it("deletes a job and keeps its applications", async () => {
      const { body: job } = await hr.json<Job>("/staff/jobs", { method: "POST", body: { ...JOB, job_title: "Short-lived Role" } });
      expect((await postApplication(server.base, { fields: { ...APPLICANT, jobTitle: "Short-lived Role" } })).status).toBe(201);
      expect((await hr.call(`/staff/jobs/${job.id}`, { method: "DELETE" })).status).toBe(204);
      expect((await hr.call(`/staff/jobs/${job.id}`)).status).toBe(404);
      expect((await hr.call(`/staff/jobs/${job.id}`, { method: "DELETE" })).status).toBe(404);
      const apps = await hr.json<{ items: { jobTitle: string }[] }>("/staff/applications?q=short-lived");
      expect(apps.body.items.map((a) => a.jobTitle)).toEqual(["Short-lived Role"]);
    });
  });

  describe("posts", () => {
    it("keeps a draft from visitors, publishes it with a cover image, and lists it first on /blogs", async () => {
      const draft = await marketing.json<Post>("/staff/posts", {
        method: "POST",
        body: { title: "Launch Week: Ünïcode & Rockets!", blog: '<p>Hello <a href="javascript:alert(1)">there</a></p><script>alert(1)</script>', status: "draft" },
      });
      expect(draft.status).toBe(201);
      expect(draft.body).toMatchObject({ url: "launch-week-unicode-rockets", status: "draft", publishedAt: null, image: null, version: 1 });
      expect(draft.body.blog).toBe("<p>Hello <a>there</a></p>");
      expect((await publicPosts()).map((p) => p.url)).not.toContain(draft.body.url);
      expect((await fetch(`${server.base}/blog/${draft.body.url}`)).status).toBe(404);

      // Publishing needs a cover image first.
      const tooEarly = await marketing.json<Errors>(`/staff/posts/${draft.body.id}`, {
        method: "PUT",
        body: { title: draft.body.title, blog: draft.body.blog, status: "published", version: 1 },
      });
      expect(tooEarly.status).toBe(422);
      expect(tooEarly.body.errors).toEqual([{ field: "image", message: "Add a cover image before publishing" }]);

      const upload = await marketing.json<Post>(`/staff/posts/${draft.body.id}/image`, { method: "POST", body: imageForm(await png(2400, 1600)) });
      expect(upload.status).toBe(200);
      expect(upload.body).toMatchObject({ imageWidth: 1200, imageHeight: 630, version: 1 });
      const served = await fetch(`${server.base}${new URL(upload.body.image ?? "").pathname}`);
      expect(served.headers.get("content-type")).toBe("image/webp");
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: "webp", width: 1200, height: 630 });

      const published = await marketing.json<Post>(`/staff/posts/${draft.body.id}`, {
        method: "PUT",
        body: { title: draft.body.title, url: draft.body.url, blog: draft.body.blog, status: "published", version: 1 },
      });
      expect(published.status).toBe(200);
      expect(published.body.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      const posts = await publicPosts();
      expect(posts[0]).toMatchObject({ url: draft.body.url, title: draft.body.title, image: upload.body.image });
      expect((await fetch(`${server.base}/blog/${draft.body.url}`)).status).toBe(200);
    });

    it("shows a post scheduled for later only from its publication time", async () => {
      const { body: post } = await marketing.json<Post>("/staff/posts", { method: "POST", body: { title: "From the Future", blog: "<p>Soon.</p>" } });
      await marketing.call(`/staff/posts/${post.id}/image`, { method: "POST", body: imageForm(await png(1200, 630)) });
      const later = new Date(Date.now() + 86_400_000).toISOString();
      const saved = await marketing.json<Post>(`/staff/posts/${post.id}`, {
        method: "PUT",
        body: { title: post.title, blog: post.blog, status: "published", publishedAt: later, version: post.version },
      });
      expect(saved.status).toBe(200);
      expect((await publicPosts()).map((p) => p.url)).not.toContain(post.url);
      expect((await fetch(`${server.base}/blog/${post.url}`)).status).toBe(404);
    });

    it("makes slugs unique: a generated one gets a number, a taken one given is 422 under url", async () => {
      const a = await marketing.json<Post>("/staff/posts", { method: "POST", body: { title: "Same Title", blog: "<p>a</p>" } });
      const b = await marketing.json<Post>("/staff/posts", { method: "POST", body: { title: "Same Title", blog: "<p>b</p>" } });
      expect([a.body.url, b.body.url]).toEqual(["same-title", "same-title-2"]);
      const taken = await marketing.json<Errors>("/staff/posts", { method: "POST", body: { title: "Other", url: "same-title", blog: "<p>c</p>" } });
      expect(taken.status).toBe(422);
      expect(taken.body.errors).toEqual([{ field: "url", message: "Another post already uses this URL" }]);
      for (const url of ["Upper-Case", "two--hyphens", "-edge", "spaces here", "ünï"]) {
        const bad = await marketing.json<Errors>("/staff/posts", { method: "POST", body: { title: "Other", url, blog: "<p>c</p>" } });
        expect([url, bad.status, bad.body.errors[0].field]).toEqual([url, 422, "url"]);
      }
      const stale = await marketing.json<Errors>(`/staff/posts/${a.body.id}`, { method: "PUT", body: { title: "Same Title", blog: "<p>x</p>", version: 7 } });
      expect(stale.status).toBe(409);
    });

    it("refuses an upload that is not a JPEG, PNG or WebP, is over 8 MB or decodes too large: 422, nothing stored", async () => {
      const { body: post } = await marketing.json<Post>("/staff/posts", { method: "POST", body: { title: "Upload Checks", blog: "<p>x</p>" } });
      const before = await server.files("blog-image");
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
      const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "red" } }).gif().toBuffer();
      const cases: [Buffer, string][] = [
        [Buffer.from("%PDF-1.4 not an image"), "Image must be a JPEG, PNG or WebP file"],
        [svg, "Image must be a JPEG, PNG or WebP file"],
        [gif, "Image must be a JPEG, PNG or WebP file"],
        [Buffer.concat([await png(100, 100), Buffer.alloc(8 * 1024 * 1024)]), "Image must be 8 MB or smaller"],
        [await png(10_000, 5_000), "Image is too large in pixels: at most 40 megapixels"],
      ];
      for (const [bytes, message] of cases) {
        const response = await marketing.json<Errors>(`/staff/posts/${post.id}/image`, { method: "POST", body: imageForm(bytes, "cover.jpg") });
        expect([message, response.status]).toEqual([message, 422]);
        expect(response.body.errors).toEqual([{ field: "image", message }]);
      }
      const missing = await marketing.json<Errors>(`/staff/posts/${post.id}/image`, { method: "POST", body: imageForm(await png(50, 50), "x.png", "picture") });
      expect(missing.status).toBe(422);
      expect(await server.files("blog-image")).toEqual(before);
      expect((await marketing.json<Post>(`/staff/posts/${post.id}`)).body.image).toBeNull();
    });

    it("accepts a photo over the résumé limit (5 MB) and under 8 MB", async () => {
      const { body: post } = await marketing.json<Post>("/staff/posts", { method: "POST", body: { title: "Big Photo", blog: "<p>x</p>" } });
      const noise = randomBytes(1500 * 1400 * 3);
      const photo = await sharp(noise, { raw: { width: 1500, height: 1400, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
      expect(photo.length).toBeGreaterThan(6 * 1024 * 1024);
      const upload = await marketing.json<Post>(`/staff/posts/${post.id}/image`, { method: "POST", body: imageForm(photo) });
      expect(upload.status).toBe(200);
      expect(upload.body).toMatchObject({ imageWidth: 1200, imageHeight: 630 });
    });

    it("rejects bad posts with 422 and deletes a post with its image", async () => {
      const bad = await marketing.json<Errors>("/staff/posts", { method: "POST", body: { title: "", blog: "<p></p>", status: "live", publishedAt: "yesterday" } });
      expect(bad.status).toBe(422);
      expect(bad.body.errors.map((e) => e.field)).toEqual(expect.arrayContaining(["title", "blog", "status", "publishedAt"]));
      const { body: post } = await marketing.json<Post>("/staff/posts", { method: "POST", body: { title: "To Be Deleted", blog: "<p>x</p>" } });
      await marketing.call(`/staff/posts/${post.id}/image`, { method: "POST", body: imageForm(await png(1300, 700)) });
      const files = (await server.files("blog-image")).length;
      expect((await marketing.call(`/staff/posts/${post.id}`, { method: "DELETE" })).status).toBe(204);
      expect((await server.files("blog-image")).length).toBe(files - 1);
      expect((await marketing.call(`/staff/posts/${post.id}`)).status).toBe(404);
    });
  });
});
