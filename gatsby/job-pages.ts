/**
 * The jobs' pages (issue 29): `/career/<id>` for every open job the build read from the API's store
 * (`OpenJob`, gatsby/source-published.ts), each with its share card, and the client-only fallback
 * `/career/__job` (`/career/*`) for a job newer than the build or one that does not exist.
 */
import path from "node:path";
import type { Actions, CreatePagesArgs } from "gatsby";
import { writeJobCard } from "./job-card";

interface JobKeys {
  allOpenJob: { nodes: { jobId: number; title: string; location: string }[] };
  site: { siteMetadata: { title: string } | null } | null;
}

/** The placeholder path of the fallback page; the site servers serve its HTML for unknown `/career/<x>`. */
export const JOB_FALLBACK_PATH = "/career/__job";

export const jobPagePath = (id: number): string => `/career/${id}`;

export async function createJobPages({ graphql, actions, reporter }: Pick<CreatePagesArgs, "graphql" | "reporter"> & { actions: Actions }): Promise<void> {
  const result = await graphql<JobKeys>(`
    query JobPageKeys {
      allOpenJob(sort: { jobId: ASC }) { nodes { jobId title location } }
      site { siteMetadata { title } }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the open jobs to create their pages.", result.errors);
    return;
  }
  const root = process.cwd();
  const siteName = result.data.site?.siteMetadata?.title ?? "";
  for (const { jobId, title, location } of result.data.allOpenJob.nodes) {
    const shareImage = await writeJobCard({ id: jobId, title, location, siteName }, root);
    actions.createPage({
      path: jobPagePath(jobId),
      component: path.join(root, "src/templates/job.tsx"),
      context: { jobId, shareImage },
    });
  }
  actions.createPage({
    path: JOB_FALLBACK_PATH,
    matchPath: "/career/*",
    component: path.join(root, "src/templates/job-fallback.tsx"),
    context: {},
  });
}
