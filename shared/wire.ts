/**
 * The shapes that cross the wire between the site (src/) and the provider API (api/), written once and
 * imported by both (spec §3 routes, §7 requests, §8 errors). Types only: nothing here runs.
 */
import type { ContactValues, DownloadValues } from "./validation";

/** The honeypot field's name: people never see or fill it; form-filling bots do. */
export type HoneypotField = "website";

/** One opening as GET /jobVacancies sends it (spec §3). */
export interface JobVacancy {
  id: number;
  job_title: string;
  location: string;
  experience: string;
  /** HTML summary (sanitise before rendering). */
  job_details: string;
  /** HTML full details (sanitise before rendering). */
  job_html: string;
  /** The first entry is the main type; the whole array is the category. */
  job_types: string[];
}

/** One refused field of a 422 answer. */
export interface FieldError {
  field: string;
  message: string;
}

/** POST /contactus, JSON: the spec's five fields; the honeypot only when something filled it. */
export type ContactPayload = ContactValues & Partial<Record<HoneypotField, string>>;

/** POST /case_study/store, JSON: the visitor, the case study's slug and its PDF key. */
export type DownloadPayload = DownloadValues & {
  caseStudyName: string;
  pdf: string;
} & Partial<Record<HoneypotField, string>>;
