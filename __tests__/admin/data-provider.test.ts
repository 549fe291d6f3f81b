/**
 * @jest-environment node
 */
import { createDataProvider, csvUrl, resumeUrl } from "../../src/admin/data-provider";
import { HttpError } from "../../src/admin/http";
import { API_URL } from "../../src/lib/api-base";
import { fakeFetch, json } from "./fake-fetch";

const enquiry = { id: 7, firstName: "Asha", lastName: "Kulkarni", email: "asha@example.com", phoneNumber: "9876543210", message: "Hi", createdAt: "2026-11-01T10:00:00Z", status: "new", note: "", version: 3 };

describe("the staff data provider", () => {
  const original = global.fetch;
  afterEach(() => {
    global.fetch = original;
  });

  test("a list asks for its page, search and status with the session cookie and maps {items, total}", async () => {
    const { sent } = fakeFetch({ status: 200, body: { items: [enquiry], total: 51, page: 2, pageSize: 25 } });
    const result = await createDataProvider().getList("enquiries", {
      pagination: { page: 2, perPage: 25 },
      sort: { field: "createdAt", order: "DESC" },
      filter: { q: " Asha ", status: "new" },
    });
    expect(result).toEqual({ data: [enquiry], total: 51 });
    expect(sent[0].url).toBe(`${API_URL}/staff/enquiries?page=2&q=Asha&status=new`);
    expect(sent[0].credentials).toBe("include");
  });

  test("empty filters are left out of the query", async () => {
    const { sent } = fakeFetch({ status: 200, body: { items: [], total: 0, page: 1 } });
    await createDataProvider().getList("jobs", { pagination: { page: 1, perPage: 25 }, sort: { field: "id", order: "ASC" }, filter: { q: "", status: "" } });
    expect(sent[0].url).toBe(`${API_URL}/staff/jobs?page=1`);
  });

  test("a lead is saved with PATCH carrying only status, note and the version the editor loaded", async () => {
    const saved = { ...enquiry, status: "done", version: 4 };
    const { sent } = fakeFetch({ status: 200, body: saved });
    const result = await createDataProvider().update("enquiries", { id: 7, data: { ...enquiry, status: "done", message: "changed?" }, previousData: enquiry });
    expect(result.data).toEqual(saved);
    expect(sent[0]).toMatchObject({ url: `${API_URL}/staff/enquiries/7`, method: "PATCH", credentials: "include" });
    expect(sent[0].headers.get("Content-Type")).toBe("application/json");
    expect(json(sent[0])).toEqual({ status: "done", note: "", version: 3 });
  });

  test("a job is saved with PUT: its editable fields and version, never its id or dates", async () => {
    const job = { id: 4, job_title: "UX Writer", location: "Pune", experience: "2-4 years", job_types: ["Full Time", "IT"], job_details: "<p>a</p>", job_html: "<p>b</p>", status: "closed", createdAt: "x", updatedAt: "y", version: 9 };
    const { sent } = fakeFetch({ status: 200, body: { ...job, version: 10 } });
    await createDataProvider().update("jobs", { id: 4, data: job, previousData: job });
    expect(sent[0].method).toBe("PUT");
    expect(json(sent[0])).toEqual({ job_title: "UX Writer", location: "Pune", experience: "2-4 years", job_types: ["Full Time", "IT"], job_details: "<p>a</p>", job_html: "<p>b</p>", status: "closed", version: 9 });
  });

  test("a new post without a slug or date leaves both to the server", async () => {
    const { sent } = fakeFetch({ status: 200, body: { id: 12, title: "Moon notes", url: "moon-notes", version: 1 } });
    const result = await createDataProvider().create("posts", { data: { title: "Moon notes", url: "", blog: "<p>Hi</p>", status: "draft", publishedAt: null } });
    expect(result.data).toMatchObject({ id: 12, url: "moon-notes" });
    expect(sent[0]).toMatchObject({ url: `${API_URL}/staff/posts`, method: "POST" });
    expect(json(sent[0])).toEqual({ title: "Moon notes", blog: "<p>Hi</p>", status: "draft" });
  });

  test("a 422 becomes form errors keyed by field, which react-admin shows under each input", async () => {
    fakeFetch({ status: 422, body: { errors: [{ field: "url", message: "This slug is already taken." }, { field: "title", message: "Enter the title." }] } });
    const failure = createDataProvider().create("posts", { data: { title: "", url: "taken", blog: "x", status: "draft" } });
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({
      status: 422,
      body: { errors: { url: "This slug is already taken.", title: "Enter the title.", root: { serverError: "This slug is already taken. Enter the title." } } },
    });
  });

  test("a stale save (409) rejects with the server's message for the editor", async () => {
    const message = "This record was changed by someone else. Reload it to see their changes.";
    fakeFetch({ status: 409, body: { message } });
    await expect(createDataProvider().update("posts", { id: 2, data: { title: "t", blog: "b", status: "draft", version: 1 }, previousData: { id: 2 } })).rejects.toMatchObject({ status: 409, message });
  });

  test("an unreachable API and a body that is not JSON still give a readable message", async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError("Failed to fetch");
    }) as unknown as typeof fetch;
    await expect(createDataProvider().getOne("jobs", { id: 1 })).rejects.toMatchObject({ status: 0, message: "The console cannot reach the server. Check your connection and try again." });
    global.fetch = jest.fn(async () => new Response("<html>oops", { status: 500 })) as unknown as typeof fetch;
    await expect(createDataProvider().getOne("jobs", { id: 1 })).rejects.toMatchObject({ status: 500, message: "Something went wrong on the server. Try again; if it keeps happening, tell an admin." });
  });

  test("delete answers with the record react-admin had, and deleteMany deletes each", async () => {
    const { sent } = fakeFetch({ status: 204 }, { status: 204 }, { status: 204 });
    const provider = createDataProvider();
    await expect(provider.delete("jobs", { id: 3, previousData: { id: 3, job_title: "A" } })).resolves.toEqual({ data: { id: 3, job_title: "A" } });
    await expect(provider.deleteMany("users", { ids: [5, 6] })).resolves.toEqual({ data: [5, 6] });
    expect(sent.map((s) => `${s.method} ${s.url.replace(API_URL, "")}`)).toEqual(["DELETE /staff/jobs/3", "DELETE /staff/users/5", "DELETE /staff/users/6"]);
  });

  test("a cover image goes as multipart field `image` and the whole updated post comes back", async () => {
    const { sent } = fakeFetch({ status: 200, body: { id: 2, image: "http://x/post.webp", version: 5 } });
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], "cover.jpg", { type: "image/jpeg" });
    const result = await createDataProvider().uploadPostImage(2, file);
    expect(result.data).toMatchObject({ image: "http://x/post.webp", version: 5 });
    expect(sent[0]).toMatchObject({ url: `${API_URL}/staff/posts/2/image`, method: "POST", credentials: "include" });
    expect(sent[0].headers.get("Content-Type")).toBeNull();
    const form = sent[0].body as FormData;
    expect((form.get("image") as File).name).toBe("cover.jpg");
  });

  test("the CSV export and résumé links point at the staff API with the list's filters", () => {
    expect(csvUrl("downloads", { q: "moon", status: "done" })).toBe(`${API_URL}/staff/downloads.csv?q=moon&status=done`);
    expect(csvUrl("enquiries", {})).toBe(`${API_URL}/staff/enquiries.csv`);
    expect(resumeUrl(31)).toBe(`${API_URL}/staff/applications/31/resume`);
  });
});
