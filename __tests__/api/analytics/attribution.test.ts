/** @jest-environment node */
/**
 * Each lead carries where its visit came from (issue 31), found on the server from the lead's own request:
 * in the staff API and the CSV, counted by day and kind and on its source's line, with the public calls'
 * bodies and answers exactly as before.
 */
import { recordLeadSources } from "../../../api/analytics/attribution";
import { visitorHash } from "../../../api/analytics/visitor";
import { APPLICANT, PERSON, TEST_ENGINES, postApplication, postJson, startServer, type TestServer } from "../helpers";
import { staffClient, type StaffClient } from "../staff-helpers";
import { TEST_IP, csvRecords, dailyLeads, seedVisit, sourceLeads } from "./attribution-helpers";

jest.setTimeout(120_000);

interface Lead {
  id: number;
  firstName: string;
  attribution: Record<string, string | null> | null;
}

const STUDY = { caseStudyName: "orbit-fixture-study", pdf: "orbit-fixture" };

describe.each(TEST_ENGINES)("lead attribution on %s", (engine) => {
  let server: TestServer;
  let sales: StaffClient;
  let hr: StaffClient;

  beforeAll(async () => {
    server = await startServer(engine);
    sales = await staffClient(server, "sales");
    hr = await staffClient(server, "hr");
  });
  afterAll(() => server.close());

  const enquiry = (firstName: string, userAgent: string) =>
    postJson(server.base, "/contactus", { ...PERSON, firstName, message: `Hello from ${firstName}` }, { "user-agent": userAgent });

  const enquiryNamed = async (firstName: string): Promise<Lead> => {
    const { body } = await sales.json<{ items: Lead[] }>(`/staff/enquiries?q=${firstName}`);
    expect(body.items).toHaveLength(1);
    return body.items[0];
  };

  it("gives an enquiry after a visit from utm_source=s&utm_campaign=c landing on / that attribution, in the staff API and the CSV", async () => {
    const agent = "Mozilla/5.0 (attribution test) Firefox/140.0";
    const { day, startedAt } = await seedVisit(server, { userAgent: agent, source: "s", campaign: "c", entryPath: "/", referrerHost: "news.example" });
    const before = await dailyLeads(server, day);
    const lineBefore = await sourceLeads(server, { day, source: "s", campaign: "c" });

    const sent = await enquiry("Attributed", agent);
    expect(sent.status).toBe(201);

    const expected = { source: "s", medium: null, campaign: "c", term: null, content: null, referrer: "news.example", landingPage: "/", visitStartedAt: startedAt };
    const listed = await enquiryNamed("Attributed");
    expect(listed.attribution).toEqual(expected);
    const { body: one } = await sales.json<Lead>(`/staff/enquiries/${listed.id}`);
    expect(one.attribution).toEqual(expected);

    const csv = await (await sales.call("/staff/enquiries.csv?q=Attributed")).text();
    const [row] = csvRecords(csv);
    expect(row).toMatchObject({ firstName: "Attributed", source: "s", medium: "", campaign: "c", term: "", content: "", referrer: "news.example", landingPage: "/", visitStartedAt: startedAt });

    // The day's enquiries and the source's line each went up by one.
    expect(await dailyLeads(server, day)).toEqual({ ...before, enquiries: before.enquiries + 1 });
    expect(await sourceLeads(server, { day, source: "s", campaign: "c" })).toBe(lineBefore + 1);
  });

  it("gives a lead with no visit `attribution: null` and blank cells, and still counts it for the day", async () => {
    const { day } = await seedVisit(server, { userAgent: "Someone else's browser", source: "elsewhere" });
    const before = await dailyLeads(server, day);
    expect((await enquiry("Unattributed", "A client that sent no beacon")).status).toBe(201);
    expect((await enquiryNamed("Unattributed")).attribution).toBeNull();
    const [row] = csvRecords(await (await sales.call("/staff/enquiries.csv?q=Unattributed")).text());
    expect(row).toMatchObject({ firstName: "Unattributed", source: "", campaign: "", landingPage: "", visitStartedAt: "" });
    expect(await dailyLeads(server, day)).toEqual({ ...before, enquiries: before.enquiries + 1 });
    expect(await server.count("lead_attributions")).toBe(1);
  });

  it("does not use a visit whose last page view is more than 30 minutes before the lead", async () => {
    const agent = "Mozilla/5.0 (came back later)";
    await seedVisit(server, { userAgent: agent, source: "stale", startedMinutesAgo: 50, lastMinutesAgo: 31 });
    expect((await enquiry("Later", agent)).status).toBe(201);
    expect((await enquiryNamed("Later")).attribution).toBeNull();
  });

  it("uses the newest of the visitor's visits within the window", async () => {
    const agent = "Mozilla/5.0 (two visits)";
    await seedVisit(server, { userAgent: agent, source: "first", startedMinutesAgo: 29, lastMinutesAgo: 25 });
    await seedVisit(server, { userAgent: agent, source: "second", startedMinutesAgo: 5, lastMinutesAgo: 1, entryPath: "/services" });
    expect((await enquiry("Newest", agent)).status).toBe(201);
    expect((await enquiryNamed("Newest")).attribution).toMatchObject({ source: "second", landingPage: "/services" });
  });

  it("attributes applications and downloads too, counting each kind", async () => {
    const agent = "Mozilla/5.0 (applicant)";
    const { day } = await seedVisit(server, { userAgent: agent, source: "linkedin", medium: "social", campaign: "hiring", term: "react", content: "post-2" });
    const before = await dailyLeads(server, day);
    const lineBefore = await sourceLeads(server, { day, source: "linkedin", medium: "social", campaign: "hiring" });
    const applied = await postApplication(server.base, { fields: { ...APPLICANT, firstName: "Applicant" }, headers: { "user-agent": agent } });
    expect(applied.status).toBe(201);
    const downloaded = await postJson(server.base, "/case_study/store", { ...PERSON, firstName: "Reader", ...STUDY }, { "user-agent": agent });
    expect(downloaded.status).toBe(201);

    const applications = (await hr.json<{ items: Lead[] }>("/staff/applications?q=Applicant")).body.items;
    expect(applications[0].attribution).toMatchObject({ source: "linkedin", medium: "social", campaign: "hiring", term: "react", content: "post-2", referrer: null });
    const downloads = (await sales.json<{ items: Lead[] }>("/staff/downloads?q=Reader")).body.items;
    expect(downloads[0].attribution).toMatchObject({ source: "linkedin", campaign: "hiring" });
    expect(await dailyLeads(server, day)).toEqual({ ...before, applications: before.applications + 1, downloads: before.downloads + 1 });
    expect(await sourceLeads(server, { day, source: "linkedin", medium: "social", campaign: "hiring" })).toBe(lineBefore + 2);
  });

  it("gives each of many enquiries sent at once its own visitor's source, and sums equal source lines", async () => {
    const visitors = [
      { name: "Groupa", agent: "Mozilla/5.0 (group a)", source: "newsletter", campaign: "winter" },
      { name: "Groupb", agent: "Mozilla/5.0 (group b)", source: "newsletter", campaign: "winter" },
      { name: "Groupc", agent: "Mozilla/5.0 (group c)", source: "newsletter", campaign: "winter" },
      { name: "Groupd", agent: "Mozilla/5.0 (group d)", source: "partner.example", campaign: "" },
      { name: "Groupe", agent: "Mozilla/5.0 (group e)", source: null, campaign: "" },
    ];
    let day = "";
    for (const v of visitors) if (v.source) day = (await seedVisit(server, { userAgent: v.agent, source: v.source, campaign: v.campaign })).day;
    const before = await dailyLeads(server, day);
    const winter = await sourceLeads(server, { day, source: "newsletter", campaign: "winter" });
    const partner = await sourceLeads(server, { day, source: "partner.example" });
    const sent = await Promise.all(visitors.map((v) => enquiry(v.name, v.agent)));
    expect(sent.map((r) => r.status)).toEqual(visitors.map(() => 201));
    for (const v of visitors) {
      const { attribution } = await enquiryNamed(v.name);
      expect([v.name, attribution?.source ?? null]).toEqual([v.name, v.source]);
    }
    expect(await sourceLeads(server, { day, source: "newsletter", campaign: "winter" })).toBe(winter + 3);
    expect(await sourceLeads(server, { day, source: "partner.example" })).toBe(partner + 1);
    expect(await dailyLeads(server, day)).toEqual({ ...before, enquiries: before.enquiries + 5 });
  });

  it("answers the public calls exactly as before, with or without a visit", async () => {
    const agent = "Mozilla/5.0 (same answer)";
    await seedVisit(server, { userAgent: agent, source: "s", campaign: "c" });
    const withVisit = await enquiry("Answered", agent);
    const without = await enquiry("Answered", "No visit here");
    expect(withVisit.status).toBe(201);
    expect(without.status).toBe(201);
    const body = await withVisit.text();
    expect(body).toBe(JSON.stringify({ status: "success" }));
    expect(await without.text()).toBe(body);
    const download = await postJson(server.base, "/case_study/store", { ...PERSON, ...STUDY }, { "user-agent": agent });
    expect(Object.keys((await download.json()) as object).sort()).toEqual(["fileURL", "status"]);
  });

  it("stores neither the lead nor its counts when the attribution cannot be written", async () => {
    const agent = "Mozilla/5.0 (broken disk)";
    const { day } = await seedVisit(server, { userAgent: agent, source: "s", campaign: "c" });
    const contacts = await server.count("contacts");
    const before = await dailyLeads(server, day);
    const line = await sourceLeads(server, { day, source: "s", campaign: "c" });
    await server.failInserts("lead_attributions");
    try {
      expect((await enquiry("Broken", agent)).status).toBe(500);
    } finally {
      await server.allowInserts("lead_attributions");
    }
    expect(await server.count("contacts")).toBe(contacts);
    expect(await dailyLeads(server, day)).toEqual(before);
    expect(await sourceLeads(server, { day, source: "s", campaign: "c" })).toBe(line);
  });

  it("writes a group of leads from one source line in one statement, the line counted once per lead", async () => {
    const agent = "Mozilla/5.0 (one group, one line)";
    const { day } = await seedVisit(server, { userAgent: agent, source: "group-line", campaign: "g" });
    const at = new Date();
    const visitor = { ...(await visitorHash(server.db, TEST_IP, agent, at)), at: at.toISOString() };
    const before = await dailyLeads(server, day);
    await server.db.transaction().execute((trx) =>
      recordLeadSources(trx, "downloads", [{ leadId: 90_001, visitor }, { leadId: 90_002, visitor }, { leadId: 90_003, visitor }]),
    );
    expect(await sourceLeads(server, { day, source: "group-line", campaign: "g" })).toBe(3);
    expect(await dailyLeads(server, day)).toEqual({ ...before, downloads: before.downloads + 3 });
    expect(await server.rows("SELECT lead_id FROM lead_attributions WHERE source = 'group-line' ORDER BY lead_id")).toEqual([90_001, 90_002, 90_003].map((id) => ({ lead_id: id })));
  });
});
