/**
 * Openings for staff: GET/POST /staff/jobs, GET/PUT/DELETE /staff/jobs/:id. Saved HTML is sanitised;
 * GET /jobVacancies shows the open ones from the moment they are saved. Deleting a job keeps its
 * applications (they carry the job's title and location). A closing date (`closesAt`, issue 29) whose
 * day has already ended closes the job as it is saved; jobs-closing.ts closes the others when it ends.
 */
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import type { Db } from "../store/db";
import { closingDayEnded } from "../store/jobs";
import { audit } from "./audit";
import { jobChange, requestRefresh } from "../site/refresh/request";
import { actor, guard, notFound, stale } from "./guard";
import { readClosesAt } from "./jobs-closing";
import { Input, PAGE_SIZE, containsPattern, idParam, listQuery, reject } from "./input";
import { isBlankHtml, sanitizeStaffHtml } from "./sanitize";

export const JOB_STATUSES = ["open", "closed"] as const;
export const JOB_TYPES = ["Full Time", "Part Time", "Contract"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

const HTML_MAX_LENGTH = 100_000;

interface JobFields {
  job_title: string;
  location: string;
  experience: string;
  job_types: string[];
  job_details: string;
  job_html: string;
  status: JobStatus;
}

/** The status to store: a job whose closing day has ended is closed, whatever the body said. */
const statusAt = (status: JobStatus, closesAt: string | null, at: Date): JobStatus => (closingDayEnded(closesAt, at) ? "closed" : status);

/** The audit entry's detail for a save. */
const saved = (title: string, status: JobStatus, closesAt: string | null) => `${title} (${status})${closesAt ? `, closes after ${closesAt}` : ""}`;

/** Reads and checks a job body; HTML fields come back sanitised. */
function readJob(input: Input): JobFields {
  const job_title = input.text("job_title", { label: "a job title", max: 200, required: true });
  const location = input.text("location", { label: "a location", max: 200, required: true });
  const experience = input.text("experience", { label: "the experience asked for", max: 100, required: true });
  const job_types = input.list("job_types", { label: "the job type (Full Time, Part Time or Contract), then industries", maxItems: 10, maxLength: 50 });
  if (job_types.length && !(JOB_TYPES as readonly string[]).includes(job_types[0])) {
    input.fail("job_types.0", `The first entry must be one of: ${JOB_TYPES.join(", ")}`);
  }
  if (job_types.slice(1).some((type) => (JOB_TYPES as readonly string[]).includes(type))) {
    input.fail("job_types", "Give the job type once, as the first entry; the rest are industries");
  }
  if (new Set(job_types.map((t) => t.toLowerCase())).size !== job_types.length) {
    input.fail("job_types", "Each entry may appear once");
  }
  const html = (field: "job_details" | "job_html", label: string): string => {
    const raw = input.text(field, { label, max: HTML_MAX_LENGTH, required: true, raw: true });
    const clean = sanitizeStaffHtml(raw);
    if (raw.trim() && isBlankHtml(clean)) input.fail(field, `Enter ${label}`);
    return clean;
  };
  const job_details = html("job_details", "a short summary");
  const job_html = html("job_html", "the full description");
  const status = input.choice("status", JOB_STATUSES, "open");
  return { job_title, location, experience, job_types, job_details, job_html, status };
}

const columns = [
  "id",
  "job_title",
  "location",
  "experience",
  "job_types",
  "job_details",
  "job_html",
  "status",
  "closes_at as closesAt",
  "created_at as createdAt",
  "updated_at as updatedAt",
  "version",
] as const;

const toJob = <T extends { job_types: string }>(row: T) => ({ ...row, job_types: JSON.parse(row.job_types) as string[] });

const byId = async (db: Db, id: number) => {
  const row = await db.selectFrom("jobs").select(columns).where("id", "=", id).executeTakeFirst();
  return row ? toJob(row) : null;
};

/** `now`: the clock closing dates are read by (tests move it). */
export function jobRoutes(staff: FastifyInstance, db: Db, now: () => Date = () => new Date()): void {
  const onRequest = guard(db, "jobs");

  staff.get("/jobs", { onRequest }, async (request, reply) => {
    const { value, errors } = listQuery(request.query, JOB_STATUSES);
    if (errors.length) return reject(reply, errors);
    let base = db.selectFrom("jobs");
    if (value.status) base = base.where("status", "=", value.status as JobStatus);
    if (value.q) {
      const pattern = containsPattern(value.q);
      base = base.where((eb) =>
        eb.or(["job_title", "location"].map((c) => sql<boolean>`lower(${sql.ref(c)}) like ${pattern} escape '\\'`)),
      );
    }
    const rows = await base
      .select(columns)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(PAGE_SIZE)
      .offset((value.page - 1) * PAGE_SIZE)
      .execute();
    const { n } = await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    return { items: rows.map(toJob), total: Number(n), page: value.page, pageSize: PAGE_SIZE };
  });

  staff.post("/jobs", { onRequest }, async (request, reply) => {
    const input = new Input(request.body);
    const { status, ...job } = readJob(input);
    const closes_at = readClosesAt(input, request.body) ?? null;
    if (!input.ok) return reject(reply, input.errors);
    const stamp = new Date().toISOString();
    const created = await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto("jobs")
        .values({
          ...job,
          job_types: JSON.stringify(job.job_types),
          status: statusAt(status, closes_at, now()),
          closes_at,
          created_at: stamp,
          updated_at: stamp,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await audit(trx, { actorEmail: actor(request).email, action: "create", entity: "job", entityId: id, detail: job.job_title });
      await requestRefresh(trx, jobChange(id, null, "open", actor(request).email));
      return byId(trx, id);
    });
    return reply.code(201).send(created);
  });

  staff.get<{ Params: { id: string } }>("/jobs/:id", { onRequest }, async (request, reply) => {
    const id = idParam(request.params.id);
    return (id !== null && (await byId(db, id))) || notFound(reply);
  });

  staff.put<{ Params: { id: string } }>("/jobs/:id", { onRequest }, async (request, reply) => {
    const id = idParam(request.params.id);
    if (id === null) return notFound(reply);
    const input = new Input(request.body);
    const { status: asked, ...job } = readJob(input);
    const given = readClosesAt(input, request.body);
    const version = input.version();
    if (!input.ok) return reject(reply, input.errors);
    const outcome = await db.transaction().execute(async (trx) => {
      const stored = await trx.selectFrom("jobs").select(["closes_at", "status"]).where("id", "=", id).executeTakeFirst();
      if (!stored) return "missing";
      const closes_at = given === undefined ? stored.closes_at : given;
      const status = statusAt(asked, closes_at, now());
      const result = await trx
        .updateTable("jobs")
        .set({
          ...job,
          job_types: JSON.stringify(job.job_types),
          status,
          closes_at,
          updated_at: new Date().toISOString(),
          version: sql<number>`version + 1`,
        })
        .where("id", "=", id)
        .where("version", "=", version)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return (await byId(trx, id)) ? "stale" : "missing";
      await audit(trx, { actorEmail: actor(request).email, action: "update", entity: "job", entityId: id, detail: saved(job.job_title, status, closes_at) });
      await requestRefresh(trx, jobChange(id, stored.status, status, actor(request).email));
      return byId(trx, id);
    });
    if (outcome === "stale") return stale(reply);
    if (outcome === "missing" || outcome === null) return notFound(reply);
    return outcome;
  });

  staff.delete<{ Params: { id: string } }>("/jobs/:id", { onRequest }, async (request, reply) => {
    const id = idParam(request.params.id);
    if (id === null) return notFound(reply);
    const deleted = await db.transaction().execute(async (trx) => {
      const row = await trx.deleteFrom("jobs").where("id", "=", id).returning(["job_title", "status"]).executeTakeFirst();
      if (row) await audit(trx, { actorEmail: actor(request).email, action: "delete", entity: "job", entityId: id, detail: row.job_title });
      if (row) await requestRefresh(trx, jobChange(id, row.status, null, actor(request).email));
      return row;
    });
    return deleted ? reply.code(204).send() : notFound(reply);
  });
}
