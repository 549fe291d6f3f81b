/** @jest-environment node */
/**
 * A lead's source is personal data (issue 31): the export of a person's data includes it, and erasure,
 * by request or by the retention sweep, deletes it with the lead while the counts it fed stay.
 */
import { strFromU8, unzipSync } from "fflate";
import { sweep } from "../../../api/privacy/sweep";
import { siteDay } from "../../../shared/notice-version";
import { readRetention } from "../../../shared/retention";
import { APPLICANT, PERSON, TEST_ENGINES, postApplication, postJson } from "../helpers";
import { staffClient, type StaffClient } from "../staff-helpers";
import { confirmedRequest, privacyWorld, type PrivacyWorld } from "../privacy-helpers";
import { dailyLeads, seedVisit, sourceLeads } from "./attribution-helpers";

jest.setTimeout(120_000);

type Held = Record<"enquiries" | "applications" | "downloads", { id: number; attribution: Record<string, string | null> | null }[]>;

describe.each(TEST_ENGINES)("lead attribution and privacy on %s", (engine) => {
  let world: PrivacyWorld;
  let admin: StaffClient;

  beforeAll(async () => {
    world = await privacyWorld(engine);
    admin = await staffClient(world.server, "admin");
  });
  afterAll(() => world.close());

  it("exports the attribution with the person's data, and erasing the lead removes it but keeps the source's lead count", async () => {
    const { server } = world;
    const email = "orbit-attributed@erase.example";
    const agent = "Mozilla/5.0 (privacy attribution)";
    const { day, startedAt } = await seedVisit(server, { userAgent: agent, source: "s", medium: "social", campaign: "c-privacy", entryPath: "/" });
    const sent = await postJson(server.base, "/contactus", { ...PERSON, email, message: "Please call" }, { "user-agent": agent });
    expect(sent.status).toBe(201);
    const line = { day, source: "s", medium: "social", campaign: "c-privacy" };
    expect(await sourceLeads(server, line)).toBe(1);
    const counted = await dailyLeads(server, day);

    const access = await confirmedRequest(world, email, "access");
    const expected = { source: "s", medium: "social", campaign: "c-privacy", term: null, content: null, referrer: null, landingPage: "/", visitStartedAt: startedAt };
    const { body: held } = await admin.json<Held>(`/staff/privacy-requests/${access}/data`);
    expect(held.enquiries).toHaveLength(1);
    expect(held.enquiries[0].attribution).toEqual(expected);
    const zip = unzipSync(new Uint8Array(await (await admin.call(`/staff/privacy-requests/${access}/export`)).arrayBuffer()));
    const data = JSON.parse(strFromU8(zip["data.json"])) as Held;
    expect(data.enquiries[0].attribution).toEqual(expected);

    const erasure = await confirmedRequest(world, email, "erasure", 2);
    const erased = await admin.json(`/staff/privacy-requests/${erasure}/erase`, { method: "POST", body: {} });
    expect(erased.body).toEqual({ erased: { enquiries: 1, applications: 0, downloads: 0 } });
    expect(await server.rows("SELECT lead_id FROM lead_attributions WHERE campaign = 'c-privacy'")).toEqual([]);
    // The counts it fed hold no person and stay.
    expect(await sourceLeads(server, line)).toBe(1);
    expect(await dailyLeads(server, day)).toEqual(counted);
  });

  it("erases an application's attribution with it in the retention sweep", async () => {
    const { server } = world;
    const agent = "Mozilla/5.0 (swept applicant)";
    const { day } = await seedVisit(server, { userAgent: agent, source: "jobs-board", campaign: "c-swept" });
    const applied = await postApplication(server.base, { fields: { ...APPLICANT, email: "orbit-swept@erase.example" }, headers: { "user-agent": agent } });
    expect(applied.status).toBe(201);
    expect(await server.rows("SELECT lead_kind FROM lead_attributions WHERE campaign = 'c-swept'")).toEqual([{ lead_kind: "applications" }]);

    // A day past the application's retention (365 days) and within the daily totals' two years.
    const retention = readRetention({});
    const sweptOn = siteDay(new Date(Date.now() + (retention.applications + 30) * 24 * 60 * 60_000));
    const summary = await sweep(server.db, retention, sweptOn, "test");
    expect(summary.erased.applications).toBeGreaterThanOrEqual(1);
    expect(await server.count("lead_attributions")).toBe(0);
    expect(await sourceLeads(server, { day, source: "jobs-board", campaign: "c-swept" })).toBe(1);
  });
});
