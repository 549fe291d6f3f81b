import type { GatsbyNode } from "gatsby";
import path from "path";
import { createJobPages } from "./job-pages";
import { createPostPages } from "./post-pages";
import { createPrivacyPage } from "./privacy-page";

interface PageKeys {
  allService: { nodes: { slug: string }[] };
  allCaseStudy: { nodes: { caseId: number }[] };
}

/** /services/<slug> and /CaseStudy/<id>, one page per data entry; /privacy with the retention settings. */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  await createJobPages({ graphql, actions, reporter });
  const result = await graphql<PageKeys>(`
    query GeneratedPageKeys {
      allService { nodes { slug } }
      allCaseStudy(sort: { caseId: ASC }) { nodes { caseId } }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the services and case studies to create their pages.", result.errors);
    return;
  }
  const root = process.cwd();
  await createPostPages({ graphql, reporter }, actions);
  for (const { slug } of result.data.allService.nodes) {
    actions.createPage({
      path: `/services/${slug}`,
      component: path.join(root, "src/templates/service.tsx"),
      context: { slug },
    });
  }
  // Client-side fallbacks: generated pages win over match paths, so these only catch unknown entries.
  const fallbacks = [
    { path: "/services/__unknown", matchPath: "/services/*", template: "unknown-service.tsx" },
    { path: "/CaseStudy/__unknown", matchPath: "/CaseStudy/*", template: "unknown-case-study.tsx" },
    { path: "/blog/__post", matchPath: "/blog/*", template: "blog-post.tsx" },
  ];
  for (const { path: pagePath, matchPath, template } of fallbacks) {
    actions.createPage({ path: pagePath, matchPath, component: path.join(root, "src/templates", template), context: {} });
  }
  try {
    createPrivacyPage(actions, process.env, root);
  } catch (error) {
    reporter.panicOnBuild(error instanceof Error ? error.message : String(error));
  }
  for (const { caseId } of result.data.allCaseStudy.nodes) {
    actions.createPage({
      path: `/CaseStudy/${caseId}`,
      component: path.join(root, "src/templates/case-study.tsx"),
      context: { caseId },
    });
  }
};
