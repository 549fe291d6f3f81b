/**
 * react-admin's data provider for the staff API (issue 16, docs/staff-api.md). Lists are `{items, total,
 * page}` at 25 a page; every editable record carries `version`, sent back on each save so a stale copy
 * gets 409 instead of overwriting someone else's work.
 */
import type {
  CreateParams,
  CreateResult,
  DataProvider,
  DeleteManyParams,
  DeleteManyResult,
  DeleteParams,
  DeleteResult,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyResult,
  GetOneParams,
  GetOneResult,
  Identifier,
  RaRecord,
  UpdateParams,
  UpdateResult,
} from "react-admin";
import { jsonBody, staffFetch, staffUrl } from "./http";

export const PAGE_SIZE = 25;

export const LEAD_KINDS = ["enquiries", "applications", "downloads"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
export const isLeadKind = (resource: string): resource is LeadKind => (LEAD_KINDS as readonly string[]).includes(resource);

interface Page<T> {
  items: T[];
  total: number;
  page: number;
}

/** What a save may send, per resource; everything else in the form (id, dates, image) stays out. */
const EDITABLE: Record<string, readonly string[]> = {
  jobs: ["job_title", "location", "experience", "job_types", "job_details", "job_html", "status", "closesAt"],
  posts: ["title", "url", "blog", "status", "publishedAt", "seoTitle", "seoDescription"],
  users: ["email", "role", "password"],
  enquiries: ["status", "note"],
  applications: ["status", "note"],
  downloads: ["status", "note"],
};

function pick(resource: string, data: Record<string, unknown>): Record<string, unknown> {
  const fields = EDITABLE[resource];
  if (!fields) throw new Error(`Records of ${resource} cannot be saved from the console.`);
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const value = data[field];
    if (value === undefined) continue;
    // A post left without a slug or a date gets the server's (the slug from the title, the date when published).
    if (resource === "posts" && (field === "url" || field === "publishedAt") && (value === "" || value === null)) continue;
    out[field] = value;
  }
  return out;
}

/** `?page=&q=&status=` for a list or its CSV export; empty filters are left out. */
export function listQuery(filter: Record<string, unknown>, page?: number): string {
  const params = new URLSearchParams();
  if (page !== undefined) params.set("page", String(page));
  for (const key of ["q", "status"]) {
    const value = filter[key];
    if (typeof value === "string" && value.trim() !== "") params.set(key, value.trim());
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The server's CSV export of a list, filtered as the list is. */
export const csvUrl = (resource: string, filter: Record<string, unknown>): string => staffUrl(`/staff/${resource}.csv${listQuery(filter)}`);

export const resumeUrl = (id: Identifier): string => staffUrl(`/staff/applications/${encodeURIComponent(String(id))}/resume`);

const path = (resource: string, id?: Identifier) => `/staff/${resource}${id === undefined ? "" : `/${encodeURIComponent(String(id))}`}`;

export interface StaffDataProvider extends DataProvider {
  /** POST /staff/posts/:id/image (multipart field `image`) → the whole updated post. */
  uploadPostImage(id: Identifier, file: File): Promise<{ data: RaRecord }>;
}

export function createDataProvider(): StaffDataProvider {
  const getOne = <R extends RaRecord>(resource: string, id: Identifier): Promise<R> => staffFetch<R>(path(resource, id));

  return {
    async getList<R extends RaRecord>(resource: string, params: GetListParams): Promise<GetListResult<R>> {
      const page = params.pagination?.page ?? 1;
      const body = await staffFetch<Page<R>>(`${path(resource)}${listQuery(params.filter ?? {}, page)}`, { signal: params.signal });
      return { data: body.items, total: body.total };
    },
    async getOne<R extends RaRecord>(resource: string, params: GetOneParams<R>): Promise<GetOneResult<R>> {
      return { data: await getOne<R>(resource, params.id) };
    },
    async getMany<R extends RaRecord>(resource: string, params: GetManyParams<R>): Promise<GetManyResult<R>> {
      return { data: await Promise.all(params.ids.map((id) => getOne<R>(resource, id))) };
    },
    async getManyReference(): Promise<never> {
      throw new Error("The staff API has no references between its records.");
    },
    async create<R extends Omit<RaRecord, "id">, Result extends RaRecord = R & { id: Identifier }>(resource: string, params: CreateParams<R>): Promise<CreateResult<Result>> {
      const body = await staffFetch<Result>(path(resource), { method: "POST", body: jsonBody(pick(resource, params.data as Record<string, unknown>)) });
      return { data: body };
    },
    async update<R extends RaRecord>(resource: string, params: UpdateParams<R>): Promise<UpdateResult<R>> {
      const data = params.data as Record<string, unknown>;
      const version = data.version ?? (params.previousData as Record<string, unknown> | undefined)?.version;
      const method = isLeadKind(resource) ? "PATCH" : "PUT";
      const body = await staffFetch<R>(path(resource, params.id), { method, body: jsonBody({ ...pick(resource, data), version }) });
      return { data: body };
    },
    async updateMany(): Promise<never> {
      throw new Error("Records are saved one at a time in the console.");
    },
    async delete<R extends RaRecord>(resource: string, params: DeleteParams<R>): Promise<DeleteResult<R>> {
      await staffFetch<null>(path(resource, params.id), { method: "DELETE" });
      return { data: params.previousData ?? ({ id: params.id } as R) };
    },
    async deleteMany<R extends RaRecord>(resource: string, params: DeleteManyParams<R>): Promise<DeleteManyResult<R>> {
      for (const id of params.ids) await staffFetch<null>(path(resource, id), { method: "DELETE" });
      return { data: params.ids };
    },
    async uploadPostImage(id, file) {
      const form = new FormData();
      form.append("image", file, file.name);
      return { data: await staffFetch<RaRecord>(`${path("posts", id)}/image`, { method: "POST", body: form }) };
    },
  };
}
