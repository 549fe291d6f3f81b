import type { JobVacancy } from "../../shared/wire";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const STRING_FIELDS = ["job_title", "location", "experience", "job_details", "job_html"] as const;

function isJob(value: unknown): value is JobVacancy {
  if (!isRecord(value)) return false;
  if (typeof value.id !== "number" && typeof value.id !== "string") return false;
  if (!STRING_FIELDS.every((field) => typeof value[field] === "string")) return false;
  return Array.isArray(value.job_types) && value.job_types.every((type) => typeof type === "string");
}

/**
 * Reads GET /jobVacancies (spec §7: status "success" and data, an array of vacancies). Anything else,
 * including an entry that is not a vacancy, is an invalid structure: null.
 */
export function parseJobVacancies(body: unknown): JobVacancy[] | null {
  if (!isRecord(body) || body.status !== "success" || !Array.isArray(body.data)) return null;
  return body.data.every(isJob) ? body.data : null;
}
